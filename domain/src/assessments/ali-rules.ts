// Legitimate-interest assessment (ALI, spec 3 sections 2.3 and 3): the steps as its rules read
// them and the test the server runs (docs/decisions.md "ALI result"). It follows LGPD art. 10
// and the three phases of the ANPD legitimate-interest guide (2024): legitimate purpose from a
// concrete situation, necessity, balancing with the data subject's expectations and transparency.
// Sensitive data can never rest on legitimate interest (LGPD arts. 7 IX and 11).
import {
  ALI_QUESTIONNAIRE,
  ALI_SENSITIVE_OPTIONS,
} from '../assessment-definitions/ali-questionnaire';
import { flatQuestionSteps } from '../assessment-definitions/definition-flat-wire';
import { ALI_NO_SENSITIVE_DATA, ALI_RESULT, YES_NO } from '../constants';
import { ALI_SENSITIVE_ACTIVITIES_TEXT, type AliAssessment } from '../types/assessment';
import { joinChoiceList, normaliseExclusiveSelection, splitChoiceList } from './exclusive-choices';
import type { StepDefinition } from './question-types';
import type { RuleHit } from './rule-hit';

export type AliField = keyof Omit<
  AliAssessment,
  'id' | 'clientId' | 'completed' | 'jsonCustomObs' | 'jsonCustomObsObj'
>;

export {
  ALI_SENSITIVE_OPTIONS,
  ALI_STEP_NOTE_KEYS,
} from '../assessment-definitions/ali-questionnaire';

/**
 * The six question steps, the identification first; the seventh (Resultado final) shows the
 * result. Derived from the kind's definition (assessment-definitions/ali-questionnaire.ts), where
 * its questions are written once, for the rules' tests and the dossier.
 */
export const ALI_STEPS = flatQuestionSteps(
  ALI_QUESTIONNAIRE,
) as readonly StepDefinition<AliField>[];

/** The sensitive selection as stored: known types comma-joined, or 'no' when none. */
export function aliSensitiveValue(value: string | null | undefined): string {
  const selection = normaliseExclusiveSelection(
    splitChoiceList(value).filter((item) => item !== ALI_NO_SENSITIVE_DATA),
    ALI_SENSITIVE_OPTIONS.map((option) => option.value),
    [],
  );
  return selection.length ? joinChoiceList(selection) : ALI_NO_SENSITIVE_DATA;
}

/** activityDataSources and the activities text derived from it (spec 3 section 3). */
export function applyAliChoices<T extends Partial<AliAssessment>>(answers: T): T {
  if (answers.activityDataSources === null || answers.activityDataSources === undefined) {
    return { ...answers, activities: null };
  }
  const stored = aliSensitiveValue(answers.activityDataSources);
  return {
    ...answers,
    activityDataSources: stored,
    activities:
      stored === ALI_NO_SENSITIVE_DATA
        ? ALI_SENSITIVE_ACTIVITIES_TEXT.no
        : ALI_SENSITIVE_ACTIVITIES_TEXT.yes,
  };
}

interface AliRule {
  code: string;
  field: AliField;
  text: string;
  anchor: string;
  fails: (answers: Partial<AliAssessment>) => boolean;
}

const notYes = (value: unknown) => value !== YES_NO.YES;

/** Children's data whose best interest is not shown to prevail (ALI-5 of the findings, M5). */
const CHILDREN_ANCHOR =
  'LGPD art. 14; Enunciado CD/ANPD nº 1/2023; Guia ANPD Legítimo Interesse (2024), p. 9';

/** Each phase of the test: a NÃO when any fails. */
export const ALI_RULES: readonly AliRule[] = [
  {
    code: 'ALI_SENSITIVE',
    field: 'activityDataSources',
    text: 'Dados pessoais sensíveis não podem ser tratados com base no legítimo interesse: use uma hipótese do art. 11 da LGPD.',
    anchor: 'LGPD arts. 7º, IX, e 11; Guia ANPD Legítimo Interesse (2024), p. 7',
    fails: (a) => aliSensitiveValue(a.activityDataSources) !== ALI_NO_SENSITIVE_DATA,
  },
  {
    code: 'ALI_CHILDREN',
    field: 'childrenBestInterest',
    text: 'Dados de crianças ou de adolescentes: o legítimo interesse só os ampara quando o melhor interesse deles prevalece, e isso não foi demonstrado.',
    anchor: CHILDREN_ANCHOR,
    fails: (a) => a.childrenData === YES_NO.YES && notYes(a.childrenBestInterest),
  },
  {
    code: 'ALI_CONCRETE',
    field: 'activityConcrete',
    text: 'O interesse não se baseia em uma situação concreta com finalidade legítima, específica e explícita.',
    anchor: 'LGPD art. 10, caput; Guia ANPD Legítimo Interesse (2024), p. 15',
    fails: (a) => notYes(a.activityConcrete),
  },
  {
    code: 'ALI_LICIT',
    field: 'activityLicit',
    text: 'O interesse não é compatível com o ordenamento jurídico.',
    anchor: 'Guia ANPD Legítimo Interesse (2024), p. 15',
    fails: (a) => notYes(a.activityLicit),
  },
  {
    code: 'ALI_NECESSITY',
    field: 'actitivyLessData',
    text: 'São tratados dados além do estritamente necessário.',
    anchor: 'LGPD art. 10, §1º; Guia ANPD Legítimo Interesse (2024), p. 25',
    fails: (a) => notYes(a.actitivyLessData),
  },
  {
    code: 'ALI_BALANCING',
    field: 'actitivyPrivicyData',
    text: 'Há meio menos intrusivo ou o impacto à privacidade é desproporcional.',
    anchor: 'Guia ANPD Legítimo Interesse (2024), teste de balanceamento, p. 29',
    fails: (a) => notYes(a.actitivyPrivicyData),
  },
  {
    code: 'ALI_TRANSPARENCY',
    field: 'actitivyKnowns',
    text: 'Falta transparência ao titular sobre o tratamento.',
    anchor: 'LGPD arts. 9º e 10, §2º',
    fails: (a) => notYes(a.actitivyKnowns),
  },
  {
    code: 'ALI_EXPECTATION',
    field: 'actitivyHappens',
    text: 'O tratamento está fora da legítima expectativa do titular.',
    anchor: 'LGPD art. 10, II; Guia ANPD Legítimo Interesse (2024), p. 22',
    fails: (a) => notYes(a.actitivyHappens),
  },
];

