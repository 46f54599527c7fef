import { recordTakenOut } from '../audit/audit-writer';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  DOSSIER_MESSAGES,
  FEATURES,
  DOSSIER_FILE_MESSAGES,
  assessmentDossier,
  assessmentFormById,
  reviewStateLabel,
  ASSESSMENT_MESSAGES,
} from '@dpohub/domain';
import { IdParams } from '@dpohub/domain/wire';
import { listVersions } from './assessment-version-repository';
import { brazilianDate } from '../clock';
import { badRequest, notFound } from '../errors/api-error';
import { findFirmProfile } from './agent-profile-repository';
import { readableAssessment } from './assessment-access';
import { ASSESSMENT_KIND_RULES, type AssessmentKindRules } from './assessment-kinds';
import type { AssessmentRecord } from './assessment-repository';
import { storedResultToday } from './result-context';
import { renderDossierPdf } from './dossier-pdf';

/** The stored results, with what depends on the day (an incident's clock) read on `now`. */
async function resultsToday(
  app: FastifyInstance,
  rules: AssessmentKindRules,
  record: AssessmentRecord,
  now: Date,
): Promise<Record<string, unknown> | null> {
  const results = (record.results as Record<string, unknown> | null) ?? null;
  const stored = results?.[rules.resultKey];
  if (!results || !stored) return results;
  return {
    ...results,
    [rules.resultKey]: await storedResultToday(app, rules, record, stored, now),
  };
}

/**
 * GET /lei-geral-protecao-de-dados/{id}/dossie: the PDF a firm hands to its client or the ANPD for
 * a finished assessment of any kind: the firm's identification and a summary first, every answer
 * and note, the result with its reasons, who concluded it and the sign-off lines. Whoever may
 * read the assessment may download it (the form's authority and the client are checked).
 */
export function registerDossierRoute(untyped: FastifyInstance) {
  const app = untyped.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/:id/dossie',
    {
      config: { access: FEATURES.assessmentsList },
      schema: {
        tags: ['assessments'],
        summary: 'The dossier of a finished assessment, as a PDF',
        params: IdParams,
      },
    },
    async (request, reply) => {
      const record = await readableAssessment(app, request, request.params.id);
      const form = assessmentFormById(record.formId);
      const rules = form ? ASSESSMENT_KIND_RULES[form.kind] : undefined;
      if (!form || !rules) throw notFound(ASSESSMENT_MESSAGES.notFound);
      if (!record.completed) throw badRequest(DOSSIER_FILE_MESSAGES.onlyFinished);
      const now = app.clock.now();
      // Issue 31: the version it prints, the earlier ones, and the firm's sign-off once approved.
      const versions = (await listVersions(app.db, record.id)).map((version) => ({
        number: version.number,
        createdAt: version.createdAt,
        createdBy: version.createdBy,
      }));
      const approval = record.approval;
      const dossier = assessmentDossier({
        form,
        steps: rules.steps,
        stepNoteKeys: rules.stepNoteKeys,
        id: record.id,
        name: record.name,
        clientName: record.clientName ?? '',
        answers: record.answers,
        observations: record.observations,
        results: await resultsToday(app, rules, record, now),
        firm: await findFirmProfile(app.db),
        createdBy: record.createdByName,
        updatedBy: record.updatedByName,
        completedBy: record.completedByName,
        createdAt: record.createdAt,
        updatedAt: record.updatedAt,
        completedAt: record.completedAt,
        generatedAt: now,
        today: brazilianDate(now),
        version: versions.find((version) => version.number === record.version) ?? null,
        earlierVersions: versions.filter((version) => version.number < record.version),
        reviewLabel: reviewStateLabel(record.reviewState),
        approval: approval
          ? {
              lawyerName: approval.lawyerName,
              oab: approval.oab,
              approvedAt: new Date(approval.approvedAt),
              version: approval.version,
            }
          : null,
      });
      const pdf = await renderDossierPdf(dossier, { author: record.updatedByName ?? '' });
      const fileName = DOSSIER_MESSAGES.fileName(form.apiSegment, record.id);
      await recordTakenOut(app, request, {
        kind: 'data.dossierDownloaded',
        clientId: record.clientId,
        record: { id: record.id, label: record.name },
        note: fileName,
      });
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );
}
