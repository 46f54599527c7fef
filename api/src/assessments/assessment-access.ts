import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  API_MESSAGES,
  ASSESSMENT_MESSAGES,
  FEATURES,
  accessDecision,
  assessmentFormById,
  canAccessClient,
  type AssessmentFormDefinition,
  type Principal,
} from '@dpohub/domain';
import { signedIn } from '../auth/access-control';
import { forbidden, notFound } from '../errors/api-error';
import { findAssessment, type AssessmentRecord } from './assessment-repository';

/**
 * Spec 3 section 1: the client authority of the form, and its function contracted by the
 * client (security M1); admins pass.
 */
export function assertFormAccess(principal: Principal, form: AssessmentFormDefinition): void {
  const decision = accessDecision(principal, FEATURES[form.feature]);
  if (!decision.allowed) {
    throw forbidden(
      decision.reason === 'notContracted'
        ? API_MESSAGES.functionNotContracted
        : API_MESSAGES.forbidden,
    );
  }
}

/**
 * The assessment the caller may read: it exists (and is of the expected form), the caller holds
 * the form's authority, and a client user reads only their own client's assessments.
 */
export async function readableAssessment(
  app: FastifyInstance,
  request: FastifyRequest,
  id: number,
  form?: AssessmentFormDefinition,
): Promise<AssessmentRecord> {
  const { principal } = signedIn(request);
  const record = await findAssessment(app.db, id);
  if (!record || (form && record.formId !== form.formId)) {
    throw notFound(ASSESSMENT_MESSAGES.notFound);
  }
  const recordForm = assessmentFormById(record.formId);
  if (!recordForm) throw notFound(ASSESSMENT_MESSAGES.notFound);
  // Security L3: another client's record answers as a missing one, so ids reveal nothing.
  if (!canAccessClient(principal, record.clientId)) throw notFound(ASSESSMENT_MESSAGES.notFound);
  assertFormAccess(principal, recordForm);
  return record;
}
