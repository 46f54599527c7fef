import type { TokenResponse } from '@dpohub/domain/wire';
import type { SessionUser } from '@dpohub/shared-ui';

/** The session's user from the token answer; the token expires `expires_in` seconds from `now`. */
export function sessionUserFrom(token: TokenResponse, now: number): SessionUser {
  return {
    id: token.id,
    name: token.name,
    email: token.email,
    admin: token.admin,
    enableHoursBank: token.enableHoursBank,
    client: token.client,
    clientName: token.clientName,
    roles: token.roles.map(({ authority }) => ({ authority })),
    employeeDanielLaw: token.employeeDanielLaw,
    termsAccepted: token.termsAccepted,
    twoFactorSetupRequired: token.twoFactorSetupRequired ?? false,
    contractEnd: token.contractEnd,
    expiresAt: now + token.expires_in * 1000,
  };
}
