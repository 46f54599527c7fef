// Assessments: new project, ROPA, ALI and TPA answers and results (spec 3 section 3). Their
// calls' requests and answers are the wire contract's (wire/assessments.ts).
import type { DefinitionKind } from '../assessment-definitions/definition-access';
import { objectWithIdentities, type DefinitionFormId } from '../assessment-definitions/identities';
import { ASSESSMENT_FORM } from '../constants';
import type { ALI_RESULT, ASSESSMENT_STATUS, AssessmentFormId, YES_NO } from '../constants';

/** Yes/no answers are stored as 'yes' or 'no' (spec 3 section 9). */
export type YesNo = (typeof YES_NO)[keyof typeof YES_NO];
/** A yes/no question not answered yet. */
export type YesNoAnswer = YesNo | '' | null;

export type AssessmentStatus = (typeof ASSESSMENT_STATUS)[keyof typeof ASSESSMENT_STATUS];

/** The spec's four kinds, and the kinds written as definitions (each in its identity). */
export type AssessmentKind = 'newProject' | 'ali' | 'tpa' | 'ropa' | DefinitionKind;

const SPEC_KIND_BY_FORM_ID: Record<Exclude<AssessmentFormId, DefinitionFormId>, AssessmentKind> = {
  [ASSESSMENT_FORM.NEW_PROJECT]: 'newProject',
  [ASSESSMENT_FORM.ALI]: 'ali',
  [ASSESSMENT_FORM.TPA]: 'tpa',
  [ASSESSMENT_FORM.ROPA]: 'ropa',
};

/**
 * The assessment kind of each formId of the list (spec 3 section 2.5), the spec's and each kind
 * written as a definition; labels and row paths are in ASSESSMENT_FORM_OPTIONS
 * (assessments/assessment-forms.ts).
 */
export const ASSESSMENT_KIND_BY_FORM_ID: Readonly<Record<AssessmentFormId, AssessmentKind>> =
  /* @__PURE__ */ objectWithIdentities<Record<AssessmentFormId, AssessmentKind>>(
    SPEC_KIND_BY_FORM_ID,
    (identity) => [identity.formId, identity.kind],
  );

/** Observations (one free text per field) as the object form of jsonCustomObs. */
export type CustomObservations<K extends string = string> = Partial<Record<K, string>>;

// ---- New project (questionario-novos-projetos) ----

export interface NewProjectAnswers {
  projectDescribe: string | null;
  responsable: string | null;
  processingOfPersonalData: YesNoAnswer;
  /** Comma list of sensitive-data categories; default 'Nao'. */
  sensitivePersonalDataSources: string | null;
  /** Text saying whether the project involves sensitive data (spec 3 section 4). */
  processingOfSensitivePersonalData: string | null;
  /** Data of children or adolescents (LGPD art. 14), asked apart from other vulnerable groups. */
  childrenOrAdolescentsData: YesNoAnswer;
  focusProcessingPersonalDataOfVulnerable: YesNoAnswer;
  handlingCriminalRecords: YesNoAnswer;
  /** 'Sim' when any real legal basis is chosen, otherwise 'Não'. */
  legalBase: 'Sim' | 'Não' | null;
  /** Comma-joined list of legal bases. */
  legalBaseDataSources: string | null;
  projectPurposesAreClear: YesNoAnswer;
  projectWillBeUsedForOtherPurposes: YesNoAnswer;
  creationOfProfilesOfIndividuals: YesNoAnswer;
  combinesMultipleSourcesOfPersonalData: YesNoAnswer;
  largeScaleProcessingOfPersonalData: YesNoAnswer;
  personalDataUsedAreMinimumNecessaryAchievePurposes: YesNoAnswer;
  /** Whether a retention period is determined. */
  personalDataCollectedForPurposesOfProject: YesNoAnswer;
  directlyFromTheIndividual: YesNoAnswer;
  sendingDataAbroad: YesNoAnswer;
  innovativeTechnology: YesNoAnswer;
  automatedDecision: YesNoAnswer;
  monitoringTndividuals: YesNoAnswer;
  involvesDataProcessingByThirdParties: YesNoAnswer;
  specificDemand: YesNoAnswer;
  appropriateInformationSecurityMeasures: YesNoAnswer;
  appropriateInformationSecurityMeasuresInformation: string | null;
  impactsIndividualsWhomDataReferKnown: YesNoAnswer;
  preventIndividualFromExercisingAnyRight: YesNoAnswer;
  impactHealthOrSafetyOfIndividuals: YesNoAnswer;
}