/** Always shown with the result (LGPD art. 10 §3). */
export const ALI_IMPACT_REPORT_NOTE =
  'A ANPD pode solicitar o Relatório de Impacto à Proteção de Dados Pessoais quando o tratamento se basear no legítimo interesse (LGPD art. 10, §3º).';

/** The firm may change the result, with a justification (accountability, LGPD art. 6º, X). */
export const ALI_OVERRIDE_MESSAGES = {
  title: 'Ajuste do resultado pelo escritório',
  question: 'Alterar o resultado calculado?',
  observation: 'Justificativa da alteração',
  observationRequired: 'Justifique a alteração do resultado.',
  changedBanner: 'Resultado ajustado pelo escritório',
  save: 'Salvar ajuste',
  computedWas: (message: string) => `Resultado calculado pelas respostas: ${message}`,
  /** `at` already written as 'dd/MM/yyyy às HH:mm'. */
  changedBy: (by: string, at: string) => `Ajustado por ${by} em ${at}`,
} as const;

/**
 * Who changed the result and when, kept with the answers (accountability, LGPD art. 6º, X): set
 * when the firm changes the result or its justification, cleared when it takes the change back.
 */
export function aliStampOverride<T extends Partial<AliAssessment>>(
  previous: Partial<AliAssessment>,
  next: T,
  actorName: string,
  nowIso: string,
): T {
  if (next.resultWasChanged !== YES_NO.YES) {
    return { ...next, resultWasChangedBy: null, resultWasChangedAt: null };
  }
  const changed =
    previous.resultWasChanged !== YES_NO.YES ||
    (previous.resultWasChangedObs ?? '') !== (next.resultWasChangedObs ?? '') ||
    !previous.resultWasChangedBy;
  return changed
    ? { ...next, resultWasChangedBy: actorName, resultWasChangedAt: nowIso }
    : {
        ...next,
        resultWasChangedBy: previous.resultWasChangedBy ?? null,
        resultWasChangedAt: previous.resultWasChangedAt ?? null,
      };
}

/** An override needs its justification: the message of the refusal, or null. */
export function aliOverrideProblem(answers: Partial<AliAssessment>): string | null {
  return answers.resultWasChanged === YES_NO.YES && !answers.resultWasChangedObs?.trim()
    ? ALI_OVERRIDE_MESSAGES.observationRequired
    : null;
}

type AliMessage = (typeof ALI_RESULT)[keyof typeof ALI_RESULT];

export interface AliTestResult {
  conclusion: {
    risk: {
      message: AliMessage;
      /** Why the computed answer is NÃO (empty for SIM). */
      reasons: RuleHit[];
      /**
       * Present when the firm changed the result: what the answers gave, why it changed, who
       * changed it and when (ISO).
       */
      override?: {
        computed: AliMessage;
        observation: string;
        by: string | null;
        at: string | null;
      };
      /** Points the result rests on without failing it (children's best interest shown). */
      considerations: RuleHit[];
    };
    note: string;
  };
}

/**
 * The legitimate-interest test: SIM only when every phase passes (conjunctive, conservative).
 * An admin's override (resultWasChanged 'yes' with its observation) flips the message and is
 * answered beside the computed one, so the screen says the firm changed it.
 */
export function aliTest(answers: Partial<AliAssessment>): AliTestResult {
  const reasons = ALI_RULES.filter((rule) => rule.fails(answers)).map((rule) => ({
    code: rule.code,
    field: rule.field,
    answer: String(answers[rule.field] ?? ''),
    text: rule.text,
    anchor: rule.anchor,
  }));
  const computed: AliMessage = reasons.length ? ALI_RESULT.NO : ALI_RESULT.YES;
  const changed = answers.resultWasChanged === YES_NO.YES;
  const considerations: RuleHit[] =
    answers.childrenData === YES_NO.YES && answers.childrenBestInterest === YES_NO.YES
      ? [
          {
            code: 'ALI_CHILDREN_BEST_INTEREST',
            field: 'childrenBestInterestReason',
            answer: answers.childrenBestInterestReason ?? '',
            text: `A atividade trata dados de crianças ou de adolescentes e o melhor interesse deles prevalece: ${answers.childrenBestInterestReason?.trim() || '-'}`,
            anchor: CHILDREN_ANCHOR,
          },
        ]
      : [];
  const risk: AliTestResult['conclusion']['risk'] = changed
    ? {
        message: computed === ALI_RESULT.YES ? ALI_RESULT.NO : ALI_RESULT.YES,
        reasons,
        override: {
          computed,
          observation: answers.resultWasChangedObs ?? '',
          by: answers.resultWasChangedBy ?? null,
          at: answers.resultWasChangedAt ?? null,
        },
        considerations,
      }
    : { message: computed, reasons, considerations };
  return { conclusion: { risk, note: ALI_IMPACT_REPORT_NOTE } };
}
