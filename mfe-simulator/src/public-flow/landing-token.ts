import { LANDING_TOKEN_STORAGE_KEY } from '@dpohub/domain';

// Spec 4 section 3.4: the lead token lives in local storage under 'LP-token' as is (no product
// namespace), so the portal page and the marketing-site embed share it.

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    // Storage may be blocked (private modes, sandboxed frames): the flow then asks again.
    return null;
  }
}

export function readLandingToken(): string | null {
  return storage()?.getItem(LANDING_TOKEN_STORAGE_KEY) ?? null;
}

export function storeLandingToken(token: string): void {
  storage()?.setItem(LANDING_TOKEN_STORAGE_KEY, token);
}

export function clearLandingToken(): void {
  storage()?.removeItem(LANDING_TOKEN_STORAGE_KEY);
}
