import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  FEATURES,
  API_MESSAGES,
  ASSESSMENT_MESSAGES,
  MESSAGES,
  missingQuestions,
  numberedStepTitle,
  versionAuditChanges,
  versionChanges,
  versionLines,
} from '@dpohub/domain';
import {
  AssessmentComplete,
  AssessmentRecordWire,
  AssessmentSaved,
  ConclusionBody,
  ConclusionQuery,
  IdParams,
  StepFinishQuery,
  StepFinished,
  type UnfilledStep,
} from '@dpohub/domain/wire';
import { signedIn } from '../auth/access-control';
import { findClient } from '../clients/client-repository';
import { badRequest } from '../errors/api-error';
import type { AssessmentKindRules } from './assessment-kinds';
import { readableAssessment } from './assessment-access';
import { resultContext, storedResultToday } from './result-context';
import {
  assertMayChange,
  reloaded,
  runConclusionCall,
  saveExisting,
  versionContent,
} from './assessment-review';
import { recordAudit, requestActor } from '../audit/audit-writer';
import {
  assessmentWire,
  mergeAnswers,
  nextObservations,
  saveBodySchema,
  savedStepTitle,
} from './assessment-payload';
import { insertAssessment, searchTextOf, type AssessmentRecord } from './assessment-repository';

/** The checked steps still unfilled, each with the questions it still needs (finding m2). */
export function unfilledSteps(
  rules: AssessmentKindRules,
  record: AssessmentRecord,
): UnfilledStep[] {
  const answers = { ...record.answers, name: record.name };
  const byPosition = rules.missing?.(answers);
  return rules.form.positions
    .map((position) => {
      const step = rules.steps.find((candidate) => candidate.position === position);
      const missing = byPosition
        ? (byPosition[position] ?? [])
        : step
          ? missingQuestions(step, answers)
          : [];
      return { position, title: numberedStepTitle(rules.form, position), missing };
    })
    .filter((step) => step.missing.length > 0);
}

/**
 * The result the screens show: for a concluded assessment, the one stored at its conclusion (or
 * at the firm's last change), with what depends on the day read today; for a draft, computed
 * from the answers once every step is filled.
 */
export async function currentResult(
  app: FastifyInstance,
  rules: AssessmentKindRules,
  record: AssessmentRecord,
): Promise<unknown> {
  const stored = (record.results as Record<string, unknown> | null)?.[rules.resultKey];
  if (record.completed && stored) return storedResultToday(app, rules, record, stored);
  if (unfilledSteps(rules, record).length) return null;
  return rules.compute(record.answers, await resultContext(app, record));
}

/**
 * The five calls of one assessment kind (spec 3 section 7) under its segment:
 * tab/salvar, {id}, completo/{id}, tab/conclusion and tab/finish/position.
 */
