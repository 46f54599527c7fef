// ROPA, the record of processing operations (spec 3 sections 2.2 and 3): every field of the
// record as a question in Portuguese, in the seven steps, with the option lists of the spec and
// an explanatory text per section. When a step counts as filled is written in
// docs/decisions.md ("ROPA: when a step is filled") and encoded by `required` / `requiredWhen`.
import { YES_NO } from '../constants';
import type { RopaRecord } from '../types/assessment';
import { ASSESSMENT_FORMS } from './assessment-forms';
import type { ChoiceOption, QuestionDefinition, StepDefinition } from './question-types';

export type RopaField = keyof Omit<RopaRecord, 'id' | 'clientId' | 'status' | 'completed'>;

const option = (label: string): ChoiceOption => ({ value: label, label });

/** baseLegal: the ten hypotheses of LGPD art. 7 (spec 3 section 3). */
export const ROPA_LEGAL_BASIS = {
  CONSENT: 'Consentimento (Art. 7, I)',
  LEGAL_OBLIGATION: 'Obrigação Legal ou Regulatória (Art. 7, II)',
  PUBLIC_POLICIES: 'Execução de Políticas Públicas (Art. 7, III)',
  RESEARCH: 'Estudos por Órgãos de Pesquisa (Art. 7, IV)',
  CONTRACT: 'Execução de Contrato (Art. 7, V)',
  EXERCISE_OF_RIGHTS: 'Exercício Regular de Direito (Art. 7, VI)',
  PROTECTION_OF_LIFE: 'Proteção da Vida ou Incolumidade Física (Art. 7, VII)',
  HEALTH: 'Tutela da Saúde (Art. 7, VIII)',
  LEGITIMATE_INTEREST: 'Interesse Legítimo (Art. 7, IX)',
  CREDIT: 'Proteção do Crédito (Art. 7, X)',
} as const;

export const ROPA_LEGAL_BASIS_OPTIONS: readonly ChoiceOption[] =
  Object.values(ROPA_LEGAL_BASIS).map(option);

/** baseLegalSensitiveData: LGPD art. 11 and N/A when no sensitive data is processed. */
export const ROPA_SENSITIVE_BASIS = {
  CONSENT: 'Art. 11 I - Consentimento específico e destacado',
  LEGAL_OBLIGATION: "Art. 11 II 'a' - Obrigação Legal",
  PUBLIC_POLICIES: "Art. 11 II 'b' - Políticas Públicas",
  RESEARCH: "Art. 11 II 'c' - Estudo por Órgãos de Pesquisa",
  EXERCISE_OF_RIGHTS: "Art. 11 II 'd' - Exercício Regular de Direitos",
  PROTECTION_OF_LIFE: "Art. 11 II 'e' - Proteção da Vida",
  HEALTH: "Art. 11 II 'f' - Tutela da Saúde",
  FRAUD_PREVENTION: "Art. 11 II 'g' - Prevenção à Fraude e Segurança do Titular",
  NOT_APPLICABLE: 'N/A',
} as const;

export const ROPA_SENSITIVE_BASIS_OPTIONS: readonly ChoiceOption[] =
  Object.values(ROPA_SENSITIVE_BASIS).map(option);

/** agentRole: the client's role in this activity (LGPD arts. 5º, VI and VII, and 37). */
export const ROPA_AGENT_ROLE = {
  CONTROLLER: 'Controlador',
  JOINT_CONTROLLER: 'Controlador conjunto',
  OPERATOR: 'Operador',
} as const;

export const ROPA_AGENT_ROLE_OPTIONS: readonly ChoiceOption[] =
  Object.values(ROPA_AGENT_ROLE).map(option);

/** 'Nenhum' of the sensitive categories: stands alone (spec 3 section 4's exclusive choice). */
export const ROPA_NO_SENSITIVE = 'Nenhum';

/** Sensitive personal data (LGPD art. 5º, II), for the register's own column. */
export const ROPA_SENSITIVE_CATEGORY_OPTIONS: readonly ChoiceOption[] = [
  option(ROPA_NO_SENSITIVE),
  option('Origem racial ou étnica'),
  option('Convicção religiosa'),
  option('Opinião política'),
  option('Filiação a sindicato ou a organização religiosa, filosófica ou política'),
  option('Dado referente à saúde'),
  option('Dado referente à vida sexual'),
  option('Dado genético ou biométrico'),
];

/** progressReport: where the impact report stands. */
export const ROPA_PROGRESS_REPORT = {
  NOT_APPLICABLE: 'N/A',
  COMPLETE: 'Completo',
  IN_PROGRESS: 'Em Progresso',
  TO_START: 'A iniciar',
} as const;

export const ROPA_PROGRESS_REPORT_OPTIONS: readonly ChoiceOption[] =
  Object.values(ROPA_PROGRESS_REPORT).map(option);

/**
 * The explanatory text of each section (spec 3 section 2.2 names them, the wording is ours),
 * grounded in the LGPD, the ANPD guides and resolutions (research/assessments.md).
 */
