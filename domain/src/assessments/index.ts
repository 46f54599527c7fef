// Assessments (spec 3): form registry, step definitions, exclusive choices and scoring rules.
export * from './assessment-forms';
export * from './agent-profiles';
export * from './assessment-list-rules';
export * from './assessment-messages';
export * from './exclusive-choices';
export * from './question-types';
export * from './rule-hit';
export * from './new-project-questions';
export * from './new-project-rules';
export * from './ali-rules';
export * from './tpa-questions';
export * from './tpa-rules';
export * from './assessment-dossier';
export * from './dossier-file';
export * from './ropa-questions';
export * from './ropa-rules';
