// ROPA, the record of processing operations (formId 5, /ropa, spec 3 sections 2.2 and 3) as a
// definition's questions: every field of the record in the seven steps, with the option lists of
// the spec and an explanatory text per section, and which answers make each step filled
// (docs/decisions.md, "ROPA: when a step is filled"): the required questions, and those required
// only when another answer asks for them (`requiredWhen`). Its calls keep the spec's flat shape
// (`wire`). What the screen needs; the server's definition adds the result (ropa.ts).
import { ASSESSMENT_FORMS } from '../assessments/assessment-forms';
import {
  ROPA_AGENT_ROLE_OPTIONS,
  ROPA_HELP,
  ROPA_LEGAL_BASIS,
  ROPA_LEGAL_BASIS_OPTIONS,
  ROPA_NO_SENSITIVE,
  ROPA_NO_WORDS,
  ROPA_PROGRESS_REPORT,
  ROPA_PROGRESS_REPORT_OPTIONS,
  ROPA_SENSITIVE_BASIS,
  ROPA_SENSITIVE_BASIS_OPTIONS,
  ROPA_SENSITIVE_CATEGORY_OPTIONS,
  type RopaField,
} from '../assessments/ropa-options';
import { specKindFacts } from './spec-kind-facts';
import { yesNoQuestion } from './question-builders';
import type { AssessmentDefinition, TextQuestion } from './definition-types';

const form = ASSESSMENT_FORMS.ropa;
const facts = specKindFacts(form);
const { stepTitles } = facts;

type Code = Exclude<RopaField, 'name'>;

/** A text area, required unless said otherwise. */
const text = (code: Code, label: string, extra: Partial<TextQuestion> = {}): TextQuestion => ({
  code,
  type: 'text',
  multiline: true,
  label,
  ...extra,
});

const yesNo = yesNoQuestion<Code>;

const steps: AssessmentDefinition['steps'] = [
  {
    position: 1,
    title: stepTitles[0]!,
    questions: [
      {
        code: 'agentRole',
        type: 'single',
        label: 'Papel da empresa nesta atividade',
        options: ROPA_AGENT_ROLE_OPTIONS,
        help: ROPA_HELP.agentRole,
      },
      text('description', 'Descrição da atividade'),
      text('purpose', 'Finalidade do tratamento'),
      text('area', 'Área responsável', { required: false }),
      text('responsable', 'Responsável pela atividade', { required: false }),
    ],
  },
  {
    position: 2,
    title: stepTitles[1]!,
    questions: [
      text('whichData', 'Quais dados pessoais são tratados?'),
      {
        code: 'sensitiveCategories',
        type: 'multi',
        label: 'Categorias de dados pessoais sensíveis tratadas',
        options: ROPA_SENSITIVE_CATEGORY_OPTIONS,
        exclusive: [ROPA_NO_SENSITIVE],
      },
      text('whichHolders', 'Categorias de titulares', { help: ROPA_HELP.dataSubjects }),
      yesNo('childrenData', 'Há crianças ou adolescentes entre os titulares?'),
      yesNo('largeScale', 'O tratamento é em larga escala?', { help: ROPA_HELP.largeScale }),
      text('sourceOfData', 'De onde vêm os dados (origem)?'),
      text('hasAnotherController', 'Há outro controlador? Qual?', { help: ROPA_HELP.controllers }),
      text('hasAnotherOperator', 'Há operadores? Quais?', { help: ROPA_HELP.operators }),
      text('contractLinkWithOperator', 'Mais informações', {
        required: false,
        hint: 'Contrato com os operadores: onde está, cláusulas de proteção de dados.',
      }),
      text('hasDataShare', 'Os dados são compartilhados?'),
      // Needed unless the previous answer says the data are not shared ('Não', 'Nenhum'...).
      text('shareWith', 'Com quem os dados são compartilhados?', {
        requiredWhen: { not: { question: 'hasDataShare', beginsWithWord: ROPA_NO_WORDS } },
      }),
      text(
        'sentAbroad',
        'Há transferência internacional dos dados? Para onde e com qual mecanismo?',
      ),
      text('custodyTerm', 'Por quanto tempo os dados são guardados?'),
      text('securityMeasures', 'Medidas de segurança adotadas'),
    ],
  },
  {
    position: 3,
    title: stepTitles[2]!,
    questions: [
      {
        code: 'baseLegal',
        type: 'single',
        label: 'Hipótese legal (art. 7º)',
        options: ROPA_LEGAL_BASIS_OPTIONS,
        help: ROPA_HELP.legalBasis,
      },
      {
        code: 'baseLegalSensitiveData',
        type: 'single',
        label: 'Hipótese legal para dados sensíveis (art. 11)',
        options: ROPA_SENSITIVE_BASIS_OPTIONS,
      },
      text('rightGuaranteedHolders', 'Como os direitos dos titulares são garantidos?', {
        required: false,
      }),
      yesNo(
        'automatedDecision',
        'Há decisões tomadas unicamente de forma automatizada sobre os titulares?',
      ),
    ],
  },
  {
    position: 4,
    title: stepTitles[3]!,
    questions: [
      // Needed when consent is a legal basis (LGPD art. 8 §2: the controller proves it).
      text('linkConsentRegister', 'Onde fica o registro do consentimento (link ou local)?', {
        requiredWhen: {
          any: [
            { question: 'baseLegal', equals: ROPA_LEGAL_BASIS.CONSENT },
            { question: 'baseLegalSensitiveData', equals: ROPA_SENSITIVE_BASIS.CONSENT },
          ],
        },
        help: ROPA_HELP.consentLink,
      }),
    ],
  },
  {
    position: 5,
    title: stepTitles[4]!,
    questions: [
      text('storageDataLocation', 'Onde os dados são armazenados (sistemas e locais)?', {
        help: ROPA_HELP.storage,
      }),
    ],
  },
  {
    position: 6,
    title: stepTitles[5]!,
    questions: [
      yesNo(
        'recommendedImpactReport',
        'O Relatório de Impacto à Proteção de Dados Pessoais é recomendado?',
        { help: ROPA_HELP.impactReport },
      ),
      {
        code: 'progressReport',
        type: 'single',
        label: 'Andamento do relatório',
        options: ROPA_PROGRESS_REPORT_OPTIONS,
        requiredWhen: { question: 'recommendedImpactReport', equals: 'yes' },
      },
      text('linkToReport', 'Link do relatório', {
        requiredWhen: { question: 'progressReport', equals: ROPA_PROGRESS_REPORT.COMPLETE },
      }),
    ],
  },
  {
    position: 7,
    title: stepTitles[6]!,
    questions: [
      yesNo('hasIncident', 'Houve incidente de segurança envolvendo estes dados?', {
        help: ROPA_HELP.incidents,
      }),
      text('linkToDocIncident', 'Onde está a documentação do incidente (link ou local)?', {
        requiredWhen: { question: 'hasIncident', equals: 'yes' },
      }),
      text('observations', 'Observações', {
        required: false,
        hint: 'O que mais o registro deve dizer sobre esta atividade (campo 8 do modelo da ANPD).',
      }),
    ],
  },
];

/** The questions and the flat calls of the ROPA, without its result. */
export const ROPA_QUESTIONNAIRE: AssessmentDefinition = {
  ...facts,
  nameLabel: 'Atividade de tratamento',
  nameHelp: ROPA_HELP.activity,
  steps,
  // Spec 3 section 6 gives the firm's observations to the new project; the ROPA has none.
  withoutObservations: true,
  resultKey: 'conclusion',
  wire: {},
};
