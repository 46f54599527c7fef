// Third-party assessment (TPA, spec 3 sections 2.4 and 3): the intro texts, the description
// fields and the 38 questions of steps 2 to 4, each worded so the scoring of tpa-rules.ts reads
// unambiguously (docs/decisions.md "TPA scores").
import {
  TPA_CONTRACT_KEYS,
  TPA_MATURITY_KEYS,
  TPA_POSITION_KEYS,
  type TpaContractKey,
  type TpaLegacyContractKey,
  type TpaMaturityKey,
  type TpaPositionKey,
} from '../types/assessment';

/** Step 1 'Introdução e Conceitos': the four headings of the spec and their texts. */
export const TPA_INTRO = {
  object: {
    title: 'Objeto',
    text: 'Esta análise ajuda o escritório e a empresa a avaliar contratos com terceiros que envolvem o tratamento de dados pessoais, para conhecer o nível de proteção do terceiro, o papel de cada parte e os riscos do contrato.',
  },
  method: {
    title: 'Método',
    text: 'A análise tem quatro seções:',
    sections: [
      'Avaliação de maturidade: as práticas de proteção de dados do terceiro.',
      'Teste controlador-operador: o papel da empresa e do terceiro no tratamento.',
      'Teste de risco de contrato: as cláusulas do contrato e a natureza do tratamento feito sob ele.',
      'Relatório de análise: os resultados e as recomendações.',
    ],
  },
  result: {
    title: 'Resultado',
    text: 'Os resultados são apenas uma indicação: não constituem parecer jurídico nem auditoria e devem ser revistos pelo encarregado de proteção de dados ou pela assessoria jurídica da empresa.',
  },
  concepts: {
    title: 'Conceitos Relevantes',
    definitions: [
      {
        term: 'Dado pessoal',
        text: 'informação relacionada a pessoa natural identificada ou identificável (LGPD art. 5º, I).',
      },
      {
        term: 'Titular',
        text: 'pessoa natural a quem se referem os dados pessoais que são objeto de tratamento (art. 5º, V).',
      },
      {
        term: 'Tratamento',
        text: 'toda operação realizada com dados pessoais, como coleta, uso, acesso, armazenamento, compartilhamento e eliminação (art. 5º, X).',
      },
      {
        term: 'Controlador',
        text: 'pessoa natural ou jurídica a quem competem as decisões referentes ao tratamento de dados pessoais (art. 5º, VI).',
      },
      {
        term: 'Controlador conjunto',
        text: 'dois ou mais controladores que determinam em conjunto as finalidades e os elementos essenciais do tratamento (Guia ANPD de agentes de tratamento).',
      },
      {
        term: 'Operador',
        text: 'pessoa natural ou jurídica que realiza o tratamento de dados pessoais em nome do controlador (art. 5º, VII).',
      },
    ],
  },
} as const;

/** The description fields of step 1 (spec 3 section 2.4) and their labels. */
export const TPA_DESCRIPTION_LABELS = {
  name: 'Identificação do terceiro',
  areaResponsable: 'Objeto do contrato',
  companyName: 'Contratante',
  contact: 'Contratado',
  receiveDate: 'Data de assinatura',
  reviewDate: 'Data de expiração',
  dpo: 'Dados pessoais envolvidos',
  notSigned: 'Contrato não assinado',
  openEnded: 'Prazo Indeterminado',
  processingStarted: 'O terceiro já trata dados pessoais sob este contrato?',
} as const;

export const TPA_DESCRIPTION_FIELDS = [
  'areaResponsable',
  'companyName',
  'contact',
  'receiveDate',
  'reviewDate',
  'dpo',
] as const;

export type TpaDescriptionField = (typeof TPA_DESCRIPTION_FIELDS)[number];

export const TPA_BLOB_FIELDS = [
  'jsonMaturityQuestions',
  'jsonCompanyPosition',
  'jsonThirdPartyPosition',
  'jsonContractAvaliation',
] as const;

export type TpaBlobField = (typeof TPA_BLOB_FIELDS)[number];

