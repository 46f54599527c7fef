import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { FEATURES, assessmentFormById, ASSESSMENT_MESSAGES } from '@dpohub/domain';
import { AssessmentRecordWire, IdParams } from '@dpohub/domain/wire';
import { notFound } from '../errors/api-error';
import { readableAssessment } from './assessment-access';
import { registerAssessmentFormRoutes } from './assessment-form.routes';
import { ASSESSMENT_KIND_RULES } from './assessment-kinds';
import { registerAssessmentListRoutes } from './assessment-list.routes';
import { assessmentWire } from './assessment-payload';
import { registerDossierRoute } from './dossier.routes';
import { assessmentReviewRoutes } from './assessment-review.routes';
import { agentProfileRoutes } from './agent-profile.routes';

/**
 * The assessments area under /api/lei-geral-protecao-de-dados (spec 3 section 7): the five calls
 * of each implemented kind, the record by id whatever its kind, the list with its spreadsheet and
 * the four dashboard pies.
 */
export const assessmentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  for (const rules of Object.values(ASSESSMENT_KIND_RULES)) {
    registerAssessmentFormRoutes(app, rules);
  }
  registerAssessmentListRoutes(app);
  registerDossierRoute(app);
  await app.register(assessmentReviewRoutes);
  await app.register(agentProfileRoutes);

  app.get(
    '/:id',
    {
      // Any signed-in user; the record's own form authority and client are checked below.
      config: { access: FEATURES.assessmentsList },
      schema: {
        tags: ['assessments'],
        summary: 'An assessment by id (completed, status, jsonCustomObs and its answers)',
        params: IdParams,
        response: { 200: AssessmentRecordWire },
      },
    },
    async (request) => {
      const record = await readableAssessment(app, request, request.params.id);
      const form = assessmentFormById(record.formId);
      const rules = form ? ASSESSMENT_KIND_RULES[form.kind] : undefined;
      if (!rules) throw notFound(ASSESSMENT_MESSAGES.notFound);
      return assessmentWire(rules, record);
    },
  );
};
