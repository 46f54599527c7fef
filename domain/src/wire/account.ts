import { Type, type Static } from 'typebox';
import type { EmployeeTypeCode } from '../types/user';
import { Nullable, StringEnum } from './schema';

// Sign-in, sign-out, the signed-in user and the password flows (spec 1 sections 2.2 to 2.4, 3
// and 7; docs/decisions.md "Two-factor sign-in and sessions").

const profileProperties = {
  id: Type.Integer(),
  name: Type.String(),
  email: Type.String(),
  admin: Type.Boolean(),
  enableHoursBank: Type.Boolean(),
  /** Client id (folder number); null for firm staff with no client. */
  client: Nullable(Type.Integer()),
  clientName: Nullable(Type.String()),
  roles: Type.Array(Type.Object({ authority: Type.String() })),
  /** Employee type code (spec 1 section 3); null for leads of the public simulator. */
  employeeDanielLaw: Nullable(Type.Unsafe<EmployeeTypeCode>(Type.Integer()), {
    description: '1 firm staff, 0 granular client user, 2 client administrator',
  }),
  /** False until the user accepts the terms of use and privacy notice (spec 4, terms section). */
  termsAccepted: Type.Boolean(),
  /**
   * The firm requires a second factor of this user, who has none yet: the portal opens only the
   * page that sets it up. Absent from a lead's answer.
   */
  twoFactorSetupRequired: Type.Optional(Type.Boolean()),
  /**
   * The user's client ended its contract (issue 31): the day, and the last day of read-only
   * access (the portal's banner). Absent while the contract is in force.
   */
  contractEnd: Type.Optional(
    Type.Object({
      endedOn: Type.String({ format: 'date' }),
      readOnlyUntil: Type.String({ format: 'date' }),
    }),
  ),
};

/** The signed-in user kept by the session (GET /user/me): the login answer without the token. */
export const SignedInUser = Type.Object(profileProperties);

/** Answer of POST /oauth/token (spec 1 section 3, login response). */
export const TokenResponse = Type.Object({
  access_token: Type.String(),
  token_type: StringEnum(['bearer'] as const),
  expires_in: Type.Integer({ description: 'Seconds until the token expires' }),
  ...profileProperties,
});

const text = (maxLength: number) => Type.String({ minLength: 1, maxLength });

/**
 * Form body of POST /oauth/token: the password grant (username, password), or the two_factor
 * grant (the first step's token and a code of the app or a recovery code). Each grant checks its
 * own fields, so a missing one answers the spec's 'Campo obrigatório'.
 */
export const TokenRequest = Type.Object({
  grant_type: Type.String({ maxLength: 50 }),
  username: Type.Optional(text(255)),
  password: Type.Optional(text(255)),
  /** The second step: the token the first step answered, and a code of the app or a recovery code. */
  two_factor_token: Type.Optional(text(2000)),
  code: Type.Optional(text(20)),
  recovery_code: Type.Optional(text(40)),
  /** The id the sign-in page keeps in its browser (the e-mail on a sign-in from a new one). */
  browser_id: Type.Optional(
    Type.String({ minLength: 16, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }),
  ),
});

const email = text(255);
const password = text(255);
const code = text(20);

/** POST /user/reset-password query: the e-mail of the user who forgot the password. */
export const ResetPasswordQuery = Type.Object({ user_recover: email });

/** POST /user/verification-code query. */
export const VerificationCodeQuery = Type.Object({ user_recover: email, verification_code: code });

/**
 * POST /user/change-password query (new password after the code was verified). The verified code
 * travels again: knowing the e-mail alone never sets a password.
 */
export const ChangePasswordQuery = Type.Object({
  user_recover: email,
  verification_code: code,
  password,
});

/**
 * Answer of the three recovery calls: reset-password false when no user has the e-mail,
 * verification-code false when the code is wrong, expired or killed; change-password true.
 */
export const RecoveryStepResult = Type.Boolean();

/** PUT /user/update-password body (spec 1 section 2.4). */
export const UpdatePasswordRequest = Type.Object({ oldPassword: password, newPassword: password });

/** POST /user/verification-login body. The answer is not shown in the spec. */
export const VerificationLoginRequest = Type.Object({ userName: text(255), password });

/** Answer of POST /user/verification-login (docs/decisions.md). */
export const VerificationLoginResult = Type.Object({
  valid: Type.Boolean(),
  locked: Type.Boolean(),
  attemptsLeft: Type.Integer(),
});

export type SignedInUser = Static<typeof SignedInUser>;
export type TokenResponse = Static<typeof TokenResponse>;
export type TokenRequest = Static<typeof TokenRequest>;
export type ResetPasswordQuery = Static<typeof ResetPasswordQuery>;
export type VerificationCodeQuery = Static<typeof VerificationCodeQuery>;
export type ChangePasswordQuery = Static<typeof ChangePasswordQuery>;
export type UpdatePasswordRequest = Static<typeof UpdatePasswordRequest>;
export type VerificationLoginRequest = Static<typeof VerificationLoginRequest>;
export type VerificationLoginResult = Static<typeof VerificationLoginResult>;
