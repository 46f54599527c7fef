// The third-party assessment (TPA, formId 4, /TPA, spec 3 sections 2.4 and 3) as a definition's
// questions: the description of the contract, then the maturity, the two parties' positions and
// the contract test as question sets, with its calls in the spec's flat shape: the four sets as
// JSON texts, the dates as dd/mm/yyyy, the contracting party the client's name. What the screen
// needs; the server's definition adds the result (tpa.ts), so the page does not carry the rules.
import { ASSESSMENT_FORMS } from '../assessments/assessment-forms';
import {
  TPA_CONTRACT_NATURE_KEYS,
  TPA_CONTRACT_QUESTIONS,
  TPA_DESCRIPTION_LABELS as LABELS,
  TPA_INTRO,
  TPA_MATURITY_QUESTIONS,
  TPA_MESSAGES,
  TPA_POSITION_QUESTIONS,
} from '../assessments/tpa-questions';
import {
  TPA_COMMENT_MAX_LENGTH,
  isLegacyContractBlob,
  readLegacyContractBlob,
  type LooseQuestion,
} from '../assessments/tpa-legacy-contract';
import { TPA_CONTRACT_KEYS, TPA_MATURITY_KEYS, TPA_POSITION_KEYS } from '../types/assessment';
import { specKindFacts } from './spec-kind-facts';
import type { AssessmentDefinition, QuestionSetQuestion, SetItem } from './definition-types';

const form = ASSESSMENT_FORMS.tpa;
const facts = specKindFacts(form);
const { stepTitles } = facts;

/** Every set keeps a comment per question; only the contract test's screen asks for it. */
const comments = { maxLength: TPA_COMMENT_MAX_LENGTH };

const items = (keys: readonly string[], labels: Readonly<Record<string, string>>): SetItem[] =>
  keys.map((key) => ({ key, label: labels[key]! }));

const clauseStart = TPA_CONTRACT_KEYS.find((key) => !TPA_CONTRACT_NATURE_KEYS.includes(key))!;

/** The same position questions, asked once of the company and once of the third party. */
const positionSet = (code: string, title: string, missingPrefix: string): QuestionSetQuestion => ({
  code,
  type: 'set',
  label: title,
  title,
  items: items(TPA_POSITION_KEYS, TPA_POSITION_QUESTIONS),
  comments,
  missingPrefix,
  invalidMessage: TPA_MESSAGES.invalidQuestions,
});

const steps: AssessmentDefinition['steps'] = [
  {
    position: 1,
    title: stepTitles[0]!,
    introSections: [
      TPA_INTRO.object,
      {
        title: TPA_INTRO.method.title,
        text: TPA_INTRO.method.text,
        list: TPA_INTRO.method.sections,
      },
      TPA_INTRO.result,
      { title: TPA_INTRO.concepts.title, definitions: TPA_INTRO.concepts.definitions },
    ],
    // Spec 3 section 4: the description is saved, not checked (positions 2 to 4 are).
    questions: [
      { code: 'areaResponsable', type: 'text', label: LABELS.areaResponsable, required: false },
      {
        code: 'companyName',
        type: 'text',
        label: LABELS.companyName,
        required: false,
        fromRecord: 'clientName',
      },
      { code: 'contact', type: 'text', label: LABELS.contact, required: false },
      {
        code: 'receiveDate',
        type: 'date',
        label: LABELS.receiveDate,
        required: false,
        noneLabel: LABELS.notSigned,
        invalidMessage: TPA_MESSAGES.invalidDate,
      },
      {
        code: 'reviewDate',
        type: 'date',
        label: LABELS.reviewDate,
        required: false,
        noneLabel: LABELS.openEnded,
        invalidMessage: TPA_MESSAGES.invalidDate,
        // Spec 3 section 5 (finding m5: the message names the dates the right way round).
        notBefore: { question: 'receiveDate', message: TPA_MESSAGES.datesOutOfOrder },
      },
      // Finding m6: an unsigned contract under which the data are already processed.
      {
        code: 'processingStarted',
        type: 'yesNo',
        label: LABELS.processingStarted,
        required: false,
      },
      { code: 'dpo', type: 'text', multiline: true, label: LABELS.dpo, required: false },
    ],
  },
  {
    position: 2,
    title: stepTitles[1]!,
    questions: [
      {
        code: 'jsonMaturityQuestions',
        type: 'set',
        label: stepTitles[1]!,
        items: items(TPA_MATURITY_KEYS, TPA_MATURITY_QUESTIONS),
        comments,
        invalidMessage: TPA_MESSAGES.invalidQuestions,
      },
    ],
  },
  {
    position: 3,
    title: stepTitles[2]!,
    questions: [
      positionSet('jsonCompanyPosition', TPA_MESSAGES.companyTitle, 'Empresa: '),
      positionSet('jsonThirdPartyPosition', TPA_MESSAGES.thirdPartyTitle, 'Terceiro: '),
    ],
  },
  {
    position: 4,
    title: stepTitles[3]!,
    questions: [
      {
        // Finding M4: the processing's nature, then the clauses a controller-operator contract needs.
        code: 'jsonContractAvaliation',
        type: 'set',
        label: stepTitles[3]!,
        items: items(TPA_CONTRACT_KEYS, TPA_CONTRACT_QUESTIONS),
        comments: { maxLength: TPA_COMMENT_MAX_LENGTH, label: TPA_MESSAGES.observations },
        parts: [
          { title: TPA_MESSAGES.natureTitle, from: TPA_CONTRACT_KEYS[0]! },
          { title: TPA_MESSAGES.clausesTitle, from: clauseStart },
        ],
        invalidMessage: TPA_MESSAGES.invalidQuestions,
      },
    ],
  },
];

/** The questions and the flat calls of the TPA, without its result. */
export const TPA_QUESTIONNAIRE: AssessmentDefinition = {
  ...facts,
  nameLabel: LABELS.name,
  steps,
  // The TPA has no observations of the firm (spec 3 section 6 gives them to the new project).
  withoutObservations: true,
  // Spec 3 section 3 lists obs and obsToDpo in the record; no step asks them: kept as the calls
  // send them.
  extraAnswers: [
    { code: 'obs', type: 'text', label: TPA_MESSAGES.observations, required: false },
    { code: 'obsToDpo', type: 'text', label: 'Observações ao encarregado', required: false },
  ],
  wire: {
    dates: 'display',
    // Contract answers stored before the test covered the clauses (docs/decisions.md "TPA: the
    // contract test tests the contract"), read by the rule written for them.
    upgrade: {
      jsonContractAvaliation: (source) =>
        isLegacyContractBlob(source)
          ? readLegacyContractBlob(source as Record<string, LooseQuestion>)
          : source,
    },
  },
};
