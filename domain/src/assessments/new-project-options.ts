// The new-project questionnaire's choices (spec 3 sections 3 and 4): the sensitive-data categories
// with the exclusive 'Não', and the legal bases of LGPD arts. 7 and 11 with their two exclusive
// answers. The questions that offer them are the kind's definition
// (assessment-definitions/new-project.ts); its rules read them too.
import type { ChoiceOption } from './question-types';

/** 'Não' of the sensitive-data categories (the stored default, spec 3 section 3). */
export const NEW_PROJECT_NO_SENSITIVE = 'Nao';

/** Sensitive personal data (LGPD art. 5 II), plus the exclusive 'Não'. */
export const NEW_PROJECT_SENSITIVE_OPTIONS: readonly ChoiceOption[] = [
  { value: NEW_PROJECT_NO_SENSITIVE, label: 'Não' },
  { value: 'Origem racial ou étnica', label: 'Origem racial ou étnica' },
  { value: 'Convicção religiosa', label: 'Convicção religiosa' },
  { value: 'Opinião política', label: 'Opinião política' },
  {
    value: 'Filiação a sindicato ou organização religiosa/filosófica/política',
    label: 'Filiação a sindicato ou a organização de caráter religioso, filosófico ou político',
  },
  { value: 'Dado referente à saúde', label: 'Dado referente à saúde' },
  { value: 'Dado referente à vida sexual', label: 'Dado referente à vida sexual' },
  { value: 'Dado genético ou biométrico', label: 'Dado genético ou biométrico' },
];

export const NEW_PROJECT_SENSITIVE_TEXT = {
  yes: 'o projeto envolve dados pessoais sensíveis',
  no: 'o projeto não envolve dados pessoais sensíveis',
} as const;

export const LEGAL_BASIS_NONE = 'Nenhuma das anteriores';
export const LEGAL_BASIS_NOT_APPLICABLE = 'Não se aplica';

/** Legal bases of LGPD art. 7 (any data) and art. 11 (sensitive data), and the two exclusive answers. */
export const NEW_PROJECT_LEGAL_BASIS_OPTIONS: readonly ChoiceOption[] = [
  { value: 'Art. 7 I - Consentimento', label: 'Consentimento do titular (art. 7º, I)' },
  {
    value: 'Art. 7 II - Obrigação legal ou regulatória',
    label: 'Cumprimento de obrigação legal ou regulatória (art. 7º, II)',
  },
  {
    value: 'Art. 7 III - Políticas públicas',
    label: 'Execução de políticas públicas (art. 7º, III)',
  },
  {
    value: 'Art. 7 IV - Estudos por órgão de pesquisa',
    label: 'Realização de estudos por órgão de pesquisa (art. 7º, IV)',
  },
  {
    value: 'Art. 7 V - Execução de contrato',
    label: 'Execução de contrato ou procedimentos preliminares (art. 7º, V)',
  },
  {
    value: 'Art. 7 VI - Exercício regular de direitos',
    label: 'Exercício regular de direitos em processo (art. 7º, VI)',
  },
  {
    value: 'Art. 7 VII - Proteção da vida',
    label: 'Proteção da vida ou da incolumidade física (art. 7º, VII)',
  },
  { value: 'Art. 7 VIII - Tutela da saúde', label: 'Tutela da saúde (art. 7º, VIII)' },
  {
    value: 'Art. 7 IX - Interesse legítimo',
    label: 'Legítimo interesse do controlador ou de terceiro (art. 7º, IX)',
  },
  { value: 'Art. 7 X - Proteção do crédito', label: 'Proteção do crédito (art. 7º, X)' },
  {
    value: 'Art. 11 I - Consentimento específico',
    label: 'Dado sensível: consentimento específico e destacado (art. 11, I)',
  },
  {
    value: 'Art. 11 II a - Obrigação legal',
    label: 'Dado sensível: obrigação legal ou regulatória (art. 11, II, a)',
  },
  {
    value: 'Art. 11 II b - Políticas públicas',
    label: 'Dado sensível: políticas públicas (art. 11, II, b)',
  },
  {
    value: 'Art. 11 II c - Estudos por órgão de pesquisa',
    label: 'Dado sensível: estudos por órgão de pesquisa (art. 11, II, c)',
  },
  {
    value: 'Art. 11 II d - Exercício regular de direitos',
    label: 'Dado sensível: exercício regular de direitos (art. 11, II, d)',
  },
  {
    value: 'Art. 11 II e - Proteção da vida',
    label: 'Dado sensível: proteção da vida ou da incolumidade física (art. 11, II, e)',
  },
  {
    value: 'Art. 11 II f - Tutela da saúde',
    label: 'Dado sensível: tutela da saúde (art. 11, II, f)',
  },
  {
    value: 'Art. 11 II g - Prevenção à fraude',
    label: 'Dado sensível: prevenção à fraude e segurança do titular (art. 11, II, g)',
  },
  { value: LEGAL_BASIS_NONE, label: LEGAL_BASIS_NONE },
  {
    value: LEGAL_BASIS_NOT_APPLICABLE,
    label: 'Não se aplica (o projeto não trata dados pessoais)',
  },
];

export const LEGAL_BASIS_EXCLUSIVE = [LEGAL_BASIS_NONE, LEGAL_BASIS_NOT_APPLICABLE] as const;

/** Bases that may support sensitive data (LGPD art. 11). */
export const SENSITIVE_LEGAL_BASES = NEW_PROJECT_LEGAL_BASIS_OPTIONS.map((o) => o.value).filter(
  (value) => value.startsWith('Art. 11'),
);

export const LEGITIMATE_INTEREST_BASIS = 'Art. 7 IX - Interesse legítimo';
export const CONSENT_BASES = ['Art. 7 I - Consentimento', 'Art. 11 I - Consentimento específico'];