export interface ColoredMessage {
  message: string;
  color: string;
}

export const NEW_PROJECT_RECOMMENDATION_GROUPS = [
  'abroad',
  'legalBase',
  'personalData',
  'retentionData',
  'securityMeasure',
  'thirtyParties',
] as const;

export type NewProjectRecommendationGroup = (typeof NEW_PROJECT_RECOMMENDATION_GROUPS)[number];

/** GET .../questionario-novos-projetos/completo/{id}: risk message 'RISCO ALTO', 'RISCO MEDIO'... */
export interface NewProjectResults {
  risk: { message: string };
  recomendations: Partial<Record<NewProjectRecommendationGroup, ColoredMessage>>;
}

// ---- ROPA (registro-das-operacoes) ----

export type RopaProgressReport = 'N/A' | 'Completo' | 'Em Progresso' | 'A iniciar';

/**
 * The spec marks automatedDecision, recommendedImpactReport and hasIncident as yes/no; the other
 * answers are free text or option labels, kept as strings.
 */
export interface RopaRecord {
  id: number | null;
  clientId: number | null;
  status: AssessmentStatus;
  completed: boolean;
  /** The processing activity. */
  name: string | null;
  /** Whether the client acts as controller, joint controller or operator for it (LGPD art. 37). */
  agentRole: string | null;
  responsable: string | null;
  description: string | null;
  area: string | null;
  purpose: string | null;
  whichData: string | null;
  /** Sensitive categories (comma list) or 'Nenhum' (ANPD simplified model, field 3). */
  sensitiveCategories: string | null;
  /** Large scale (Res. CD/ANPD 2/2022 art. 4, I, a). */
  largeScale: YesNoAnswer;
  /** Children or adolescents among the data subjects (LGPD art. 14). */
  childrenData: YesNoAnswer;
  hasAnotherController: string | null;
  hasAnotherOperator: string | null;
  whichHolders: string | null;
  sourceOfData: string | null;
  hasDataShare: string | null;
  shareWith: string | null;
  contractLinkWithOperator: string | null;
  sentAbroad: string | null;
  custodyTerm: string | null;
  securityMeasures: string | null;
  baseLegal: string | null;
  baseLegalSensitiveData: string | null;
  rightGuaranteedHolders: string | null;
  automatedDecision: YesNoAnswer;
  linkConsentRegister: string | null;
  storageDataLocation: string | null;
  recommendedImpactReport: YesNoAnswer;
  progressReport: RopaProgressReport | null;
  linkToReport: string | null;
  hasIncident: YesNoAnswer;
  linkToDocIncident: string | null;
  /** Field 8 of the ANPD simplified model. */
  observations: string | null;
}

// ---- ALI (avaliacao-legitimo-interesse) ----

export const ALI_SENSITIVE_ACTIVITIES_TEXT = {
  yes: 'o projeto trata dados pessoais sensíveis',
  no: 'o projeto não trata dados pessoais sensíveis',
} as const;

/** Keys of the per-step notes of jsonCustomObsObj. */
export const ALI_OBSERVATION_KEYS = [
  'processingOfRelevantConceptsAndActivity',
  'activityDataSources',
  'activityConcrete',
  'activityLicit',
  'actitivyLessData',
  'actitivyPrivicyData',
  'actitivyKnowns',
  'actitivyHappens',
] as const;

export type AliObservationKey = (typeof ALI_OBSERVATION_KEYS)[number];

/**
 * The spec does not type the activity answers; they are the yes/no questions of steps 3 to 6
 * and the report questions, so we carry them as yes/no.
 */
export interface AliAssessment {
  id: number | null;
  clientId: number | null;
  /** Activity identification. */
  name: string | null;
  concreteSituation: string | null;
  personalData: string | null;
  /** Comma-separated sensitive-data types; 'no' when none is chosen. */
  activityDataSources: string | null;
  activities:
    (typeof ALI_SENSITIVE_ACTIVITIES_TEXT)[keyof typeof ALI_SENSITIVE_ACTIVITIES_TEXT] | null;
  /** Data of children or adolescents (LGPD art. 14; Enunciado CD/ANPD 1/2023). */
  childrenData: YesNoAnswer;
  /** The best interest of the children or adolescents prevails (needed for SIM). */
  childrenBestInterest: YesNoAnswer;
  /** How the best interest is shown to prevail. */
  childrenBestInterestReason: string | null;
  activityConcrete: YesNoAnswer;
  activityLicit: YesNoAnswer;
  actitivyLessData: YesNoAnswer;
  actitivyPrivicyData: YesNoAnswer;
  actitivyKnowns: YesNoAnswer;
  actitivyHappens: YesNoAnswer;
  reportIsNeeded: YesNoAnswer;
  resultWasChanged: YesNoAnswer;
  reportIsNeededObs: string | null;
  resultWasChangedObs: string | null;
  /** Who changed the result and when (ISO): written by the server, never by a screen. */
  resultWasChangedBy?: string | null;
  resultWasChangedAt?: string | null;
  completed: boolean;
  jsonCustomObs: string | null;
  jsonCustomObsObj?: CustomObservations<AliObservationKey>;
}

