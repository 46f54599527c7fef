// Sign-in and password flows (spec 1 sections 2.2 to 2.4, 3 and 7).
import type { EmployeeTypeCode } from './user';

/** Login screen fields (spec 1 section 3: userName, password). */
export interface LoginRequest {
  userName: string;
  password: string;
}

/** Form body of POST /oauth/token (password grant). */
export interface TokenRequest {
  grant_type: 'password';
  username: string;
  password: string;
}

export interface AuthorityGrant {
  authority: string;
}

/** Answer of POST /oauth/token (spec 1 section 3, login response). */
export interface TokenResponse {
  access_token: string;
  token_type: 'bearer';
  /** Seconds until the token expires. */
  expires_in: number;
  id: number;
  name: string;
  email: string;
  admin: boolean;
  enableHoursBank: boolean;
  /** Client id (folder number); null for firm staff with no client. */
  client: number | null;
  clientName: string | null;
  roles: AuthorityGrant[];
  /** Employee type code (spec 1 section 3); null for leads of the public simulator. */
  employeeDanielLaw: EmployeeTypeCode | null;
  /** False until the user accepts the terms of use and privacy notice (spec 4, terms section). */
  termsAccepted: boolean;
  /**
   * The firm requires a second factor of this user, who has none yet: the portal opens only the
   * page that sets it up. Absent from a lead's answer.
   */
  twoFactorSetupRequired?: boolean;
  /**
   * The user's client ended its contract (issue 31): the day, and the last day of read-only
   * access (the portal's banner). Absent while the contract is in force.
   */
  contractEnd?: { endedOn: string; readOnlyUntil: string };
}

/** The signed-in user kept by the session: the token answer without the token itself. */
export type SignedInUser = Omit<TokenResponse, 'access_token' | 'token_type' | 'expires_in'>;

/** POST /user/reset-password query. */
export interface ResetPasswordQuery {
  /** The e-mail of the user who forgot the password. */
  user_recover: string;
}

/** POST /user/verification-code query. */
export interface VerificationCodeQuery {
  user_recover: string;
  verification_code: string;
}

/**
 * POST /user/change-password query (new password after the code was verified). The verified code
 * travels again: knowing the e-mail alone never sets a password.
 */
export interface ChangePasswordQuery {
  user_recover: string;
  verification_code: string;
  password: string;
}

/** New password screen fields (spec 1 section 2.3). */
export interface NewPasswordForm {
  password: string;
  password_confirm: string;
}

/** Verification code screen: five single-digit boxes ssn_1 to ssn_5 (spec 1 section 2.3). */
export interface VerificationCodeForm {
  ssn_1: string;
  ssn_2: string;
  ssn_3: string;
  ssn_4: string;
  ssn_5: string;
}

/** PUT /user/update-password body (spec 1 section 2.4). */
export interface UpdatePasswordRequest {
  oldPassword: string;
  newPassword: string;
}

/** POST /user/verification-login body. The answer is not shown in the spec. */
export interface VerificationLoginRequest {
  password: string;
  userName: string;
}
