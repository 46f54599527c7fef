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
import type { RuleHit } from '../assessments/rule-hit';

/** A choice of a single- or multiple-choice question. */
export interface DefinitionOption {
  /** Stored value. */
  value: string;
  label: string;
}

/** An answer as stored: typed JSON, never a string holding JSON. */
export type ScalarAnswer = string | number;
export type GroupItem = Record<string, ScalarAnswer | readonly string[] | null>;
/** One item of a question set: 'yes', 'no' or '' (not yet answered), and its comment. */
export interface SetItemAnswer {
  answer: 'yes' | 'no' | '';
  comments: string;
}
/** A question set's answer: every item of the set by its key, in the set's order. */
export type SetAnswer = Readonly<Record<string, SetItemAnswer>>;
export type AnswerValue =
  ScalarAnswer | readonly string[] | readonly GroupItem[] | SetAnswer | null;
export type DefinitionAnswers = Record<string, AnswerValue>;

/**
 * A condition on earlier answers, as data: one question's answer equals a value, is one of some
 * values, or (a multiple choice) includes a value; or several conditions together.
 */
export type Condition =
  | { question: string; equals: ScalarAnswer }
  | { question: string; in: readonly string[] }
  | { question: string; includes: string }
  /**
   * A text answer begins with one of these words (accents, case and the spaces around ignored):
   * the free-text "Não" or "N/A" of a question asked as "Há ...? Qual?".
   */
  | { question: string; beginsWithWord: readonly string[] }
  | { all: readonly Condition[] }
  | { any: readonly Condition[] }
  | { not: Condition };

interface QuestionBase {
  /** Key of the answer in the answers object; unique in the definition. */
  code: string;
  /**
   * On the flat wire, the words of the 400 answered when a sent value does not fit ('Respostas
   * inválidas', then ': code'); 'Valor inválido' when absent.
   */
  invalidMessage?: string;
  label: string;
  /** Explanatory text under the question: what the answer means, its legal anchor. */
  help?: string;
  /** Needed for its step to count as filled (default true). */
  required?: boolean;
  /**
   * Needed only when this holds for the other answers (the consent register once consent is a
   * legal basis; the ALI's demonstration of the children's best interest once that interest is
   * said to prevail): the question is asked either way, its answer kept either way.
   */
  requiredWhen?: Condition;
  /** A short note on what to write, under the field (where `help` explains the question). */
  hint?: string;
  /** The question is asked (and its answer kept) only when this holds. */
  shownWhen?: Condition;
  /**
   * The answer the question holds while none is given (the new project's sensitive categories
   * start as 'Não', spec 3 section 3): kept on every save and shown on a new form.
   */
  default?: ScalarAnswer | readonly string[];
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
  /**
   * The answer of a selection given empty, where the question has no option for 'none' (the
   * ALI's sensitive data, spec 3 section 3: 'no' when none is chosen): stored as the list of
   * this one value, never drawn as an option, and it counts as an answer.
   */
  none?: string;
}

export interface TextQuestion extends QuestionBase {
  type: 'text';
  /**
   * An answer the record gives rather than the user (the contracting party is the client's
   * name, spec 3 section 2.4): drawn read-only, never taken from a save nor stored, and sent on
   * the record's wire from the record.
   */
  fromRecord?: 'clientName';
  /** Longest answer; 2000 when absent. */
  maxLength?: number;
  /** A text area rather than one line. */
  multiline?: boolean;
}

