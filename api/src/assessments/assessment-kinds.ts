import {
  ASSESSMENT_FORMS,
  answersFromFlat,
  answersToFlat,
  definitionQuestions,
  flatFieldMaxLengths,
  flatQuestionSteps,
  flatWireFields,
  ASSESSMENT_DEFINITIONS,
  SPEC_KIND_DEFINITIONS,
  definitionMissing,
  definitionSteps,
  definitionResult,
  type AssessmentDefinition,
  type BusinessCalendar,
  type DefinitionAnswers,
  type AssessmentFormDefinition,
  type AssessmentKind,
  type Principal,
  type RuleHit,
  type StepDefinition,
} from '@dpohub/domain';

export type Answers = Record<string, string | null>;

/**
 * What the server needs to know about one assessment kind: its answer fields, its steps (for
 * tab/finish/position and the finish check), its derived answers and the results it computes.
 * A kind written as a definition has them derived (`definitionKindRules`).
 */
export interface AssessmentKindRules {
  form: AssessmentFormDefinition;
  /** Answer fields kept in `answers` (the name is a column of its own). */
  fields: readonly string[];
  steps: readonly StepDefinition[];
  /** Keys allowed in jsonCustomObsObj. */
  observationKeys: readonly string[];
  /** Who may write observations (new project: admins only, spec 3 section 6). */
  mayWriteObservations: (principal: Principal) => boolean;
  applyChoices: (answers: Answers) => Answers;
  /** Answers only firm admins write; a client's values for them are ignored. */
  adminOnlyFields?: readonly string[];
  /**
   * Answers with which the firm sets the result aside (the ALI override and its justification):
   * a save that changes one of them is recorded as 'Resultado ajustado'.
   */
  resultAdjustmentFields?: readonly string[];
  /** Answers only the server writes (who changed the ALI result); a sent value is ignored. */
  serverFields?: readonly string[];
  /** Answers the server adds on a save, from the previous ones and who saves (ALI override). */
  stamp?: (previous: Answers, next: Answers, actor: { name: string }, now: Date) => Answers;
  /** Answers that contradict each other: the conclusion is refused until they agree. */
  contradictions?: (answers: Answers) => RuleHit[];
  /** Notes of a whole step in jsonCustomObsObj, by position (the dossier prints them there). */
  stepNoteKeys?: Readonly<Record<number, string>>;
  /** A rule across the merged answers: the message of a 400, or null. */
  validate?: (answers: Answers) => string | null;
  /** The wire property of the completo/{id} answer: 'results' or 'conclusion'. */
  resultKey: 'results' | 'conclusion';
  compute: (answers: Answers, context: AssessmentContext) => unknown;
  /** A stored result brought to today (TPA: the contract's dates are read on the day). */
  refresh?: (stored: unknown, answers: Answers, context: AssessmentContext) => unknown;
  /**
   * The questions still unanswered of each checked step, when the kind's steps are not plain
   * questions (TPA's blobs).
   */
  missing?: (answers: Answers) => Record<number, string[]>;
  /** Longest text per field, where a field may exceed the common limit (JSON blobs). */
  fieldMaxLength?: Readonly<Record<string, number>>;
  /** Answers as the screens read them, from the record (TPA: companyName is the client). */
  wireAnswers?: (answers: Answers, context: Pick<AssessmentContext, 'clientName'>) => Answers;
  /**
   * A kind written as a definition (issue 32): its answers travel as one typed object
   * (`answers`), checked against it on every save; the members above are derived from it.
   */
  definition?: AssessmentDefinition;
}

/** What a kind may need of the record besides its answers. */
export interface AssessmentContext {
  clientName: string | null;
  /** Brazilian calendar day (yyyy-MM-dd): a TPA's contract dates are read on it. */
  today: string;
  /** The firm's business days: an incident's communication deadline is counted on them. */
  calendar: BusinessCalendar;
}

/** The typed answers of a definition kind's stored ones (a flat kind stores the spec's shape). */
export function typedAnswers(definition: AssessmentDefinition, stored: Answers): DefinitionAnswers {
  return definition.wire
    ? answersFromFlat(definition, stored).answers
    : (stored as unknown as DefinitionAnswers);
}

/** The typed answers as stored: the flat object of a flat kind, the typed JSON of the others. */
function storedAnswers(definition: AssessmentDefinition, answers: DefinitionAnswers): Answers {
  return definition.wire ? answersToFlat(definition, answers) : (answers as unknown as Answers);
}

/** The codes of the answers kept outside the steps that carry a flag. */
const extraCodes = (
  definition: AssessmentDefinition,
  flag: 'adminOnly' | 'serverSet' | 'adjustsResult',
) => (definition.extraAnswers ?? []).filter((extra) => extra[flag]).map((extra) => extra.code);

