import type { InfractionClass } from './dosimetry-types';

// Figures of Resolução CD/ANPD nº 4/2023 (Anexo I and Arts. 14-15), as decimal strings so they
// enter the calculation exactly.

export type Range = { min: string; max: string };

/** Base rate A1..A2 in percent of revenue, interpolated by the damage degree. */
export const BASE_RATE_PERCENT: Readonly<Record<InfractionClass, Range>> = {
  LEVE: { min: '0.08', max: '0.15' },
  MEDIA: { min: '0.13', max: '0.50' },
  GRAVE: { min: '0.45', max: '1.50' },
};

/** Base value V1..V2 in reais when the offender has no revenue. */
export const BASE_VALUE_WITHOUT_REVENUE: Readonly<Record<InfractionClass, Range>> = {
  LEVE: { min: '1500', max: '3500' },
  MEDIA: { min: '3000', max: '7000' },
  GRAVE: { min: '6750', max: '15750' },
};

export const FINE_FLOOR_WITH_REVENUE: Readonly<Record<InfractionClass, string>> = {
  LEVE: '3000',
  MEDIA: '6000',
  GRAVE: '12000',
};

export const FINE_FLOOR_WITHOUT_REVENUE: Readonly<Record<InfractionClass, string>> = {
  LEVE: '1000',
  MEDIA: '2000',
  GRAVE: '4000',
};

/** The floor is at least this multiple of the estimated economic advantage. */
export const ADVANTAGE_FLOOR_MULTIPLIER = '2';

/** Cap with revenue: this share of revenue, never above the absolute cap. */
export const FINE_CAP_REVENUE_SHARE = '0.02';
export const FINE_CAP_ABSOLUTE = '50000000';

/** Damage degrees run 0..3, so the interpolation divides by 3. */
export const MAX_DAMAGE_DEGREE = 3;
