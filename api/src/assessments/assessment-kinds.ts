import {
  ALI_ADMIN_ONLY_FIELDS,
  ALI_FIELDS,
  ALI_OBSERVATION_KEYS,
  ALI_SERVER_FIELDS,
  ALI_STEP_NOTE_KEYS,
  ALI_STEPS,
  ASSESSMENT_FORMS,
  aliOverrideProblem,
  aliStampOverride,
  aliTest,
  answersFromFlat,
  applyAliChoices,
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
import { TPA_KIND_RULES } from './tpa-kind';

export type Answers = Record<string, string | null>;

/**
 * What the server needs to know about one assessment kind: its answer fields, its steps (for
 * tab/finish/position and the finish check), its derived answers and the results it computes.
 * ROPA and TPA (part 2) add their entries here; the routes, storage and list serve them as is.
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

const withoutName = (fields: readonly string[]) => fields.filter((field) => field !== 'name');

/** The typed answers of a definition kind's stored ones (a flat kind stores the spec's shape). */
export function typedAnswers(definition: AssessmentDefinition, stored: Answers): DefinitionAnswers {
  return definition.wire
    ? answersFromFlat(definition, stored).answers
    : (stored as unknown as DefinitionAnswers);
}

/**
 * The rules of a kind written as a definition: the routes, list, versions, review, audit and
 * dossier serve it as they serve the others. Its stored answers are typed JSON (the record's
 * `answers` column), read here as the definition's answers; a kind with the spec's flat wire
 * (the new project) stores and sends the flat object its calls have always had.
 */
export function definitionKindRules(definition: AssessmentDefinition): AssessmentKindRules {
  const form = ASSESSMENT_FORMS[definition.kind];
  const typed = (answers: Answers) => typedAnswers(definition, answers);
  const codes = definition.steps.flatMap((step) => step.questions.map((q) => q.code));
  const custom = definition.custom;
  return {
    form,
    definition,
    fields: definition.wire ? flatWireFields(definition) : [],
    // A flat kind's steps keep their questions: its dossier prints them as the coded kinds' do.
    steps: definition.wire ? flatQuestionSteps(definition) : definitionSteps(definition),
    observationKeys: definition.withoutObservations
      ? []
      : definition.observeName
        ? ['name', ...codes]
        : codes,
    mayWriteObservations: (principal) => !definition.withoutObservations && principal.admin,
    applyChoices: (answers) => answers,
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
  ali: {
    form: ASSESSMENT_FORMS.ali,
    fields: withoutName(ALI_FIELDS),
    steps: ALI_STEPS,
    observationKeys: ALI_OBSERVATION_KEYS,
    mayWriteObservations: () => true,
    applyChoices: (answers) => applyAliChoices(answers) as Answers,
    adminOnlyFields: ALI_ADMIN_ONLY_FIELDS,
    resultAdjustmentFields: ALI_ADMIN_ONLY_FIELDS,
    serverFields: ALI_SERVER_FIELDS,
    stamp: (previous, next, actor, now) =>
      aliStampOverride(previous, next, actor.name, now.toISOString()) as Answers,
    stepNoteKeys: ALI_STEP_NOTE_KEYS,
    validate: (answers) => aliOverrideProblem(answers as Parameters<typeof aliTest>[0]),
    resultKey: 'conclusion',
    compute: (answers) => aliTest(answers).conclusion,
  },
  ropa: DEFINITION_KIND_RULES.ropa,
  tpa: TPA_KIND_RULES,
  ...DEFINITION_KIND_RULES,
};

export function kindRules(kind: AssessmentKind): AssessmentKindRules | undefined {
  return ASSESSMENT_KIND_RULES[kind];
}
