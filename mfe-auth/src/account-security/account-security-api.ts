import type { HttpClient } from '@dpohub/shared-ui';
import type {
  ActiveSession,
  FirmSecuritySettings,
  RecoveryCodes,
  TwoFactorSetup,
  SessionsEnded,
  TwoFactorStatus,
} from '@dpohub/domain/wire';

// The signed-in user's second factor and sessions (docs/decisions.md "Two-factor sign-in and
// sessions"); refusals reach the user through the http client's toasts (spec 1 section 8).

export async function fetchTwoFactorStatus(http: HttpClient): Promise<TwoFactorStatus> {
  return (await http.get<TwoFactorStatus>('/user/two-factor')).data;
}

export async function startTwoFactorSetup(http: HttpClient): Promise<TwoFactorSetup> {
  return (await http.post<TwoFactorSetup>('/user/two-factor/setup')).data;
}

export async function confirmTwoFactor(http: HttpClient, code: string): Promise<string[]> {
  return (await http.post<RecoveryCodes>('/user/two-factor/confirm', { code })).data.recoveryCodes;
}

export async function renewRecoveryCodes(http: HttpClient, code: string): Promise<string[]> {
  return (await http.post<RecoveryCodes>('/user/two-factor/recovery-codes', { code })).data
    .recoveryCodes;
}

export async function disableTwoFactor(http: HttpClient, code: string): Promise<void> {
  await http.post('/user/two-factor/disable', { code });
}

export async function fetchSessions(http: HttpClient): Promise<ActiveSession[]> {
  return (await http.get<ActiveSession[]>('/user/sessions')).data;
}

export async function endSession(http: HttpClient, id: string): Promise<void> {
  await http.delete(`/user/sessions/${encodeURIComponent(id)}`);
}

export async function endOtherSessions(http: HttpClient): Promise<number> {
  return (await http.post<SessionsEnded>('/user/sessions/end-others')).data.ended;
}

export async function fetchFirmSettings(http: HttpClient): Promise<FirmSecuritySettings> {
  return (await http.get<FirmSecuritySettings>('/firm-settings')).data;
}

export async function saveFirmSettings(
  http: HttpClient,
  settings: FirmSecuritySettings,
): Promise<FirmSecuritySettings> {
  return (await http.put<FirmSecuritySettings>('/firm-settings', settings)).data;
}
