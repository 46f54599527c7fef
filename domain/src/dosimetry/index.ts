// Fine dosimetry of the simulator (spec 4; Resolução CD/ANPD nº 4/2023).
export type {
  AgravanteField,
  AgravanteQuestionNumber,
  AtenuanteField,
  AtenuanteNumber,
  DosimetryInput,
  DosimetryIssue,
  DosimetryResult,
  DosimetryStep,
  InfractionClass,
  InfractionClassLabel,
  InfractionField,
  InfractionNumber,
  NumericInput,
} from './dosimetry-types';
export { computeFine, InvalidDosimetryInputError } from './compute-fine';
export {
  validateDosimetryInput,
  INFRACTION_GROUP_FIELD,
  ATENUANTE_GROUP_FIELD,
} from './validate-dosimetry-input';
export { DOSIMETRY_MESSAGES, unknownAgravanteOptionMessage } from './dosimetry-messages';
export { classifyInfraction, INFRACTION_CLASS_LABELS } from './classify-infraction';
export type { InfractionClassification } from './classify-infraction';
export { INFRACTION_OPTIONS, NO_INFRACTION_OPTION } from './infraction-options';
export type { InfractionOption } from './infraction-options';
export { DAMAGE_DEGREES } from './damage-degrees';
export type { DamageDegree, DamageDegreeOption } from './damage-degrees';
export {
  AGRAVANTE_NONE,
  AGRAVANTE_QUESTIONS,
  SPECIFIC_RECIDIVISM_OPTIONS,
  GENERIC_RECIDIVISM_OPTIONS,
  UNMET_GUIDANCE_OPTIONS,
  UNMET_CORRECTIVE_OPTIONS,
} from './agravante-questions';
export type { AgravanteOption, AgravanteQuestion } from './agravante-questions';
export {
  ATENUANTE_OPTIONS,
  ATENUANTE_NONE_LABEL,
  EXCLUSIVE_ATENUANTE_GROUPS,
} from './atenuante-options';
export type { AtenuanteOption } from './atenuante-options';
export {
  DEFAULT_INFRACTION_SELECTION,
  DEFAULT_ATENUANTE_SELECTION,
  toggleInfraction,
  toggleAtenuante,
  toggleNenhuma,
  isAtenuanteAnswered,
} from './option-toggles';
export type { InfractionSelection, AtenuanteSelection } from './option-toggles';
