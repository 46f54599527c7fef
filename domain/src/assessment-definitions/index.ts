// Assessment kinds as data (issue 32): definition types, conditions, the definition and answers
// validators, the generic scorer and the registered definitions.
export * from './definition-types';
export * from './conditions';
export * from './definition-answers';
export * from './definition-validator';
export * from './definition-scoring';
export * from './site-checklist';
export * from './registry';
export * from './identities';
export * from './definition-access';
export * from './definition-dossier';
export * from './definition-messages';
export * from './site-checklist-identity';
export * from './ripd';
export * from './ripd-identity';
export * from './ripd-risk';
export * from './ripd-messages';
export * from './ripd-dossier';
export * from './security-incident';
export * from './security-incident-identity';
export * from './ripd-from-new-project';
export * from './ripd-start-messages';
export * from './definition-flat-wire';
export * from './new-project';
export * from './new-project-questionnaire';
export * from './ropa';
export * from './ropa-questionnaire';
