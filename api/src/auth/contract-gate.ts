import type { FastifyRequest } from 'fastify';
import { CONTRACT_END_MESSAGES, contractAccess } from '@dpohub/domain';
import { brazilianDate, type Clock } from '../clock';
import { forbidden } from '../errors/api-error';
import type { UserAccount } from '../users/user-account';

/** Reading and downloading: what the users of an ended client keep during the window. */
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The only writes a user of an ended client still makes during the window: signing out, and
 * what signing in may require first (accepting the terms, setting up the second factor the firm
 * requires), so the documents can be downloaded. Ending one's own other sessions stays open too:
 * it only takes access away. access-matrix.test.ts checks each of these is a route.
 */
export const CONTRACT_END_WRITES = [
  'POST /api/oauth/revoke',
  'POST /api/user/accept-terms',
  'POST /api/user/two-factor/setup',
  'POST /api/user/two-factor/confirm',
  'DELETE /api/user/sessions/:id',
  'POST /api/user/sessions/end-others',
] as const;

const ALLOWED_WRITES: ReadonlySet<string> = new Set(CONTRACT_END_WRITES);
/** After the window nothing is answered but signing out. */
const AFTER_WINDOW = 'POST /api/oauth/revoke';

/**
 * Issue 31, the end of a client's contract, enforced here for every route at once: during the
 * read-only window (domain contractAccess) a user of the client reads and downloads, and every
 * other call is a 403 with the window's last day; after it, every call is a 403 saying the
 * access ended. Firm staff are never held by a client's contract.
 */
export function assertContractAccess(
  request: FastifyRequest,
  account: UserAccount,
  clock: Clock,
): void {
  if (account.admin || !account.contract) return;
  const { readOnlyUntil } = account.contract;
  const access = contractAccess(account.contract, brazilianDate(clock.now()));
  const route = `${request.method} ${request.routeOptions.url ?? ''}`;
  if (access === 'ended') {
    if (route === AFTER_WINDOW) return;
    throw forbidden(CONTRACT_END_MESSAGES.accessEnded(readOnlyUntil));
  }
  if (access === 'readOnly' && !READ_METHODS.has(request.method) && !ALLOWED_WRITES.has(route)) {
    throw forbidden(CONTRACT_END_MESSAGES.readOnly(readOnlyUntil));
  }
}

/** The refusal of a sign-in after the window (null while the user may still sign in). */
export function contractEndedRefusal(account: UserAccount, clock: Clock): string | null {
  if (account.admin || !account.contract) return null;
  return contractAccess(account.contract, brazilianDate(clock.now())) === 'ended'
    ? CONTRACT_END_MESSAGES.accessEnded(account.contract.readOnlyUntil)
    : null;
}
