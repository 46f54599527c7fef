import { Type, type Static } from 'typebox';

// The signed-in user's second factor and sessions, and the firm admin's controls over them
// (docs/decisions.md "Two-factor sign-in and sessions").

/** POST /user/two-factor/confirm, /recovery-codes and /disable body: a code of the app. */
export const TwoFactorCodeBody = Type.Object(
  { code: Type.String({ minLength: 1, maxLength: 20 }) },
  { additionalProperties: false },
);

/** The two-factor state of the signed-in user (GET /user/two-factor). */
export const TwoFactorStatus = Type.Object({
  enabled: Type.Boolean(),
  /** The firm requires it for this user's profile. */
  required: Type.Boolean(),
  recoveryCodesLeft: Type.Integer(),
});

/** POST /user/two-factor/setup: the secret to scan, while the enrolment is not confirmed. */
export const TwoFactorSetup = Type.Object({
  /** The base32 key for typing into the app. */
  secret: Type.String(),
  /** otpauth:// URI (RFC 6238 key URI format). */
  uri: Type.String(),
  /** The URI as a QR code, an SVG document. */
  qrSvg: Type.String(),
});

/** The answer that shows the recovery codes, once. */
export const RecoveryCodes = Type.Object({ recoveryCodes: Type.Array(Type.String()) });

/** A session as the 'Sessões ativas' page lists it. */
export const ActiveSession = Type.Object({
  id: Type.String(),
  /** Browser and system read from the user agent, e.g. 'Chrome 120 em Linux'. */
  device: Type.String(),
  ip: Type.String(),
  /** dd/MM/yyyy HH:mm */
  signedInAt: Type.String(),
  /** dd/MM/yyyy HH:mm */
  lastUsedAt: Type.String(),
  current: Type.Boolean(),
});

export const ActiveSessionList = Type.Array(ActiveSession);

/** `{ id }` of DELETE /user/sessions/{id}. */
export const SessionIdParams = Type.Object({
  id: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }),
});

/** How many sessions a call ended. */
export const SessionsEnded = Type.Object({ ended: Type.Integer() });

/** The firm's setting (GET/PUT /firm-settings). */
export const FirmSecuritySettings = Type.Object({ twoFactorRequired: Type.Boolean() });

/** PUT /firm-settings body. */
export const FirmSecuritySettingsBody = Type.Object(
  { twoFactorRequired: Type.Boolean() },
  { additionalProperties: false },
);

/** GET /user/{id}/account-security: what a firm admin sees of a user's sign-in security. */
export const UserAccountSecurity = Type.Object({
  twoFactorEnabled: Type.Boolean(),
  activeSessions: Type.Integer(),
});

export type TwoFactorCodeBody = Static<typeof TwoFactorCodeBody>;
export type TwoFactorStatus = Static<typeof TwoFactorStatus>;
export type TwoFactorSetup = Static<typeof TwoFactorSetup>;
export type RecoveryCodes = Static<typeof RecoveryCodes>;
export type ActiveSession = Static<typeof ActiveSession>;
export type SessionsEnded = Static<typeof SessionsEnded>;
export type FirmSecuritySettings = Static<typeof FirmSecuritySettings>;
export type UserAccountSecurity = Static<typeof UserAccountSecurity>;
