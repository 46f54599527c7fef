import { isEmployeeTypeCode, type SignedInUser, type TokenResponse } from '@dpohub/domain';
import type { UserAccount } from '../users/user-account';

/** The signed-in user as the portal keeps it; `termsAccepted` drives the terms screen. */
export type SessionProfile = SignedInUser;

/** The login response of spec 1 section 3. */
export type LoginResponse = TokenResponse;

/**
 * The signed-in user; `twoFactorSetupRequired` when the firm requires a second factor this user
 * has not set up (the portal then opens only the page that sets it up).
 */
export function sessionProfile(
  account: UserAccount,
  twoFactorSetupRequired: boolean,
): SessionProfile {
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

const profileProperties = {
  id: { type: 'integer' },
  name: { type: 'string' },
  email: { type: 'string' },
  admin: { type: 'boolean' },
  enableHoursBank: { type: 'boolean' },
  client: { type: ['integer', 'null'] },
  clientName: { type: ['string', 'null'] },
  roles: {
    type: 'array',
    items: {
      type: 'object',
      properties: { authority: { type: 'string' } },
      required: ['authority'],
    },
  },
  employeeDanielLaw: {
    type: ['integer', 'null'],
    description: '1 firm staff, 0 granular client user, 2 client administrator',
  },
  termsAccepted: { type: 'boolean' },
  twoFactorSetupRequired: { type: 'boolean' },
  contractEnd: {
    type: 'object',
    properties: {
      endedOn: { type: 'string', format: 'date' },
      readOnlyUntil: { type: 'string', format: 'date' },
    },
    required: ['endedOn', 'readOnlyUntil'],
  },
} as const;

/** Absent from a lead's answer. */
const OPTIONAL = ['twoFactorSetupRequired', 'contractEnd'];
const requiredOf = (properties: object) =>
  Object.keys(properties).filter((key) => !OPTIONAL.includes(key));

/** JSON schema of SessionProfile (GET /user/me). */
export const sessionProfileSchema = {
  type: 'object',
  properties: profileProperties,
  required: requiredOf(profileProperties),
} as const;

const loginProperties = {
  access_token: { type: 'string' },
  token_type: { type: 'string', enum: ['bearer'] },
  expires_in: { type: 'integer', description: 'Seconds until the token expires' },
  ...profileProperties,
} as const;

/** JSON schema of LoginResponse (POST /oauth/token). */
export const loginResponseSchema = {
  type: 'object',
  properties: loginProperties,
  required: requiredOf(loginProperties),
} as const;
