// An assessment kind as data (issue 32, finding F4): its steps, questions, answer types,
// conditions between questions, what makes a step filled and its scoring as declared rules that
// cite their articles. Everything here is plain serialisable data, except a custom result, which
// sits behind the one small interface `CustomResult` for results that cannot be declared.
import type { Authority } from '../authorities';
import type { ContractableFunction } from '../client-functions';
import type { AssessmentFormId } from '../constants';
import type { AssessmentKind } from '../types/assessment';
import type { BusinessCalendar } from '../calendar/business-calendar';
import type { DossierSection } from '../assessments/assessment-dossier';

/** A choice of a single- or multiple-choice question. */
export interface DefinitionOption {
  /** Stored value. */
  value: string;
  label: string;
}

/** An answer as stored: typed JSON, never a string holding JSON. */
export type ScalarAnswer = string | number;
export type GroupItem = Record<string, ScalarAnswer | readonly string[] | null>;
export type AnswerValue = ScalarAnswer | readonly string[] | readonly GroupItem[] | null;
export type DefinitionAnswers = Record<string, AnswerValue>;

/**
 * A condition on earlier answers, as data: one question's answer equals a value, is one of some
 * values, or (a multiple choice) includes a value; or several conditions together.
 */
export type Condition =
  | { question: string; equals: ScalarAnswer }
  | { question: string; in: readonly string[] }
  | { question: string; includes: string }
  | { all: readonly Condition[] }
  | { any: readonly Condition[] }
  | { not: Condition };

interface QuestionBase {
  /** Key of the answer in the answers object; unique in the definition. */
  code: string;
  label: string;
  /** Explanatory text under the question: what the answer means, its legal anchor. */
  help?: string;
  /** Needed for its step to count as filled (default true). */
  required?: boolean;
  /** The question is asked (and its answer kept) only when this holds. */
  shownWhen?: Condition;
  /**
   * In a repeating group's item: the heading of the part of the item this field belongs to
   * (consecutive fields with the same part are drawn together under it).
   */
  part?: string;
}

export interface YesNoQuestion extends QuestionBase {
  type: 'yesNo';
}

export interface SingleChoiceQuestion extends QuestionBase {
  type: 'single';
  options: readonly DefinitionOption[];
}

export interface MultipleChoiceQuestion extends QuestionBase {
  type: 'multi';
  options: readonly DefinitionOption[];
  /** Options that stand alone ('Nenhum destes'): never chosen together with another. */
  exclusive?: readonly string[];
}

export interface TextQuestion extends QuestionBase {
  type: 'text';
  /** Longest answer; 2000 when absent. */
  maxLength?: number;
  /** A text area rather than one line. */
  multiline?: boolean;
}

/** A calendar day, stored yyyy-MM-dd and shown dd/MM/yyyy. */
export interface DateQuestion extends QuestionBase {
  type: 'date';
}

export interface NumberQuestion extends QuestionBase {
  type: 'number';
  min?: number;
  max?: number;
  /** Whole numbers only. */
  integer?: boolean;
}

/** The questions one item of a repeating group asks (no group inside a group). */
export type GroupField =
  | YesNoQuestion
  | SingleChoiceQuestion
  | MultipleChoiceQuestion
  | TextQuestion
  | DateQuestion
  | NumberQuestion;

/** A list of items, each answering the same questions (e.g. the site's cookie tools). */
export interface RepeatingGroupQuestion extends QuestionBase {
  type: 'group';
  fields: readonly GroupField[];
  /** Label of the button that adds an item. */
  addLabel: string;
  maxItems: number;
}

export type DefinitionQuestion = GroupField | RepeatingGroupQuestion;
export type AnswerType = DefinitionQuestion['type'];

export interface DefinitionStep {
  /** 1, 2, 3... in order: the step numbers of the save and of tab/finish/position. */
  position: number;
  title: string;
  /** Text shown at the top of the step. */
  intro?: string;
  questions: readonly DefinitionQuestion[];
}

/** A band of a score (0-100): from `min` up to the next band's `min`. */
export interface DefinitionBand {
  min: number;
  label: string;
  tone: 'success' | 'warning' | 'danger';
}

/** What to do when an item is not met, with the article (or guide) that asks it. */
export interface Recommendation {
  text: string;
  article: string;
}

/** One scored point: its weight is earned when `earnedWhen` holds. */
export interface ScoreItem {
  /** Stable id of the item (unique in the definition). */
  id: string;
  earnedWhen: Condition;
  weight: number;
  /** The item counts only when this holds (otherwise it does not apply). */
  appliesWhen?: Condition;
  /** Listed in what to fix when the item applies and is not earned. */
  fix: Recommendation;
}

export interface ScoreSection {
  key: string;
  title: string;
  items: readonly ScoreItem[];
}

export interface DeclaredScoring {
  sections: readonly ScoreSection[];
  /** Bands from the lowest `min` (0) upwards. */
  bands: readonly DefinitionBand[];
}

/** What a result computed by code may read besides the answers: the day and the firm's calendar. */
export interface DefinitionContext {
  /** Brazilian calendar day (yyyy-MM-dd). */
  today: string;
  /** The firm's business days (its seat's holidays and closures). */
  calendar: BusinessCalendar;
}

/**
 * A result that cannot be declared (a fine's dosimetry): computed by code from the answers. The
 * one place a definition holds code.
 */
export interface CustomResult<R = unknown> {
  /** Question codes the computation reads (the validator checks they exist). */
  reads: readonly string[];
  compute: (answers: Readonly<DefinitionAnswers>, context: DefinitionContext) => R;
  /**
   * A result that depends on the day (a deadline's clock): the stored result brought to today
   * each time it is shown or printed. Absent, the stored result is shown as it was stored.
   */
  today?: (stored: R, answers: Readonly<DefinitionAnswers>, context: DefinitionContext) => R;
  /** The result in the dossier's words (its summary section), from the stored result. */
  dossier?: (result: R) => DossierSection;
}

/**
 * Who a kind is: what the list, the menus, the routes and the access rules need, without its
 * questions (every assessment page reads it; only the kind's own page and the API read the rest).
 */
export interface DefinitionIdentity {
  /** Registry key of the kind. */
  kind: AssessmentKind;
  /** formId of the list (spec 3 section 2.5). */
  formId: AssessmentFormId;
  /** Path segment of its calls under /lei-geral-protecao-de-dados. */
  apiSegment: string;
  /** Screen route without id. */
  route: string;
  title: string;
  /** The client authority that opens it. */
  authority: Authority;
  /** The access policy's feature (its authority and its contracted function). */
  feature: ContractableFunction;
  /** Title of the result step, after the question steps. */
  resultTitle: string;
  /** Label of the identification (the record's name), asked on the first step. */
  nameLabel: string;
  /** Title of each question step, in order (each step of the definition bears its own). */
  stepTitles: readonly string[];
}

export interface AssessmentDefinition extends DefinitionIdentity {
  steps: readonly DefinitionStep[];
  scoring?: DeclaredScoring;
  custom?: CustomResult;
}
