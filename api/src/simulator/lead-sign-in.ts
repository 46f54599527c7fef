import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_MESSAGES, LEAD_DEFAULT_PASSWORD } from '@dpohub/domain';
import type { LoginResponse } from '../auth/session-profile';
import { sameSecret } from '../auth/basic-credentials';
import { tooManyRequests } from '../errors/api-error';
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
 * default password. Answers null when the username is no lead or the password is not the
 * default one, so the portal's own sign-in carries on (and counts the failure).
 */
export function createLeadSignIn(app: FastifyInstance): LeadSignIn {
  const checkRate = app.createRateLimit(LEAD_SIGN_IN_RATE_LIMIT);
  return async (request, username, password) => {
    if (!sameSecret(password, LEAD_DEFAULT_PASSWORD)) return null;
    const lead = await findLeadByEmail(app.db, username);
    if (!lead) return null;
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
