import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_MESSAGES, CAPTCHA_HEADER, LEAD_DEFAULT_PASSWORD } from '@dpohub/domain';
import type { LoginResponse } from '../auth/session-profile';
import { sameSecret } from '../auth/basic-credentials';
import { tooManyRequests } from '../errors/api-error';
import { captchaSecrets, verifyCaptchaPayload } from './captcha';
import { findLeadByEmail } from './lead-repository';
import { issueLeadToken } from './lead-token';

/** Lead sign-ins per IP and minute: the password is public, so only volume is limited. */
export const LEAD_SIGN_IN_RATE_LIMIT = { max: 20, timeWindow: 60_000 } as const;

export type LeadSignIn = (
  request: FastifyRequest,
  username: string,
  password: string,
) => Promise<LoginResponse | null>;

/**
 * Spec 4 section 7: the lead signs in through POST /oauth/token with their e-mail and the fixed
 * default password. That password is public, so the sign-in also shows, in the X-Captcha header,
 * the human check that registered the lead (platform m5: with the password alone anyone could
 * sign in as a lead and create simulation drafts). Answers null when the username is no lead,
 * the password is not the default one or the check is not the registration's, so the portal's
 * own sign-in carries on (and refuses).
 */
export function createLeadSignIn(app: FastifyInstance): LeadSignIn {
  const checkRate = app.createRateLimit(LEAD_SIGN_IN_RATE_LIMIT);
  const secrets = captchaSecrets(app.config.jwtSecret);
  const captchaHeader = CAPTCHA_HEADER.toLowerCase();
  return async (request, username, password) => {
    if (!sameSecret(password, LEAD_DEFAULT_PASSWORD)) return null;
    const lead = await findLeadByEmail(app.db, username);
    if (!lead?.registrationChallenge) return null;
    const payload = request.headers[captchaHeader];
    const verified =
      typeof payload === 'string' ? await verifyCaptchaPayload(payload, secrets, app.clock) : null;
    if (verified?.challengeId !== lead.registrationChallenge) return null;
    const limit = await checkRate(request);
    if (!limit.isAllowed && limit.isExceeded) throw tooManyRequests(API_MESSAGES.tooManyRequests);
    const { token, expiresIn } = issueLeadToken(
      app,
      lead.id,
      app.clock,
      app.config.tokenTtlSeconds,
    );
    // The login answer's shape, with no roles and no client: a lead is no portal user.
    return {
      access_token: token,
      token_type: 'bearer',
      expires_in: expiresIn,
      id: lead.id,
      name: lead.name,
      email: lead.email,
      admin: false,
      enableHoursBank: false,
      client: null,
      clientName: null,
      roles: [],
      employeeDanielLaw: null,
      termsAccepted: false,
    };
  };
}