export function registerAssessmentFormRoutes(untyped: FastifyInstance, rules: AssessmentKindRules) {
  const app = untyped.withTypeProvider<TypeBoxTypeProvider>();
  const base = `/${rules.form.apiSegment}`;
  // The kind's authority and its contracted function (security M1), as the screens check them.
  const access = FEATURES[rules.form.feature];
  const tags = ['assessments'];

  app.post(
    `${base}/tab/salvar`,
    {
      config: { access },
      schema: {
        tags,
        summary: `Saves a step of ${rules.form.title} (creates it without id); answers its id`,
        body: saveBodySchema(rules),
        response: { 200: AssessmentSaved },
      },
    },
    async (request) => {
      const { account, principal } = signedIn(request);
      const body = request.body;
      const existing = body.id ? await readableAssessment(app, request, body.id, rules.form) : null;
      if (existing) assertMayChange(principal.admin, existing);

      // Admins choose the client; a client user's assessment is always their own client's.
      let clientId: number;
      let clientName = existing?.clientName ?? null;
      if (principal.admin) {
        const chosen = body.clientId ?? existing?.clientId;
        if (!chosen) throw badRequest(MESSAGES.selectClient);
        const client = await findClient(app.db, chosen);
        if (!client) throw badRequest(API_MESSAGES.clientNotFound);
        clientId = chosen;
        clientName = client.name;
      } else {
        if (!principal.client) throw badRequest(MESSAGES.selectClient);
        clientId = principal.client;
      }

      const stepTitle = savedStepTitle(rules, body);
      const previous = existing?.answers ?? {};
      const merged = mergeAnswers(rules, previous, body, principal);
      const answers = rules.stamp
        ? rules.stamp(previous, merged, account, app.clock.now())
        : merged;
      const observations = nextObservations(rules, principal, existing?.observations ?? {}, body);
      const name = typeof body.name === 'string' ? body.name.trim() : (existing?.name ?? '');

      if (existing) {
        await saveExisting(app, request, rules, existing, {
          clientId,
          name,
          answers,
          observations,
          searchText: searchTextOf(name, existing.createdByName),
        });
        request.log.info({ assessmentId: existing.id, stepTitle }, 'assessment step saved');
        return { id: existing.id, stepTitle };
      }
      const now = app.clock.now();
      const created = versionContent(
        rules,
        { name, answers, observations, results: null },
        clientName,
        now,
      );
      const id = await app.db.transaction(async (tx) => {
        const newId = await insertAssessment(tx, {
          formId: rules.form.formId,
          clientId,
          name,
          answers,
          observations,
          createdByUserId: account.id,
          updatedByUserId: account.id,
          searchText: searchTextOf(name, account.name),
        });
        await recordAudit(tx, app.clock, {
          kind: 'assessment.saved',
          actor: requestActor(request),
          clientId,
          record: { id: newId, label: name || rules.form.title },
          changes: versionAuditChanges(versionChanges([], versionLines(created))),
          note: ASSESSMENT_MESSAGES.auditCreated,
        });
        return newId;
      });
      request.log.info({ assessmentId: id, stepTitle }, 'assessment step saved');
      return { id, stepTitle };
    },
  );

  app.get(
    `${base}/:id`,
    {
      config: { access },
      schema: {
        tags,
        summary: `One ${rules.form.title} record`,
        params: IdParams,
        response: { 200: AssessmentRecordWire },
      },
    },
    async (request) =>
      assessmentWire(rules, await readableAssessment(app, request, request.params.id, rules.form)),
  );

  app.get(
    `${base}/completo/:id`,
    {
      config: { access },
      schema: {
        tags,
        summary: 'The result computed from the answers, or the steps still unfilled',
        params: IdParams,
        response: { 200: AssessmentComplete },
      },
    },
    async (request) => {
      const record = await readableAssessment(app, request, request.params.id, rules.form);
      return {
        id: record.id,
        completed: record.completed,
        status: record.status,
        // A concluded assessment shows what was concluded, even if questions were added since.
        unfilledSteps: record.completed ? [] : unfilledSteps(rules, record),
        [rules.resultKey]: await currentResult(app, rules, record),
      };
    },
  );

  app.get(
    `${base}/tab/finish/position`,
    {
      config: { access },
      schema: {
        tags,
        summary: 'Whether the step at this position is filled',
        querystring: StepFinishQuery,
        response: { 200: StepFinished },
      },
    },
    async (request) => {
      const { id, position } = request.query;
      if (!rules.form.positions.includes(position)) {
        throw badRequest(ASSESSMENT_MESSAGES.invalidPosition);
      }
      const record = await readableAssessment(app, request, id, rules.form);
      return !unfilledSteps(rules, record).some((step) => step.position === position);
    },
  );

  app.post(
    `${base}/tab/conclusion`,
    {
      config: { access },
      schema: {
        tags,
        summary:
          'Concludes (asking for legal review with finishWithLegalAssessment); the firm sends back (sendBackWithComments) or approves',
        querystring: ConclusionQuery,
        body: ConclusionBody,
        response: { 200: AssessmentRecordWire },
      },
    },
    async (request) => {
      const record = await readableAssessment(app, request, request.query.id, rules.form);
      await runConclusionCall(
        app,
        request,
        rules,
        record,
        request.query,
        request.body ?? {},
        (current) => {
          const unfilled = unfilledSteps(rules, current);
          if (unfilled.length) {
            throw badRequest(
              ASSESSMENT_MESSAGES.unfilledSteps(unfilled.map((step) => step.title)),
              { unfilledSteps: unfilled },
            );
          }
          // Findings M2 and m13: answers that contradict each other are never concluded.
          const contradictions = rules.contradictions?.(current.answers) ?? [];
          if (contradictions.length) {
            throw badRequest(
              ASSESSMENT_MESSAGES.contradictions(contradictions.map((hit) => hit.text)),
              { contradictions },
            );
          }
        },
      );
      return assessmentWire(rules, await reloaded(app, record.id));
    },
  );
}