/** Maturity (step 2): 'Sim' is the good answer of every question. */
export const TPA_MATURITY_QUESTIONS: Readonly<Record<TpaMaturityKey, string>> = {
  hasDPO:
    'O terceiro nomeou um encarregado de proteção de dados (ou mantém canal de comunicação, se for agente de pequeno porte)?',
  hasInventary: 'Mantém registro (inventário) das operações de tratamento de dados pessoais?',
  impactAvaliation: 'Realiza relatórios de impacto ou avaliações de risco dos tratamentos?',
  hasPlans: 'Possui plano de resposta a incidentes e de remediação?',
  hasPolicy: 'Possui políticas de privacidade e de segurança da informação aprovadas?',
  hasControlData: 'Controla o acesso aos dados pessoais e protege os dados armazenados?',
  hasThirdPartyAccess: 'Controla o acesso de seus próprios fornecedores (suboperadores) aos dados?',
  hasCompliance: 'Monitora e audita periodicamente a própria conformidade com a LGPD?',
  hasGovernance: 'O programa de privacidade integra a governança da empresa, com supervisão?',
  hasComunicationChannel: 'Oferece canal de atendimento aos titulares e à ANPD?',
  hasLegalProcess:
    'Possui procedimento para atender às solicitações dos titulares (acesso, correção, eliminação)?',
  hasIncident: 'Possui procedimento de gestão e comunicação de incidentes de segurança?',
  hasInvestigated:
    'Os incidentes são apurados e registrados, com o registro guardado por pelo menos 5 anos?',
  hasTrainning: 'Treina seus funcionários em proteção de dados pessoais?',
};

/** Position (step 3, asked for the company and for the third party): the ICO controller checklist. */
export const TPA_POSITION_QUESTIONS: Readonly<Record<TpaPositionKey, string>> = {
  collectData: 'Decidiu coletar ou tratar os dados pessoais?',
  employerDataHolders: 'Os titulares são seus empregados?',
  purposesResult: 'Decide a finalidade ou o resultado do tratamento?',
  decisionImpactTheHolders: 'Toma decisões sobre os titulares a partir dos dados?',
  decidePersonalDataCollected: 'Decide quais dados pessoais são coletados?',
  professionalOpinions: 'Exerce julgamento profissional próprio sobre o tratamento?',
  holdersCollectDataFrom: 'Decide de quais titulares os dados são coletados?',
  directRelationshipTheHolders: 'Tem relação direta com os titulares?',
  benefitDirectly: 'Obtém benefício próprio do tratamento (além da remuneração pelo serviço)?',
  determinesHowDatatreated: 'Tem autonomia completa sobre como os dados são tratados?',
  handlePersonalDataContext: 'Trata os dados em razão de contrato próprio com os titulares?',
  engagingOtherCompanies: 'Contrata outras empresas (operadores) para tratar esses dados?',
};

/**
 * Contract test (step 4): the nature of the processing (questions 1 to 3, 'Sim' carries risk)
 * and the clauses a controller-operator contract needs (4 to 12, 'Não' is a missing clause).
 */
export const TPA_CONTRACT_QUESTIONS: Readonly<Record<TpaContractKey, string>> = {
  relevance:
    'O tratamento é em larga escala ou pode afetar significativamente interesses e direitos fundamentais dos titulares?',
  specialData:
    'O terceiro trata dados pessoais sensíveis ou dados de crianças, de adolescentes ou de idosos?',
  riskyProcessing:
    'O tratamento usa tecnologia inovadora, vigia ou monitora titulares, cria perfis ou toma decisões unicamente automatizadas?',
  dataMinimization:
    'O contrato descreve o objeto, a finalidade, a duração e os tipos de dados e de titulares, limitando o tratamento ao estritamente necessário?',
  instructions:
    'O contrato obriga o terceiro a tratar os dados apenas segundo as instruções documentadas da empresa?',
  confidentialitySecurity:
    'O contrato impõe sigilo a quem trata os dados e medidas de segurança técnicas e administrativas, inclusive depois do seu término?',
  incidentNotice:
    'O contrato obriga o terceiro a comunicar incidentes de segurança à empresa a tempo de ela comunicar a ANPD e os titulares em 3 dias úteis?',
  subOperators:
    'O contrato só permite suboperadores com autorização prévia da empresa e com as mesmas obrigações do terceiro?',
  returnDeletion:
    'O contrato prevê a devolução ou a eliminação dos dados ao fim do tratamento, com a comprovação?',
  auditRights:
    'O contrato dá à empresa o direito de auditar e de pedir evidências do cumprimento, e obriga o terceiro a colaborar com os pedidos dos titulares e da ANPD?',
  internationalTransfer:
    'Os dados ficam no Brasil ou, se transferidos ao exterior, o contrato incorpora sem alteração as cláusulas-padrão contratuais da ANPD?',
  liability:
    'O contrato reparte as responsabilidades entre as partes e garante o direito de regresso por danos causados pelo terceiro?',
};