/**
 * The rules of a kind written as a definition: the routes, list, versions, review, audit and
 * dossier serve it as they serve the others. Its stored answers are typed JSON (the record's
 * `answers` column), read here as the definition's answers; a kind with the spec's flat wire
 * (the new project, the ALI) stores and sends the flat object its calls have always had.
 */
export function definitionKindRules(definition: AssessmentDefinition): AssessmentKindRules {
  const form = ASSESSMENT_FORMS[definition.kind];
  const typed = (answers: Answers) => typedAnswers(definition, answers);
  const codes = definition.steps.flatMap((step) => step.questions.map((q) => q.code));
  const custom = definition.custom;
  const notes = definition.notes;
  const adjusting = extraCodes(definition, 'adjustsResult');
  const serverFields = extraCodes(definition, 'serverSet');
  // Answers the record gives (the TPA's contracting party is the client's name).
  const fromRecord = definitionQuestions(definition).flatMap((question) =>
    question.type === 'text' && question.fromRecord ? [question.code] : [],
  );
  return {
    form,
    definition,
    fields: definition.wire ? flatWireFields(definition) : [],
    // A flat kind's steps keep their questions: its dossier prints them as the coded kinds' do.
    steps: definition.wire ? flatQuestionSteps(definition) : definitionSteps(definition),
    // Notes are anyone's (the ALI); observations the firm's, under each question, unless the
    // kind has none (ROPA).
    observationKeys: notes
      ? [...Object.values(notes.steps), ...notes.questions]
      : definition.withoutObservations
        ? []
        : definition.observeName
          ? ['name', ...codes]
          : codes,
    mayWriteObservations: notes
      ? () => true
      : (principal) => !definition.withoutObservations && principal.admin,
    ...(notes ? { stepNoteKeys: notes.steps } : {}),
    adminOnlyFields: extraCodes(definition, 'adminOnly'),
    serverFields,
    ...(adjusting.length ? { resultAdjustmentFields: adjusting } : {}),
    ...(custom?.stamp
      ? {
          // Only the server's own answers are taken from the stamp: the others stay as saved.
          stamp: (previous: Answers, next: Answers, actor: { name: string }, now: Date) => {
            const stamped = storedAnswers(
              definition,
              custom.stamp!(typed(previous), typed(next), actor.name, now.toISOString()),
            );
            return {
              ...next,
              ...Object.fromEntries(serverFields.map((code) => [code, stamped[code] ?? null])),
            };
          },
        }
      : {}),
    ...(custom?.validate
      ? { validate: (answers: Answers) => custom.validate!(typed(answers)) }
      : {}),
    applyChoices: (answers) => answers,
    ...(definition.wire ? { fieldMaxLength: flatFieldMaxLengths(definition) } : {}),
    ...(fromRecord.length
      ? {
          wireAnswers: (answers: Answers, context: Pick<AssessmentContext, 'clientName'>) => ({
            ...answers,
            ...Object.fromEntries(fromRecord.map((code) => [code, context.clientName ?? ''])),
          }),
        }
      : {}),
    resultKey: definition.resultKey ?? 'results',
    compute: (answers, context) => definitionResult(definition, typed(answers), context),
    ...(custom?.contradictions
      ? { contradictions: (answers: Answers) => custom.contradictions!(typed(answers)) }
      : {}),
    ...(custom?.today
      ? {
          refresh: (stored: unknown, answers: Answers, context: AssessmentContext) =>
            custom.today!(stored, typed(answers), context),
        }
      : {}),
    missing: (answers) => {
      const missing = definitionMissing(definition, typed(answers));
      // The identification (the record's name) is asked on the first step.
      if (!answers.name?.trim()) missing[1] = [definition.nameLabel, ...(missing[1] ?? [])];
      return missing;
    },
  };
}

const DEFINITION_KIND_RULES: Partial<Record<AssessmentKind, AssessmentKindRules>> =
  Object.fromEntries(
    [...SPEC_KIND_DEFINITIONS, ...ASSESSMENT_DEFINITIONS].map((definition) => [
      definition.kind,
      definitionKindRules(definition),
    ]),
  );

export const ASSESSMENT_KIND_RULES: Partial<Record<AssessmentKind, AssessmentKindRules>> = {
  newProject: DEFINITION_KIND_RULES.newProject,
  ali: DEFINITION_KIND_RULES.ali,
  ropa: DEFINITION_KIND_RULES.ropa,
  tpa: DEFINITION_KIND_RULES.tpa,
  ...DEFINITION_KIND_RULES,
};

export function kindRules(kind: AssessmentKind): AssessmentKindRules | undefined {
  return ASSESSMENT_KIND_RULES[kind];
}