/** A calendar day, stored yyyy-MM-dd and shown dd/MM/yyyy. */
export interface DateQuestion extends QuestionBase {
  type: 'date';
  /**
   * The day may not come before an earlier date question's day (a contract's expiry and its
   * signature, spec 3 section 5): a save that puts them out of order is refused with `message`.
   */
  notBefore?: { question: string; message: string };
  /**
   * A box beside the day saying there is none ('Contrato não assinado'): ticked, the day is empty
   * and cannot be typed; a saved record opens with it ticked when the day is empty.
   */
  noneLabel?: string;
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

/** One yes/no item of a question set: its key in the set's answer and its wording. */
export interface SetItem {
  key: string;
  label: string;
}

/**
 * A fixed list of yes/no items answered together (the TPA's maturity questions): one answer, an
 * object holding each item's answer and comment. Asked when every item is answered; comments are
 * optional.
 */
export interface QuestionSetQuestion extends QuestionBase {
  type: 'set';
  items: readonly SetItem[];
  /**
   * An optional comment with each item, kept up to `maxLength` characters; drawn under each item
   * when it has a `label` ('Observações'). Absent, an item takes no comment.
   */
  comments?: { maxLength: number; label?: string };
  /** Written before an unanswered item's label in what its step still needs ('Empresa: '). */
  missingPrefix?: string;
  /** The list drawn in parts, each under its heading from its first item's key (numbering goes on). */
  parts?: readonly { title: string; from: string }[];
  /** The set's heading on its step, when the step asks more than one set. */
  title?: string;
}

/** A list of items, each answering the same questions (e.g. the site's cookie tools). */
export interface RepeatingGroupQuestion extends QuestionBase {
  type: 'group';
  fields: readonly GroupField[];
  /** Label of the button that adds an item. */
  addLabel: string;
  maxItems: number;
}

export type DefinitionQuestion = GroupField | RepeatingGroupQuestion | QuestionSetQuestion;

/**
 * An answer the record keeps that no step asks (`extraAnswers`): written from the result step
 * (the firm's change of the ALI result) or by the calls alone (the spec's report fields).
 */
export type ExtraAnswer = GroupField & {
  /** Only firm admins write it; anyone else's value is ignored (the ALI override). */
  adminOnly?: boolean;
  /** Only the server writes it (`CustomResult.stamp`); a sent value is ignored. */
  serverSet?: boolean;
  /** A save that changes it sets the result aside: recorded as 'Resultado ajustado'. */
  adjustsResult?: boolean;
};

/**
 * Free-text notes anyone who fills the assessment writes (the ALI, spec 3 section 3), in place
 * of the firm's observations: under some questions (keyed by their code) and at the end of some
 * steps (keyed by their own name).
 */
export interface DefinitionNotes {
  questions: readonly string[];
  /** The note of a whole step, by position: its key in jsonCustomObsObj. */
  steps: Readonly<Record<number, string>>;
}
export type AnswerType = DefinitionQuestion['type'];

/** A part of a step's opening text under its own heading. */
export interface IntroSection {
  title: string;
  text?: string;
  list?: readonly string[];
  definitions?: readonly { term: string; text: string }[];
}

export interface DefinitionStep {
  /** 1, 2, 3... in order: the step numbers of the save and of tab/finish/position. */
  position: number;
  title: string;
  /** Text shown at the top of the step. */
  intro?: string;
  /**
   * Longer texts at the top of the step, each under its heading (the TPA's object, method,
   * result and concepts): paragraphs, a numbered list, terms with their definitions.
   */
  introSections?: readonly IntroSection[];
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

/**
 * What a result computed by code may read besides the answers: the day, the firm's calendar and
 * the record's client.
 */
export interface DefinitionContext {
  /** The record's client (the TPA's advice names it). */
  clientName?: string | null;
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
  /**
   * Answers that contradict each other (findings M2 and m13): the conclusion is refused, naming
   * them, until they agree.
   */
  contradictions?: (answers: Readonly<DefinitionAnswers>) => RuleHit[];
  /** A rule across the answers after a save: the message of its refusal, or null. */
  validate?: (answers: Readonly<DefinitionAnswers>) => string | null;
  /**
   * The answers with the server's own (`serverSet`) written, from the previous answers and who
   * saves (the ALI: who changed the result, and when).
   */
  stamp?: (
    previous: Readonly<DefinitionAnswers>,
    next: Readonly<DefinitionAnswers>,
    actorName: string,
    nowIso: string,
  ) => DefinitionAnswers;
}

/**
 * The spec's flat shape of a kind's calls (spec 3 section 7, the new project's "full answer
 * object"): each answer a property of its own beside the record's fields, a multiple choice as a
 * comma-joined text, observations as jsonCustomObs; and answers the server derives from the
 * others, sent back beside them. The record stores the same flat object, so answers saved before
 * the kind was a definition read as they did. The typed answers live between the two.
 */
export interface FlatWire {
  /**
   * How days travel and are stored: 'display' as dd/mm/yyyy texts (the TPA's dates); absent,
   * yyyy-MM-dd as typed.
   */
  dates?: 'display';
  /**
   * A question set stored in an older shape, read into the current one (the TPA's first
   * contract test): by the set's code, from the parsed object to the one of today's keys.
   */
  upgrade?: Readonly<Record<string, (source: Record<string, unknown>) => Record<string, unknown>>>;
  /** Derived answers (their names and how they follow from the flat answers). */
  derived?: {
    fields: readonly string[];
    compute: (flat: Readonly<Record<string, string | null>>) => Record<string, string | null>;
  };
}

/** A card on home and /functions that opens the kind (the shell's cards, spec 1 section 2.5). */
export interface DefinitionCard {
  /** The card's key: the kind's contracted function when absent (a second card names its own). */
  key?: string;
  title: string;
  /** Place on /functions, among every area's cards; on both homes too when `home`. */
  order: number;
  home?: boolean;
}

/**
 * Who may use a kind: its authority and its contracted function, written once in its row of
 * definition-access.ts and spread into its identity. Apart from the rest, so that the registries
 * most pages read (AUTHORITIES, FEATURES, the contracted functions) carry no more of the kind than
 * these four words (page budget).
 */
export interface DefinitionAccess {
  /** Registry key of the kind (AssessmentKind). */
  kind: string;
  /** Key of its authority in AUTHORITIES. */
  authorityKey: string;
  /** The client authority that opens it (the role's name). */
  authority: `ROLE_${string}`;
  /** The contracted function and the access policy's feature (FEATURES) of the kind. */
  feature: string;
}

/**
 * Who a kind is, written once in its `*-identity.ts` (`as const satisfies DefinitionIdentity`):
 * what the list, the menus, the routes, the roles, the contracted functions, the access rules and
 * the demo data need, without its questions (every assessment page reads it; only the kind's own
 * page and the API read the rest). The registries derive their entries, and their literal types,
 * from the lists of identities (identities.ts); the types here are plain so that none of them
 * depends on a registry.
 */
export interface DefinitionIdentity extends DefinitionAccess {
  /** formId of the list (spec 3 section 2.5). */
  formId: number;
  /** Path segment of its calls under /lei-geral-protecao-de-dados. */
  apiSegment: string;
  /** Screen route without id; the list's rows link to it. */
  route: string;
  /** The page's title, and the kind's name on the list. */
  title: string;
  /** The role's id as the API seeds it, and its description on the user form. */
  roleId: number;
  roleDescription: string;
  /** The function's name on the firm's client screen. */
  functionLabel: string;
  /** The demo client Acme has contracted it (Beta contracts no kind written as a definition). */
  demoContracted: boolean;
  /** Its cards on home and /functions, in their order. */
  cards: readonly DefinitionCard[];
  /** Title of the result step, after the question steps. */
  resultTitle: string;
  /** Label of the identification (the record's name), asked on the first step. */
  nameLabel: string;
  /** Title of each question step, in order (each step of the definition bears its own). */
  stepTitles: readonly string[];
}

/**
 * What the engine reads of a kind's identity. A kind written as a definition from the start has
 * its whole identity (the registries derive from it); the new project, older than the engine,
 * keeps its entries where the spec's kinds have theirs (ASSESSMENT_FORMS, the role catalogue, the
 * contracted functions, the remote's pages) and brings only these.
 */
export type DefinitionKindFacts = Pick<
  DefinitionIdentity,
  'apiSegment' | 'route' | 'title' | 'resultTitle' | 'nameLabel' | 'stepTitles'
>;

export interface AssessmentDefinition extends DefinitionKindFacts {
  kind: AssessmentKind;
  formId: AssessmentFormId;
  authority: Authority;
  feature: ContractableFunction;
  steps: readonly DefinitionStep[];
  scoring?: DeclaredScoring;
  custom?: CustomResult;
  /** The calls in the spec's flat shape, not `answers` as one object (a kind older than the engine). */
  wire?: FlatWire;
  /** Firm admins may write an observation under the identification too (its key: 'name'). */
  observeName?: boolean;
  /** No observations under its questions (ROPA: spec 3 section 6 gives them to other kinds). */
  withoutObservations?: boolean;
  /** Explanatory text under the identification (the record's name). */
  nameHelp?: string;
  /** Answers kept with the record that no step asks, after the steps' questions. */
  extraAnswers?: readonly ExtraAnswer[];
  /** Notes anyone writes, in place of the firm's observations. */
  notes?: DefinitionNotes;
  /** The property of completo/{id} that holds the result: 'results' unless the spec says otherwise. */
  resultKey?: 'results' | 'conclusion';
}
