/** Spec 1 section 2.6: no back arrow on home and functions. */
const NO_BACK_ARROW = new Set(['/home', '/functions']);

/** Spec 2 section 2: on budget control the arrow goes to the stored previous location. */
const STORED_BACK_PATHS = new Set(['/budgetControl']);

export type BackTarget = { kind: 'none' } | { kind: 'history' } | { kind: 'path'; to: string };

export interface BackContext {
  /** Where the user lands after sign-in ('/home', or '/clientDemands' for a participant). */
  landing: string;
  /** Whether an earlier page of this visit is a portal page (else history.back leaves it). */
  hasEarlierPortalPage: boolean;
}

export function backTarget(
  pathname: string,
  storedGoBack: string | null,
  context: BackContext = { landing: '/home', hasEarlierPortalPage: true },
): BackTarget {
  if (NO_BACK_ARROW.has(pathname) || pathname === context.landing) return { kind: 'none' };
  if (STORED_BACK_PATHS.has(pathname)) {
    return { kind: 'path', to: storedGoBack || context.landing };
  }
  // With no earlier portal page the arrow would leave the portal (or land on the login page):
  // it goes to the user's landing page instead.
  return context.hasEarlierPortalPage ? { kind: 'history' } : { kind: 'path', to: context.landing };
}

/** Index react-router keeps in history.state for each entry of this tab. */
export function historyIndex(): number {
  const state = window.history.state as { idx?: unknown } | null;
  return typeof state?.idx === 'number' ? state.idx : 0;
}
