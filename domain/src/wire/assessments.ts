import { Type, type Static, type TObject } from 'typebox';
import { ASSESSMENT_STATUS, NAME_MAX_LENGTH } from '../constants';
import { ASSESSMENT_FORM_OPTIONS } from '../assessments/assessment-forms';
import { ASSESSMENT_LIST_STATUSES } from '../assessments/assessment-list-rules';
import { REVIEW_STATE_KEYS } from '../assessment-review/review-states';
import { PageQueryProperties, Paged } from './page';
import { Id, IdName, Nullable, StringEnum } from './schema';

// The assessments of spec 3 section 7 under /lei-geral-protecao-de-dados: the list and the
// dashboard's pies, and the calls every kind answers under its own segment (tab/salvar, {id},
// completo/{id}, tab/finish/position, tab/conclusion). A kind's answers differ from one kind to
// another, so the record keeps them open: flat beside the record's fields for the coded kinds,
// one object under `answers` for a kind written as a definition (issue 32).

const AssessmentStatusEnum = StringEnum(Object.values(ASSESSMENT_STATUS));
const ReviewStateEnum = StringEnum(REVIEW_STATE_KEYS);

/** GET minhas-avaliacoes and its export-excel query (size 10; periods MM/yyyy). */
export const AssessmentListQuery = Type.Object({
  ...PageQueryProperties,
  formId: Type.Optional(Type.Integer({ enum: ASSESSMENT_FORM_OPTIONS.map((option) => option.id) })),
  identificacao: Type.Optional(Type.String({ maxLength: 255 })),
  clientId: Type.Optional(Id),
  periodoInicial: Type.Optional(Type.String({ maxLength: 7 })),
  periodoFinal: Type.Optional(Type.String({ maxLength: 7 })),
  /** Named by the spec without a meaning; accepted and ignored. */
  pageable: Type.Optional(Type.String({ maxLength: 10 })),
  // The dashboard's pies open the list filtered by status (finding B1).
  status: Type.Optional(StringEnum(ASSESSMENT_LIST_STATUSES)),
  // Issue 31: the firm's review ('Em análise pelo escritório', 'Devolvida...', 'Aprovada').
  analise: Type.Optional(ReviewStateEnum),
});

/** A row of the list: createdBy and client are display names (spec 3 section 2.5). */
export const AssessmentRow = Type.Object({
  id: Type.Integer(),
  formId: Type.Integer(),
  name: Type.String(),
  createdBy: Type.String(),
  client: Nullable(Type.String()),
  clientId: Type.Integer(),
  completed: Type.Boolean(),
  /** The firm's review (issue 31), null when none was asked for. */
  reviewState: Nullable(ReviewStateEnum),
});

export const AssessmentPage = Paged(AssessmentRow);

/** GET {kind}/pizzaChart query: admins may name a client. */
export const PieChartQuery = Type.Object({ clientId: Type.Optional(Id) });

export const PieSeriesItem = Type.Object({ name: Type.String(), countTotal: Type.Integer() });

/** GET {kind}/pizzaChart: series[0].data holds 'Finalizado' and 'Em andamento'. */
export const PieChartResponse = Type.Object({
  series: Type.Array(Type.Object({ data: Type.Array(PieSeriesItem) })),
});

/** A kind's answers as one object (a definition kind's, issue 32): its keys are the kind's. */
export const DefinitionAnswersWire = Type.Record(Type.String(), Type.Unknown());

/**
 * POST tab/salvar: the fields the screens send beside the answers. The coded kinds send each
 * answer as a property of its own (`AssessmentSaveBody` adds them); a definition kind sends
 * `answers`.
 */
const AssessmentSaveFields = {
  id: Type.Optional(Nullable(Type.Integer({ minimum: 1 }))),
  clientId: Type.Optional(Nullable(Type.Integer({ minimum: 1 }))),
  name: Type.Optional(Nullable(Type.String({ maxLength: NAME_MAX_LENGTH }))),
  jsonCustomObs: Type.Optional(Nullable(Type.String({ maxLength: 100_000 }))),
  jsonCustomObsObj: Type.Optional(
    Type.Unsafe<Record<string, unknown> | null>({ type: ['object', 'null'] }),
  ),
  /** The step being saved, as the screen titles it: '2 - Informações Básicas' (spec 3 section 7). */
  stepTitle: Type.Optional(Nullable(Type.String({ maxLength: NAME_MAX_LENGTH }))),
};

/** The body of tab/salvar as the handlers read it: an answer is any other property. */
export type AssessmentSaveBody = Static<TObject<typeof AssessmentSaveFields>> & {
  answers?: Record<string, unknown>;
  [answer: string]: unknown;
};

/**
 * The body of one kind's tab/salvar: the common fields, a definition kind's `answers`, and each
 * answer field of a coded kind as a nullable text of at most its length.
 */
