import type { FastifyRequest } from 'fastify';
import { ACCOUNT_SECURITY_MESSAGES, twoFactorRequiredFor, type Principal } from '@dpohub/domain';
import { forbidden } from '../errors/api-error';
import type { UserAccount } from '../users/user-account';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Callable while the firm requires a second factor the user has not set up: reading
     * oneself, setting it up, the sessions, signing out.
     */
    beforeTwoFactor?: boolean;
  }
}

/**
 * When the firm requires a second factor of firm staff and client administrators, such a user
 * who has none yet reaches only the calls that set it up (the sign-in answer says so,
 * `twoFactorSetupRequired`, and the portal opens the page that does it): every other call
 * answers 403 with the reason.
 */
export function assertTwoFactorSetUp(
  request: FastifyRequest,
  account: UserAccount,
  principal: Principal,
): void {
  if (account.twoFactorEnabled || request.routeOptions.config.beforeTwoFactor) return;
  if (twoFactorRequiredFor(principal, account.twoFactorRequiredByFirm)) {
    throw forbidden(ACCOUNT_SECURITY_MESSAGES.twoFactorEnrolmentRequired);
  }
}

/** Whether the user must set up a second factor before using the portal. */
export function twoFactorSetupRequired(account: UserAccount, principal: Principal): boolean {
  return (
    !account.twoFactorEnabled && twoFactorRequiredFor(principal, account.twoFactorRequiredByFirm)
  );
}
