import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_MESSAGES, LEAD_TOKEN_SCOPE } from '@dpohub/domain';
import type { Clock } from '../clock';
import { forbidden } from '../errors/api-error';

/** The visitor behind a lead token (spec 4 section 7: the lead signs in with a public password). */
export interface LeadPrincipal {
  leadId: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the access gate when a lead token calls a route that admits leads. */
    lead: LeadPrincipal | null;
  }
}

interface LeadTokenClaims {
  sub: string;
  scope: typeof LEAD_TOKEN_SCOPE;
  iat: number;
  exp: number;
}

// The subject is not a bare number, so a lead token can never be read as a portal user's.
const SUBJECT_PREFIX = 'lead:';

export function issueLeadToken(
  app: FastifyInstance,
  leadId: number,
  clock: Clock,
  ttlSeconds: number,
): { token: string; expiresIn: number } {
  const iat = Math.floor(clock.now().getTime() / 1000);
  const claims: LeadTokenClaims = {
    sub: `${SUBJECT_PREFIX}${leadId}`,
    scope: LEAD_TOKEN_SCOPE,
    iat,
    exp: iat + ttlSeconds,
  };
  return { token: app.jwt.sign(claims), expiresIn: ttlSeconds };
}

/** The lead of a valid, unexpired lead token; null for any other token. */
export function readLeadToken(
  app: FastifyInstance,
  token: string,
  clock: Clock,
): LeadPrincipal | null {
  let claims: Partial<LeadTokenClaims>;
  try {
    claims = app.jwt.verify<Partial<LeadTokenClaims>>(token);
  } catch {
    return null;
  }
  if (claims.scope !== LEAD_TOKEN_SCOPE || typeof claims.sub !== 'string') return null;
  if (typeof claims.exp !== 'number' || claims.exp <= Math.floor(clock.now().getTime() / 1000)) {
    return null;
  }
  if (!claims.sub.startsWith(SUBJECT_PREFIX)) return null;
  const leadId = Number(claims.sub.slice(SUBJECT_PREFIX.length));
  return Number.isSafeInteger(leadId) && leadId > 0 ? { leadId } : null;
}

/** The lead of a lead route; portal users calling a lead-only route are refused. */
export function signedInLead(request: FastifyRequest): LeadPrincipal {
  if (!request.lead) throw forbidden(API_MESSAGES.forbidden);
  return request.lead;
}