export const ROPA_HELP = {
  activity:
    'Atividade de tratamento é o conjunto de operações com dados pessoais (coleta, uso, armazenamento, compartilhamento, eliminação) feitas para uma mesma finalidade, por exemplo "folha de pagamento" ou "cadastro de clientes". Faça um registro por atividade: a LGPD (art. 37) pede o registro das operações, não dos sistemas.',
  controllers:
    'Controlador é quem toma as decisões principais sobre o tratamento: a finalidade e sua hipótese legal, a natureza dos dados e por quanto tempo são tratados (LGPD art. 5º, VI; Guia da ANPD sobre agentes de tratamento). Se outra organização decide essas questões junto com a empresa, há controladoria conjunta: informe qual é; se não houver, responda "Não".',
  operators:
    'Operador é quem trata os dados em nome do controlador e segundo as instruções dele, decidindo no máximo os meios técnicos, como ferramentas e sistemas (LGPD arts. 5º, VII, e 39). Empregados da empresa não são operadores. Informe os prestadores que tratam esses dados (nuvem, folha de pagamento, atendimento, marketing...) ou responda "Não".',
  dataSubjects:
    'Titulares são as pessoas naturais a quem os dados se referem: empregados, candidatos, clientes, pacientes, alunos, visitantes... Indique se há crianças, adolescentes ou idosos, cujos dados pedem cuidados próprios (LGPD art. 14; Res. CD/ANPD nº 2/2022, art. 4º).',
  agentRole:
    'A empresa é controladora quando decide a finalidade e os elementos essenciais do tratamento; operadora quando trata os dados em nome de outra empresa, segundo as instruções dela; controladora conjunta quando decide com outra empresa. O papel é definido por atividade, e controlador e operador mantêm o registro (LGPD arts. 5º, VI e VII, e 37; Guia da ANPD sobre agentes de tratamento).',
  largeScale:
    'Larga escala: um número significativo de titulares, considerando também o volume de dados, a duração, a frequência e a extensão geográfica do tratamento (Res. CD/ANPD nº 2/2022, art. 4º, §1º). Com um critério específico (dados sensíveis, de crianças, adolescentes ou idosos, decisões automatizadas), o tratamento é de alto risco.',
  legalBasis:
    'Todo tratamento precisa de uma das hipóteses legais do art. 7º da LGPD. Dados sensíveis (origem racial ou étnica, convicção religiosa, opinião política, filiação a sindicato, saúde, vida sexual, dado genético ou biométrico) só podem ser tratados com uma hipótese do art. 11, e o legítimo interesse nunca os ampara. Sem dados sensíveis, escolha "N/A".',
  consentLink:
    'Quando o tratamento se apoia no consentimento, cabe à empresa provar que ele foi dado de forma livre, informada e inequívoca, para finalidades determinadas (LGPD art. 8º, caput e §2º). Indique onde fica o registro dos consentimentos: sistema, link ou documento. Sem consentimento como hipótese, a etapa pode ficar em branco.',
  storage:
    'Indique onde os dados ficam: sistemas, bancos de dados, pastas da rede, arquivos físicos ou serviços em nuvem, e se algum deles fica fora do Brasil.',
  impactReport:
    'O Relatório de Impacto à Proteção de Dados Pessoais (RIPD) é recomendado quando o tratamento pode gerar alto risco: larga escala ou efeito significativo sobre direitos, somado a tecnologia inovadora, vigilância de áreas públicas, decisões automatizadas ou dados sensíveis, de crianças, adolescentes ou idosos (Res. CD/ANPD nº 2/2022, art. 4º). A ANPD pode solicitá-lo, em especial quando a hipótese é o legítimo interesse (LGPD arts. 10, §3º, e 38).',
  incidents:
    'Incidente de segurança é qualquer evento que comprometa a confidencialidade, a integridade ou a disponibilidade dos dados pessoais, como vazamento, acesso indevido ou perda. Todo incidente, comunicado ou não à ANPD, deve ser registrado, e o registro guardado por pelo menos cinco anos (Res. CD/ANPD nº 15/2024, art. 10). Se houve incidente, indique onde está a documentação.',
} as const;

const titles = ASSESSMENT_FORMS.ropa.stepTitles;

type RopaQuestion = QuestionDefinition<RopaField>;

const text = (
  field: RopaField,
  label: string,
  extra: Partial<RopaQuestion> = {},
): RopaQuestion => ({
  field,
  kind: 'textarea',
  label,
  required: true,
  ...extra,
});

const isConsentBasis = (answers: Readonly<Record<string, unknown>>) =>
  answers.baseLegal === ROPA_LEGAL_BASIS.CONSENT ||
  answers.baseLegalSensitiveData === ROPA_SENSITIVE_BASIS.CONSENT;