/** GET .../avaliacao-legitimo-interesse/completo/{id}: the banner follows risk.message. */
export interface AliResults {
  conclusion: { risk: { message: (typeof ALI_RESULT)[keyof typeof ALI_RESULT] } };
}

// ---- TPA (assessment-terceiros) ----

export const TPA_MATURITY_KEYS = [
  'hasDPO',
  'hasInventary',
  'impactAvaliation',
  'hasPlans',
  'hasPolicy',
  'hasControlData',
  'hasThirdPartyAccess',
  'hasCompliance',
  'hasGovernance',
  'hasComunicationChannel',
  'hasLegalProcess',
  'hasIncident',
  'hasInvestigated',
  'hasTrainning',
] as const;

export const TPA_POSITION_KEYS = [
  'collectData',
  'employerDataHolders',
  'purposesResult',
  'decisionImpactTheHolders',
  'decidePersonalDataCollected',
  'professionalOpinions',
  'holdersCollectDataFrom',
  'directRelationshipTheHolders',
  'benefitDirectly',
  'determinesHowDatatreated',
  'handlePersonalDataContext',
  'engagingOtherCompanies',
] as const;

/**
 * Contract test (step 4): the spec's 12 yes/no questions with 'Observações', as keys of the
 * questions the firm asks since issue 28: three on the nature of the processing (the ANPD's
 * high-risk criteria), nine on the clauses a controller-operator contract needs
 * (docs/decisions.md "TPA: the contract test tests the contract").
 */
export const TPA_CONTRACT_KEYS = [
  'relevance',
  'specialData',
  'riskyProcessing',
  'dataMinimization',
  'instructions',
  'confidentialitySecurity',
  'incidentNotice',
  'subOperators',
  'returnDeletion',
  'auditRights',
  'internationalTransfer',
  'liability',
] as const;

/** The keys of the contract test as first built (the spec's list), read by the reading rule. */
export const TPA_LEGACY_CONTRACT_KEYS = [
  'relevance',
  'dataMinimization',
  'transparency',
  'sensitiveData',
  'financialData',
  'monitoringHolders',
  'newTechnologies',
  'minorData',
  'vulnerableData',
  'criminalData',
  'profiling',
  'automatedDecisions',
] as const;

export type TpaLegacyContractKey = (typeof TPA_LEGACY_CONTRACT_KEYS)[number];

export type TpaMaturityKey = (typeof TPA_MATURITY_KEYS)[number];
export type TpaPositionKey = (typeof TPA_POSITION_KEYS)[number];
export type TpaContractKey = (typeof TPA_CONTRACT_KEYS)[number];

/** One TPA question: answer initially empty. */
export interface TpaQuestion {
  answer: YesNo | '';
  comments: string;
}

export type TpaQuestions<K extends string> = Record<K, TpaQuestion>;

/** The four JSON blobs of a TPA record once parsed. */
export interface TpaParsedQuestions {
  jsonMaturityQuestions: TpaQuestions<TpaMaturityKey>;
  jsonCompanyPosition: TpaQuestions<TpaPositionKey>;
  jsonThirdPartyPosition: TpaQuestions<TpaPositionKey>;
  jsonContractAvaliation: TpaQuestions<TpaContractKey>;
}

/** GET .../assessment-terceiros/completo/{id}. Percentages for the two gauges. */
export interface TpaResults {
  maturityScore: { result: number };
  companyPositionResult: string;
  thirdPartyPositionResult: string;
  contractRiskResult: { result: number };
}

// ---- Shared calls ----

/** tab/finish/position query: the answer is a boolean saying whether the step is filled. */
export interface StepFinishQuery {
  id: number;
  position: number;
}

/** tab/conclusion query (empty body). */
export interface ConclusionQuery {
  id: number;
  finishWithLegalAssessment: true;
  sendBackWithComments: false;
}
