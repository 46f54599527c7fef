// Sign-in and password flows (spec 1 sections 2.2 to 2.4, 3 and 7).

/** Login screen fields (spec 1 section 3: userName, password). */
export interface LoginRequest {
  userName: string;
  password: string;
}

/** The login response of spec 1 section 3: the wire contract's (wire/account.ts). */
export type { TokenResponse } from '../wire/account';

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
