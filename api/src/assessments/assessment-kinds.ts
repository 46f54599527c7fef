import {
  ALI_ADMIN_ONLY_FIELDS,
  ALI_FIELDS,
  ALI_OBSERVATION_KEYS,
  ALI_SERVER_FIELDS,
  ALI_STEP_NOTE_KEYS,
  ALI_STEPS,
  ASSESSMENT_FORMS,
  NEW_PROJECT_FIELDS,
  NEW_PROJECT_STEPS,
  ROPA_FIELDS,
  ROPA_STEPS,
  aliOverrideProblem,
  aliStampOverride,
  aliTest,
  applyAliChoices,
  applyNewProjectChoices,
  applyRopaChoices,
  newProjectContradictions,
  newProjectResults,
  ropaConclusion,
  ropaContradictions,
  ASSESSMENT_DEFINITIONS,
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

/**
 * The rules of a kind written as a definition: the routes, list, versions, review, audit and
 * dossier serve it as they serve the others. Its stored answers are typed JSON (the record's
 * `answers` column), read here as the definition's answers.
 */
export function definitionKindRules(definition: AssessmentDefinition): AssessmentKindRules {
  const form = ASSESSMENT_FORMS[definition.kind];
  const typed = (answers: Answers) => answers as unknown as DefinitionAnswers;
  const codes = definition.steps.flatMap((step) => step.questions.map((q) => q.code));
  return {
    form,
    definition,
    fields: [],
    steps: definitionSteps(definition),
    observationKeys: codes,
    mayWriteObservations: (principal) => principal.admin,
    applyChoices: (answers) => answers,
    resultKey: 'results',
    compute: (answers, context) => definitionResult(definition, typed(answers), context),
    ...(definition.custom?.today
      ? {
          refresh: (stored: unknown, answers: Answers, context: AssessmentContext) =>
            definition.custom!.today!(stored, typed(answers), context),
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

export const ASSESSMENT_KIND_RULES: Partial<Record<AssessmentKind, AssessmentKindRules>> = {
  newProject: {
    form: ASSESSMENT_FORMS.newProject,
    fields: withoutName(NEW_PROJECT_FIELDS),
    steps: NEW_PROJECT_STEPS,
    observationKeys: NEW_PROJECT_FIELDS,
    mayWriteObservations: (principal) => principal.admin,
    applyChoices: (answers) => applyNewProjectChoices(answers) as Answers,
    contradictions: (answers) => newProjectContradictions(answers),
    resultKey: 'results',
    compute: (answers) => newProjectResults(answers),
  },
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
  ropa: {
    form: ASSESSMENT_FORMS.ropa,
    fields: withoutName(ROPA_FIELDS),
    steps: ROPA_STEPS,
    observationKeys: [],
    mayWriteObservations: () => false,
    applyChoices: (answers) => applyRopaChoices(answers),
    contradictions: (answers) => ropaContradictions(answers),
    resultKey: 'conclusion',
    compute: (answers) => ropaConclusion(answers),
  },
  tpa: TPA_KIND_RULES,
  ...Object.fromEntries(
    ASSESSMENT_DEFINITIONS.map((definition) => [definition.kind, definitionKindRules(definition)]),
  ),
};

export function kindRules(kind: AssessmentKind): AssessmentKindRules | undefined {
  return ASSESSMENT_KIND_RULES[kind];
}