/** Step 4's two groups: the processing's nature (questions 1 to 3), then the clauses. */
export const TPA_CONTRACT_NATURE_KEYS: readonly TpaContractKey[] = [
  'relevance',
  'specialData',
  'riskyProcessing',
];

/** The questions of the contract test as first built, for the answers stored before. */
export const TPA_LEGACY_CONTRACT_QUESTIONS: Readonly<Record<TpaLegacyContractKey, string>> = {
  relevance:
    'O tratamento é em larga escala ou pode afetar significativamente interesses e direitos fundamentais dos titulares?',
  dataMinimization:
    'O contrato limita o tratamento aos dados estritamente necessários ao seu objeto?',
  transparency: 'Os titulares são informados de que o terceiro trata seus dados?',
  sensitiveData: 'O terceiro trata dados pessoais sensíveis?',
  financialData: 'O terceiro trata dados financeiros ou de autenticação?',
  monitoringHolders: 'O tratamento envolve vigilância ou monitoramento de titulares?',
  newTechnologies: 'O tratamento usa tecnologias emergentes ou inovadoras?',
  minorData: 'O terceiro trata dados de crianças ou adolescentes?',
  vulnerableData: 'O terceiro trata dados de idosos ou de outros titulares vulneráveis?',
  criminalData: 'O terceiro trata dados sobre antecedentes ou processos criminais?',
  profiling: 'O tratamento cria perfis dos titulares?',
  automatedDecisions: 'Há decisões tomadas unicamente com base em tratamento automatizado?',
};

/** Texts of the TPA screens and of the report that the spec does not word itself. */
export const TPA_MESSAGES = {
  /**
   * Shown when the signature date is after the expiry date. The spec's words ('A data de
   * expiração não pode ser maior que a data de assinatura.') say the opposite of the rule it
   * guards (finding m5), so the message names the dates the right way round.
   */
  datesOutOfOrder: 'A data de assinatura não pode ser posterior à data de expiração.',
  invalidDate: 'Data inválida: use dd/mm/aaaa',
  observations: 'Observações',
  companyTitle: 'Posição da empresa',
  thirdPartyTitle: 'Posição do terceiro',
  reportTitle: 'Demais Recomendações',
  contractObject: 'Objeto do contrato',
  signatureDate: 'Data de assinatura',
  contractingParty: 'Contratante',
  expiryDate: 'Data de expiração',
  contractedParty: 'Contratado',
  personalData: 'Dados pessoais envolvidos',
  showAll: 'Ver Todos',
  hide: 'Esconder',
  maturityTitle: 'Maturidade do terceiro',
  positionsTitle: 'Posições no tratamento',
  contractRiskTitle: 'Risco do contrato',
  recommendationsTitle: 'Recomendações',
  movedBy: 'Respostas que moveram a pontuação',
  positionReasons: 'Indicadores de controlador marcados',
  noIndicator: 'nenhum indicador de controlador',
  impactReportHint: 'Considerar realização de Relatório de Impacto de Proteção de Dados Pessoais',
  invalidQuestions: 'Respostas inválidas',
  review: 'Revise as respostas: o resultado contraria a maioria dos indicadores.',
  contractStatusTitle: 'Situação do contrato',
  clausesTitle: 'Cláusulas do contrato',
  natureTitle: 'Natureza do tratamento',
} as const;

/** The report's personal-data list is cut at 195 characters (spec 3 section 9). */
export const TPA_PERSONAL_DATA_PREVIEW_LENGTH = 195;

export { TPA_CONTRACT_KEYS, TPA_MATURITY_KEYS, TPA_POSITION_KEYS };