export function AssessmentSaveBody(options: {
  definition: boolean;
  answerMaxLengths: Readonly<Record<string, number>>;
}) {
  return Type.Unsafe<AssessmentSaveBody>(
    Type.Object({
      ...AssessmentSaveFields,
      ...(options.definition ? { answers: Type.Optional(DefinitionAnswersWire) } : {}),
      ...Object.fromEntries(
        Object.entries(options.answerMaxLengths).map(([field, maxLength]) => [
          field,
          Type.Optional(Nullable(Type.String({ maxLength }))),
        ]),
      ),
    }),
  );
}

/** POST tab/salvar: the record's id and the step saved (null when none was named). */
export const AssessmentSaved = Type.Object({
  id: Type.Integer(),
  stepTitle: Nullable(Type.String()),
});

/** The firm's sign-off of an approved assessment (issue 31). */
export const AssessmentApproval = Type.Object({
  lawyerName: Type.String(),
  oab: Type.String(),
  approvedAt: Type.String({ description: 'Instant, ISO' }),
  version: Type.Integer(),
});

/**
 * GET {kind}/{id}, GET {id} and POST tab/conclusion: the record as the screens read it. A coded
 * kind's answers are properties of their own beside these (texts or null), so the object stays
 * open.
 */
export const AssessmentRecordWire = Type.Object(
  {
    id: Type.Integer(),
    formId: Type.Integer(),
    name: Type.String(),
    completed: Type.Boolean(),
    status: AssessmentStatusEnum,
    clientId: Type.Integer(),
    client: IdName,
    createdBy: Nullable(Type.String()),
    updatedBy: Nullable(Type.String()),
    completedBy: Nullable(Type.String()),
    demandID: Nullable(Type.Integer()),
    /** A definition kind's answers (issue 32); the coded kinds' are flat. */
    answers: Type.Optional(DefinitionAnswersWire),
    /** jsonCustomObsObj as JSON text. */
    jsonCustomObs: Type.String(),
    jsonCustomObsObj: Type.Record(Type.String(), Type.String()),
    createdAt: Type.String({ description: 'Instant, ISO' }),
    updatedAt: Type.String({ description: 'Instant, ISO' }),
    completedAt: Nullable(Type.String({ description: 'Instant, ISO' })),
    /** The firm's review (issue 31), null when none was asked for. */
    reviewState: Nullable(ReviewStateEnum),
    /** The newest numbered version; 0 before the first conclusion. */
    version: Type.Integer(),
    approval: Nullable(AssessmentApproval),
  },
  { additionalProperties: true },
);

/** A record as the screens keep it: the record's fields and the kind's answers. */
export type AssessmentRecordWire = Static<typeof AssessmentRecordWire> & Record<string, unknown>;

/** A step still unfilled, with the questions it still needs (finding m2). */
export const UnfilledStep = Type.Object({
  position: Type.Integer(),
  title: Type.String(),
  missing: Type.Array(Type.String()),
});

/**
 * GET {kind}/completo/{id}: the result, or the steps still unfilled. The result is the kind's
 * own (open here) under `results` or `conclusion` (ALI, ROPA), null while a step is unfilled.
 */
export const AssessmentComplete = Type.Object({
  id: Type.Integer(),
  completed: Type.Boolean(),
  status: AssessmentStatusEnum,
  unfilledSteps: Type.Array(UnfilledStep),
  results: Type.Optional(Type.Unknown()),
  conclusion: Type.Optional(Type.Unknown()),
});

/** GET tab/finish/position query: the record and the step's position. */
export const StepFinishQuery = Type.Object({
  id: Id,
  position: Type.Integer({ minimum: 1, maximum: 20 }),
});

/** GET tab/finish/position: whether the step is filled. */
export const StepFinished = Type.Boolean();

/**
 * POST tab/conclusion query: a client concludes (asking for the firm's legal assessment with
 * finishWithLegalAssessment); the firm sends back (sendBackWithComments) or approves.
 */
export const ConclusionQuery = Type.Object({
  id: Id,
  finishWithLegalAssessment: Type.Optional(Type.Boolean()),
  sendBackWithComments: Type.Optional(Type.Boolean()),
});

/** POST tab/conclusion's optional body: the approving lawyer's name and OAB number. */
export const ConclusionBody = Nullable(
  Type.Object(
    {
      lawyerName: Type.Optional(Type.String({ maxLength: 200 })),
      oab: Type.Optional(Type.String({ maxLength: 30 })),
    },
    { additionalProperties: false },
  ),
);

export type AssessmentListQuery = Static<typeof AssessmentListQuery>;
export type AssessmentRow = Static<typeof AssessmentRow>;
export type AssessmentPage = Static<typeof AssessmentPage>;
export type PieSeriesItem = Static<typeof PieSeriesItem>;
export type PieChartResponse = Static<typeof PieChartResponse>;
export type AssessmentSaved = Static<typeof AssessmentSaved>;
export type AssessmentApproval = Static<typeof AssessmentApproval>;
export type UnfilledStep = Static<typeof UnfilledStep>;
export type AssessmentComplete = Static<typeof AssessmentComplete>;
export type StepFinishQuery = Static<typeof StepFinishQuery>;
export type ConclusionQuery = Static<typeof ConclusionQuery>;
export type ConclusionBody = Static<typeof ConclusionBody>;
