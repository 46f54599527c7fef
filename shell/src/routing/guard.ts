import {
  RETURN_QUERY,
  accessDecision,
  isParticipant,
  landingPath,
  loginPathFor,
  principalOf,
  safeReturnPath,
} from '@dpohub/domain';
import type { Principal } from '@dpohub/domain';
import type { ShellApi } from '@dpohub/shared-ui';
import type { RouteEntry } from './routes';

export const HOME_PATH = '/home';
export const LOGIN_PATH = '/login';
/** Where a user the firm requires a second factor of, and who has none, is kept. */
export const TWO_FACTOR_PATH = '/twoFactor';
/** The pages of function cards, which a participant has none of (spec 1 section 2.6). */
const CARD_PAGES: readonly string[] = [HOME_PATH, '/functions'];

export type GuardDecision =
  { action: 'render' } | { action: 'redirect'; to: string; warnNoAccess?: boolean };

/**
 * The route guard of spec 1 section 2.1, as a pure decision:
 * - '/' goes to /home with a session, else /login;
 * - an unknown path goes to /login (a signed-in user then bounces to /home);
 * - a public page sends a signed-in user to /home (docs/decisions.md "Signed-in user on a
 *   public page"), or to the page /login was asked to return to;
 * - a private page needs a session, else /login, which returns to that page (and its `search`)
 *   once signed in (issue 29, demands M1);
 * - a user the firm requires a second factor of, who has none yet, stays on /twoFactor;
 * - a wrong user type or a missing client policy gives the warning toast and the user's landing
 *   page: /home, or a participant's client demands (budget m11), never a home of cards they
 *   cannot open; a participant asking for /home or /functions goes there too.
 * `principal` is null when there is no stored session.
 */
export function guardDecision(
  pathname: string,
  entry: RouteEntry | null,
  principal: Principal | null,
  search = '',
  twoFactorSetupRequired = false,
): GuardDecision {
  if (pathname === '/') {
    return { action: 'redirect', to: principal ? landingPath(principal) : LOGIN_PATH };
  }
  if (!entry) return { action: 'redirect', to: LOGIN_PATH };
  if (entry.access.public) {
    if (principal && !entry.openToSignedIn) {
      const back = safeReturnPath(new URLSearchParams(search).get(RETURN_QUERY));
      return { action: 'redirect', to: back ?? landingPath(principal) };
    }
    return { action: 'render' };
  }
  if (!principal) {
    // The home is where signing in leads anyway (and where 'Sair' passes on its way out).
    const to = pathname === HOME_PATH ? LOGIN_PATH : loginPathFor(`${pathname}${search}`);
    return { action: 'redirect', to };
  }
  if (twoFactorSetupRequired && pathname !== TWO_FACTOR_PATH) {
    return { action: 'redirect', to: TWO_FACTOR_PATH };
  }
  if (!accessDecision(principal, entry.access).allowed) {
    return { action: 'redirect', to: landingPath(principal), warnNoAccess: true };
  }
  if (isParticipant(principal) && CARD_PAGES.includes(pathname)) {
    return { action: 'redirect', to: landingPath(principal) };
  }
  return { action: 'render' };
}

/** The stored session's principal, or null when there is no valid session. */
export function sessionPrincipal(session: ShellApi['session']): Principal | null {
  const user = session.getUser();
  return user && session.isAuthenticated() ? principalOf(user) : null;
}

/**
 * What a page the guard lets render shows inside its layout: only the terms until a signed-in
 * user has accepted them (spec 4), else the shell's page or the owning remote's area.
 */
export function pageContent(
  entry: RouteEntry,
  principal: Principal | null,
  termsAccepted: boolean | undefined,
): 'terms' | 'shell' | 'remote' {
  if (entry.layout && principal && termsAccepted === false) return 'terms';
  return entry.owner === 'shell' ? 'shell' : 'remote';
}
