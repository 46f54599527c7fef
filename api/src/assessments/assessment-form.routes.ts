import type { FastifyInstance } from 'fastify';
import {
  FEATURES,
  API_MESSAGES,
  ASSESSMENT_MESSAGES,
  ASSESSMENT_STATUS,
  MESSAGES,
  numberedStepTitle,
  unfilledPositions,
} from '@dpohub/domain';
import { signedIn } from '../auth/access-control';
import { findClient } from '../clients/client-repository';
import { badRequest } from '../errors/api-error';
import type { AssessmentKindRules } from './assessment-kinds';
import { assertWritable, readableAssessment } from './assessment-access';
import {
  assessmentWire,
  mergeAnswers,
  nextObservations,
  saveBodySchema,
  savedStepTitle,
  type AssessmentSaveBody,
} from './assessment-payload';
import {
  findAssessment,
  insertAssessment,
  searchTextOf,
  updateAssessment,
  type AssessmentRecord,
} from './assessment-repository';

const idParams = {
  type: 'object',
  properties: { id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } },
  required: ['id'],
} as const;

const idQuery = (extra: object = {}) =>
  ({
    type: 'object',
    properties: { id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 }, ...extra },
    required: ['id', ...Object.keys(extra).filter((key) => key === 'position')],
  }) as const;

function unfilledSteps(rules: AssessmentKindRules, record: AssessmentRecord) {
  const answers = { ...record.answers, name: record.name };
  const positions = rules.unfilled
    ? rules.unfilled(answers)
    : unfilledPositions(rules.steps, answers);
  return positions.map((position) => ({
    position,
    title: numberedStepTitle(rules.form, position),
  }));
}

/**
 * The five calls of one assessment kind (spec 3 section 7) under its segment:
 * tab/salvar, {id}, completo/{id}, tab/conclusion and tab/finish/position.
 */
export function registerAssessmentFormRoutes(app: FastifyInstance, rules: AssessmentKindRules) {
  const base = `/${rules.form.apiSegment}`;
  // The kind's authority and its contracted function (security M1), as the screens check them.
  const access = FEATURES[rules.form.feature];
  const tags = ['assessments'];

  app.post<{ Body: AssessmentSaveBody }>(
    `${base}/tab/salvar`,
    {
      config: { access },
      schema: {
        tags,
        summary: `Saves a step of ${rules.form.title} (creates it without id); answers its id`,
        body: saveBodySchema(rules),
      },
    },
    async (request) => {
      const { account, principal } = signedIn(request);
      const body = request.body;
      const existing = body.id ? await readableAssessment(app, request, body.id, rules.form) : null;
      if (existing) assertWritable(principal, existing);

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
      const answers = mergeAnswers(rules, existing?.answers ?? {}, body, principal);
      const observations = nextObservations(rules, principal, existing?.observations ?? {}, body);
      const name = typeof body.name === 'string' ? body.name.trim() : (existing?.name ?? '');

      if (existing) {
        await updateAssessment(app.db, existing.id, {
          clientId,
          name,
          answers,
          observations,
          updatedByUserId: account.id,
          searchText: searchTextOf(name, existing.createdByName),
          // An admin's change to a finished assessment keeps its stored result current.
          ...(existing.completed
            ? { results: { [rules.resultKey]: rules.compute(answers, { clientName }) } }
            : {}),
        });
        request.log.info({ assessmentId: existing.id, stepTitle }, 'assessment step saved');
        return { id: existing.id, stepTitle };
      }
      const id = await insertAssessment(app.db, {
        formId: rules.form.formId,
        clientId,
        name,
        answers,
        observations,
        createdByUserId: account.id,
        updatedByUserId: account.id,
        searchText: searchTextOf(name, account.name),
      });
      request.log.info({ assessmentId: id, stepTitle }, 'assessment step saved');
      return { id, stepTitle };
    },
  );

  app.get<{ Params: { id: number } }>(
    `${base}/:id`,
    {
      config: { access },
      schema: { tags, summary: `One ${rules.form.title} record`, params: idParams },
    },
    async (request) =>
      assessmentWire(rules, await readableAssessment(app, request, request.params.id, rules.form)),
  );

  app.get<{ Params: { id: number } }>(
    `${base}/completo/:id`,
    {
      config: { access },
      schema: {
        tags,
        summary: 'The result computed from the answers, or the steps still unfilled',
        params: idParams,
      },
    },
    async (request) => {
      const record = await readableAssessment(app, request, request.params.id, rules.form);
      const unfilled = unfilledSteps(rules, record);
      return {
        id: record.id,
        completed: record.completed,
        status: record.status,
        unfilledSteps: unfilled,
        [rules.resultKey]: unfilled.length ? null : rules.compute(record.answers, record),
      };
    },
  );

  app.get<{ Querystring: { id: number; position: number } }>(
    `${base}/tab/finish/position`,
    {
      config: { access },
      schema: {
        tags,
        summary: 'Whether the step at this position is filled',
        querystring: idQuery({ position: { type: 'integer', minimum: 1, maximum: 20 } }),
        response: { 200: { type: 'boolean' } },
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

  app.post<{
    Querystring: {
      id: number;
      finishWithLegalAssessment?: boolean;
      sendBackWithComments?: boolean;
    };
  }>(
    `${base}/tab/conclusion`,
    {
      config: { access },
      schema: {
        tags,
        summary: 'Finishes the assessment (DRAFT -> DONE) once every step is filled',
        querystring: idQuery({
          finishWithLegalAssessment: { type: 'boolean' },
          sendBackWithComments: { type: 'boolean' },
        }),
      },
    },
    async (request) => {
      const { principal, account } = signedIn(request);
      const record = await readableAssessment(app, request, request.query.id, rules.form);
      assertWritable(principal, record);
      const unfilled = unfilledSteps(rules, record);
      if (unfilled.length) {
        throw badRequest(ASSESSMENT_MESSAGES.unfilledSteps(unfilled.map((step) => step.title)), {
          unfilledSteps: unfilled,
        });
      }
      await updateAssessment(app.db, record.id, {
        status: ASSESSMENT_STATUS.DONE,
        completed: true,
        completedAt: record.completedAt ?? new Date(),
        results: { [rules.resultKey]: rules.compute(record.answers, record) },
        updatedByUserId: account.id,
      });
      return assessmentWire(rules, (await findAssessment(app.db, record.id))!);
    },
  );
}
