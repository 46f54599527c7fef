import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_MESSAGES, MESSAGES } from '@dpohub/domain';
import { forbidden, unauthorized } from '../errors/api-error';
import { findLeadById } from './lead-repository';
import { readLeadToken } from './lead-token';

/**
 * The access gate's handling of lead tokens. The lead password is public (spec 4 section 7),
 * so a lead token opens only the routes whose rule says `lead: true`; anywhere else it is
 * refused with 403. Returns false when the token is not a lead token.
 */
export async function admitLeadToken(
  app: FastifyInstance,
  request: FastifyRequest,
  token: string,
  rule: { lead?: boolean },
): Promise<boolean> {
  const lead = readLeadToken(app, token, app.clock);
  if (!lead) return false;
  if (!rule.lead) throw forbidden(API_MESSAGES.forbidden);
  if (!(await findLeadById(app.db, lead.leadId))) throw unauthorized(MESSAGES.loginExpired);
  request.lead = lead;
  return true;
}
