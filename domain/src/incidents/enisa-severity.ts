// The severity of a personal data breach by the ENISA method: "Recommendations for a methodology
// of the assessment of severity of personal data breaches", v1.0, December 2013 (written with the
// data protection authorities of Greece and Germany). SE = DPC x EI + CB:
// - DPC, the data processing context: the basic score of the breached data's category (simple 1,
//   behavioural 2, financial 3, sensitive 4; the highest when several), adjusted up or down by the
//   context (volume, the controller's or the data subjects' characteristics, invalid or public
//   data, what the data actually reveals), kept within 1-4;
// - EI, the ease of identification: negligible 0.25, limited 0.5, significant 0.75, maximum 1;
// - CB, the circumstances of the breach: loss of confidentiality, integrity and availability each
//   add 0, 0.25 or 0.5, and malicious intent 0.5.
// Levels: SE < 2 low, 2 <= SE < 3 medium, 3 <= SE < 4 high, SE >= 4 very high.

export const DATA_CATEGORY_SCORE = {
  simple: 1,
  behavioural: 2,
  financial: 3,
  sensitive: 4,
} as const;

export type DataCategory = keyof typeof DATA_CATEGORY_SCORE;

export const IDENTIFICATION_SCORE = {
  negligible: 0.25,
  limited: 0.5,
  significant: 0.75,
  maximum: 1,
} as const;

export type EaseOfIdentification = keyof typeof IDENTIFICATION_SCORE;

export const CONFIDENTIALITY_LOSS = { none: 0, known: 0.25, unknown: 0.5 } as const;
export const INTEGRITY_LOSS = { none: 0, recoverable: 0.25, unrecoverable: 0.5 } as const;
export const AVAILABILITY_LOSS = { none: 0, temporary: 0.25, permanent: 0.5 } as const;
export const MALICIOUS_INTENT = 0.5;

/** How far the context may move the basic score (the method's examples go from -3 to +3). */
export const DPC_ADJUSTMENTS = [-3, -2, -1, 0, 1, 2, 3] as const;

export interface BreachCircumstances {
  confidentiality: keyof typeof CONFIDENTIALITY_LOSS;
  integrity: keyof typeof INTEGRITY_LOSS;
  availability: keyof typeof AVAILABILITY_LOSS;
  malicious: boolean;
}

export interface EnisaAnswers extends BreachCircumstances {
  categories: readonly DataCategory[];
  adjustment: number;
  identification: EaseOfIdentification | undefined;
}

export type EnisaLevel = 'low' | 'medium' | 'high' | 'veryHigh';

export const ENISA_LEVEL_LABEL: Record<EnisaLevel, string> = {
  low: 'Baixa',
  medium: 'Média',
  high: 'Alta',
  veryHigh: 'Muito alta',
};

export interface EnisaSeverity {
  dpc: number;
  ei: number;
  cb: number;
  score: number;
  level: EnisaLevel;
}

/** The adjusted DPC (1-4), or undefined while no category is known. */
export function dataProcessingContext(
  categories: readonly DataCategory[],
  adjustment: number,
): number | undefined {
  if (categories.length === 0) return undefined;
  const basic = Math.max(...categories.map((category) => DATA_CATEGORY_SCORE[category]));
  return Math.min(4, Math.max(1, basic + adjustment));
}

/** CB: the sum of the circumstances present. */
export function breachCircumstances(circumstances: BreachCircumstances): number {
  return (
    CONFIDENTIALITY_LOSS[circumstances.confidentiality] +
    INTEGRITY_LOSS[circumstances.integrity] +
    AVAILABILITY_LOSS[circumstances.availability] +
    (circumstances.malicious ? MALICIOUS_INTENT : 0)
  );
}

export function severityLevel(score: number): EnisaLevel {
  if (score >= 4) return 'veryHigh';
  if (score >= 3) return 'high';
  if (score >= 2) return 'medium';
  return 'low';
}

/** SE = DPC x EI + CB and its level; undefined until the categories and the EI are answered. */
export function enisaSeverity(answers: EnisaAnswers): EnisaSeverity | undefined {
  const dpc = dataProcessingContext(answers.categories, answers.adjustment);
  if (dpc === undefined || answers.identification === undefined) return undefined;
  const ei = IDENTIFICATION_SCORE[answers.identification];
  const cb = breachCircumstances(answers);
  // Every factor is a multiple of 0.25, so the sum is exact in binary floating point.
  const score = dpc * ei + cb;
  return { dpc, ei, cb, score, level: severityLevel(score) };
}
