import type { AgravanteField } from './dosimetry-types';

/** One answer of an agravante question; its label is the text sent on the wire (spec 4 section 3.2). */
export type AgravanteOption = { label: string; percent: number };

export type AgravanteQuestion = {
  field: AgravanteField;
  /** Short name of the aggravating circumstance, used in the result explanation. */
  name: string;
  question: string;
  /** Art. 12 cap; the last option of each question already sits at it. */
  capPercent: number;
  options: readonly AgravanteOption[];
};

export const AGRAVANTE_NONE = 'Nenhuma';

// Spec 4 section 9: +10% per prior sanction for the same ground, capped at 40%.
export const SPECIFIC_RECIDIVISM_OPTIONS: readonly AgravanteOption[] = [
  { label: AGRAVANTE_NONE, percent: 0 },
  { label: '1 sanção anterior (10%)', percent: 10 },
  { label: '2 sanções anteriores (20%)', percent: 20 },
  { label: '3 sanções anteriores (30%)', percent: 30 },
  { label: '4 sanções anteriores (40%)', percent: 40 },
  { label: 'Mais de 4 sanções anteriores (40%)', percent: 40 },
];

// Spec 4 section 9: +5% per sanction in the last 5 years on any ground, capped at 20%.
export const GENERIC_RECIDIVISM_OPTIONS: readonly AgravanteOption[] = [
  { label: AGRAVANTE_NONE, percent: 0 },
  { label: '1 sanção nos últimos 5 anos (5%)', percent: 5 },
  { label: '2 sanções nos últimos 5 anos (10%)', percent: 10 },
  { label: '3 sanções nos últimos 5 anos (15%)', percent: 15 },
  { label: '4 sanções nos últimos 5 anos (20%)', percent: 20 },
  { label: 'Mais de 4 sanções nos últimos 5 anos (20%)', percent: 20 },
];

// Spec 4 section 9: +20% per unmet guidance measure, capped at 80%.
export const UNMET_GUIDANCE_OPTIONS: readonly AgravanteOption[] = [
  { label: AGRAVANTE_NONE, percent: 0 },
  { label: '1 medida de orientação descumprida (20%)', percent: 20 },
  { label: '2 medidas de orientação descumpridas (40%)', percent: 40 },
  { label: '3 medidas de orientação descumpridas (60%)', percent: 60 },
  { label: '4 medidas de orientação descumpridas (80%)', percent: 80 },
  { label: 'Mais de 4 medidas de orientação descumpridas (80%)', percent: 80 },
];

// Spec 4 section 9: +30% per unmet preventive or corrective measure, capped at 90%.
export const UNMET_CORRECTIVE_OPTIONS: readonly AgravanteOption[] = [
  { label: AGRAVANTE_NONE, percent: 0 },
  { label: '1 medida corretiva descumprida (30%)', percent: 30 },
  { label: '2 medidas corretivas descumpridas (60%)', percent: 60 },
  { label: '3 medidas corretivas descumpridas (90%)', percent: 90 },
  { label: 'Mais de 3 medidas corretivas descumpridas (90%)', percent: 90 },
];

/** Questions 1 to 4 of step 3 (Art. 12 of Resolução CD/ANPD nº 4/2023). */
export const AGRAVANTE_QUESTIONS: readonly AgravanteQuestion[] = [
  {
    field: 'etapa3pergunta1',
    name: 'Reincidência específica',
    question:
      'Quantas sanções o infrator já recebeu anteriormente pela mesma infração (reincidência específica)?',
    capPercent: 40,
    options: SPECIFIC_RECIDIVISM_OPTIONS,
  },
  {
    field: 'etapa3pergunta2',
    name: 'Reincidência genérica',
    question:
      'Quantas sanções o infrator recebeu nos últimos 5 anos, por qualquer infração (reincidência genérica)?',
    capPercent: 20,
    options: GENERIC_RECIDIVISM_OPTIONS,
  },
  {
    field: 'etapa3pergunta3',
    name: 'Medidas de orientação descumpridas',
    question: 'Quantas medidas de orientação determinadas pela ANPD o infrator deixou de cumprir?',
    capPercent: 80,
    options: UNMET_GUIDANCE_OPTIONS,
  },
  {
    field: 'etapa3pergunta4',
    name: 'Medidas corretivas descumpridas',
    question:
      'Quantas medidas preventivas ou corretivas determinadas pela ANPD o infrator deixou de cumprir?',
    capPercent: 90,
    options: UNMET_CORRECTIVE_OPTIONS,
  },
];

/** The option whose wire text matches (surrounding spaces ignored), or undefined. */
export function findAgravanteOption(
  question: AgravanteQuestion,
  text: string,
): AgravanteOption | undefined {
  const wanted = text.trim();
  return question.options.find((option) => option.label === wanted);
}
