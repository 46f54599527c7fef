import type { FastifyInstance } from 'fastify';
import {
  DOSSIER_MESSAGES,
  FEATURES,
  TPA_MESSAGES,
  assessmentDossier,
  assessmentFormById,
  ASSESSMENT_MESSAGES,
} from '@dpohub/domain';
import { badRequest, notFound } from '../errors/api-error';
import { readableAssessment } from './assessment-access';
import { ASSESSMENT_KIND_RULES } from './assessment-kinds';
import { renderDossierPdf } from './dossier-pdf';

/**
 * GET /lei-geral-protecao-de-dados/{id}/dossie: the PDF a DPO files for a finished assessment of
 * any kind (answers, scores with their reasons, dates, who answered). Whoever may read the
 * assessment may download it (the form's authority and the client are checked).
 */
export function registerDossierRoute(app: FastifyInstance) {
  app.get<{ Params: { id: number } }>(
    '/:id/dossie',
    {
      config: { access: FEATURES.assessmentsList },
      schema: {
        tags: ['assessments'],
        summary: 'The dossier of a finished assessment, as a PDF',
        params: {
          type: 'object',
          properties: { id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } },
          required: ['id'],
        },
      },
    },
    async (request, reply) => {
      const record = await readableAssessment(app, request, request.params.id);
      const form = assessmentFormById(record.formId);
      const rules = form ? ASSESSMENT_KIND_RULES[form.kind] : undefined;
      if (!form || !rules) throw notFound(ASSESSMENT_MESSAGES.notFound);
      if (!record.completed) throw badRequest(TPA_MESSAGES.dossierOnlyFinished);
      const dossier = assessmentDossier({
        form,
        steps: rules.steps,
        id: record.id,
        name: record.name,
        clientName: record.clientName ?? '',
        answers: record.answers,
        observations: record.observations,
        results: (record.results as Record<string, unknown> | null) ?? null,
        createdBy: record.createdByName,
        updatedBy: record.updatedByName,
        createdAt: record.createdAt,
        updatedAt: record.updatedAt,
        completedAt: record.completedAt,
        generatedAt: new Date(),
      });
      const pdf = await renderDossierPdf(dossier, { author: record.updatedByName ?? '' });
      return reply
        .header('content-type', 'application/pdf')
        .header(
          'content-disposition',
          `attachment; filename="${DOSSIER_MESSAGES.fileName(form.apiSegment, record.id)}"`,
        )
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );
}
