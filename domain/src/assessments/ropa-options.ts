// ROPA, the record of processing operations (spec 3 sections 2.2 and 3): the option lists of the
// spec, the explanatory text of each section, and the free-text "no" its step 2 questions read.
// The questions are the kind's definition (assessment-definitions/ropa-questionnaire.ts).
import { beginsWithWord } from '../assessment-definitions/conditions';
import type { RopaRecord } from '../types/assessment';
import type { ChoiceOption } from './question-types';

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

/**
 * The words with which a free-text answer says "no" ('Não', 'N/A', 'Nenhum(a)', 'Inexistente'):
 * the questions of step 2 ask "Há ...? Qual?", so a text that does not start that way names
 * something.
 */
export const ROPA_NO_WORDS: readonly string[] = ['nao', 'n/a', 'nenhum', 'nenhuma', 'inexistente'];

/** Whether a free-text answer says "no": one of ROPA_NO_WORDS at its start, accents and case ignored. */
export function readsAsNo(value: unknown): boolean {
  return beginsWithWord(value, ROPA_NO_WORDS);
}