export const ROPA_STEPS: readonly StepDefinition<RopaField>[] = [
  {
    position: 1,
    title: titles[0]!,
    questions: [
      {
        field: 'name',
        kind: 'text',
        label: 'Atividade de tratamento',
        required: true,
        help: ROPA_HELP.activity,
      },
      {
        field: 'agentRole',
        kind: 'select',
        label: 'Papel da empresa nesta atividade',
        required: true,
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
    title: titles[1]!,
    questions: [
      text('whichData', 'Quais dados pessoais são tratados?'),
      {
        field: 'sensitiveCategories',
        kind: 'multi',
        label: 'Categorias de dados pessoais sensíveis tratadas',
        required: true,
        options: ROPA_SENSITIVE_CATEGORY_OPTIONS,
        exclusive: [ROPA_NO_SENSITIVE],
      },
      text('whichHolders', 'Categorias de titulares', { help: ROPA_HELP.dataSubjects }),
      {
        field: 'childrenData',
        kind: 'yesNo',
        label: 'Há crianças ou adolescentes entre os titulares?',
        required: true,
      },
      {
        field: 'largeScale',
        kind: 'yesNo',
        label: 'O tratamento é em larga escala?',
        required: true,
        help: ROPA_HELP.largeScale,
      },
      text('sourceOfData', 'De onde vêm os dados (origem)?'),
      text('hasAnotherController', 'Há outro controlador? Qual?', { help: ROPA_HELP.controllers }),
      text('hasAnotherOperator', 'Há operadores? Quais?', { help: ROPA_HELP.operators }),
      text('contractLinkWithOperator', 'Mais informações', {
        required: false,
        hint: 'Contrato com os operadores: onde está, cláusulas de proteção de dados.',
      }),
      text('hasDataShare', 'Os dados são compartilhados?'),
      text('shareWith', 'Com quem os dados são compartilhados?', {
        requiredWhen: (answers) => !readsAsNo(answers.hasDataShare),
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
    title: titles[2]!,
    questions: [
      {
        field: 'baseLegal',
        kind: 'select',
        label: 'Hipótese legal (art. 7º)',
        required: true,
        options: ROPA_LEGAL_BASIS_OPTIONS,
        help: ROPA_HELP.legalBasis,
      },
      {
        field: 'baseLegalSensitiveData',
        kind: 'select',
        label: 'Hipótese legal para dados sensíveis (art. 11)',
        required: true,
        options: ROPA_SENSITIVE_BASIS_OPTIONS,
      },
      text('rightGuaranteedHolders', 'Como os direitos dos titulares são garantidos?', {
        required: false,
      }),
      {
        field: 'automatedDecision',
        kind: 'yesNo',
        label: 'Há decisões tomadas unicamente de forma automatizada sobre os titulares?',
        required: true,
      },
    ],
  },
  {
    position: 4,
    title: titles[3]!,
    questions: [
      text('linkConsentRegister', 'Onde fica o registro do consentimento (link ou local)?', {
        required: false,
        requiredWhen: isConsentBasis,
        help: ROPA_HELP.consentLink,
      }),
    ],
  },
  {
    position: 5,
    title: titles[4]!,
    questions: [
      text('storageDataLocation', 'Onde os dados são armazenados (sistemas e locais)?', {
        help: ROPA_HELP.storage,
      }),
    ],
  },
  {
    position: 6,
    title: titles[5]!,
    questions: [
      {
        field: 'recommendedImpactReport',
        kind: 'yesNo',
        label: 'O Relatório de Impacto à Proteção de Dados Pessoais é recomendado?',
        required: true,
        help: ROPA_HELP.impactReport,
      },
      {
        field: 'progressReport',
        kind: 'select',
        label: 'Andamento do relatório',
        required: false,
        options: ROPA_PROGRESS_REPORT_OPTIONS,
        requiredWhen: (answers) => answers.recommendedImpactReport === YES_NO.YES,
      },
      text('linkToReport', 'Link do relatório', {
        required: false,
        requiredWhen: (answers) => answers.progressReport === ROPA_PROGRESS_REPORT.COMPLETE,
      }),
    ],
  },
  {
    position: 7,
    title: titles[6]!,
    questions: [
      {
        field: 'hasIncident',
        kind: 'yesNo',
        label: 'Houve incidente de segurança envolvendo estes dados?',
        required: true,
        help: ROPA_HELP.incidents,
      },
      text('linkToDocIncident', 'Onde está a documentação do incidente (link ou local)?', {
        required: false,
        requiredWhen: (answers) => answers.hasIncident === YES_NO.YES,
      }),
      text('observations', 'Observações', {
        required: false,
        hint: 'O que mais o registro deve dizer sobre esta atividade (campo 8 do modelo da ANPD).',
      }),
    ],
  },
];

/**
 * Whether a free-text answer says "no": 'Não', 'Nao', 'N/A', 'Nenhum(a)', 'Inexistente'
 * at its start, accents and case ignored. The questions of step 2 ask "Há ...? Qual?", so a
 * text that does not start that way names something.
 */
export function readsAsNo(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const folded = value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase();
  return /^(nao|n\/a|nenhum|nenhuma|inexistente)(\b|$)/.test(folded);
}

/** Every answer field of the record, in step order. */
export const ROPA_FIELDS: readonly RopaField[] = ROPA_STEPS.flatMap((step) =>
  step.questions.map((question) => question.field),
);
