import { isEmployeeTypeCode } from '@dpohub/domain';
import type { SignedInUser, TokenResponse } from '@dpohub/domain/wire';
import type { UserAccount } from '../users/user-account';

/** The login response of spec 1 section 3 (the contract's TokenResponse), as sign-ins build it. */
export type LoginResponse = TokenResponse;

/**
 * The signed-in user; `twoFactorSetupRequired` when the firm requires a second factor this user
 * has not set up (the portal then opens only the page that sets it up).
 */
export function sessionProfile(
  account: UserAccount,
  twoFactorSetupRequired: boolean,
): SignedInUser {
  return {
    id: account.id,
    name: account.name,
    email: account.email,
    admin: account.admin,
    enableHoursBank: account.enableHoursBank,
    client: account.clientId,
    clientName: account.clientName,
    roles: account.authorities.map((authority) => ({ authority })),
    employeeDanielLaw: isEmployeeTypeCode(account.employeeDanielLaw)
      ? account.employeeDanielLaw
      : null,
    termsAccepted: account.termsAcceptedAt !== null,
    twoFactorSetupRequired,
    ...(account.contract && !account.admin ? { contractEnd: account.contract } : {}),
  };
}
