import type { DosimetryInput, InfractionClass } from './dosimetry-types';
import { AGRAVANTE_QUESTIONS, findAgravanteOption } from './agravante-questions';
import { ATENUANTE_OPTIONS } from './atenuante-options';
import { type InfractionClassification, classifyInfraction } from './classify-infraction';
import { type DamageDegree } from './damage-degrees';
import { decimalMax, decimalMin } from '../format/exact-decimal';
import { Dec } from './dosimetry-decimal';
import {
  ADVANTAGE_FLOOR_MULTIPLIER,
  BASE_RATE_PERCENT,
  BASE_VALUE_WITHOUT_REVENUE,
  FINE_CAP_ABSOLUTE,
  FINE_CAP_REVENUE_SHARE,
  FINE_FLOOR_WITHOUT_REVENUE,
  FINE_FLOOR_WITH_REVENUE,
  MAX_DAMAGE_DEGREE,
  type Range,
} from './dosimetry-tables';
import { parseNumericInput } from './numeric-input';

export type AppliedFactor = { name: string; fraction: Dec };

/** Every figure of one calculation, unrounded, for the result and its explanation. */
export type FineFigures = InfractionClassification & {
  damageDegree: DamageDegree;
  hasRevenue: boolean;
  grossRevenue: Dec;
  taxes: Dec;
  /** F = valorFaturamento - valorTributos; zero without revenue. */
  revenue: Dec;
  /** A1..A2 with revenue, V1..V2 without. */
  baseRange: Range;
  /** Base rate in percent; null without revenue. */
  rate: Dec | null;
  baseValue: Dec;
  agravanteItems: AppliedFactor[];
  agravantes: Dec;
  atenuanteItems: AppliedFactor[];
  atenuantes: Dec;
  rawValue: Dec;
  minimumFloor: Dec;
  advantage: Dec;
  floor: Dec;
  /** 2% of F with revenue; null without revenue. */
  revenueShareCap: Dec | null;
  cap: Dec;
  /** min(cap, max(floor, raw)), before rounding. */
  unroundedFine: Dec;
};

/** Reads a field that validation already accepted; missing money counts as zero. */
function decimalOf(value: unknown): Dec {
  const parsed = parseNumericInput(value);
  return parsed.kind === 'ok' ? parsed.value : new Dec(0);
}

function agravanteItems(input: DosimetryInput): AppliedFactor[] {
  return AGRAVANTE_QUESTIONS.flatMap((question) => {
    const option = findAgravanteOption(question, input[question.field]);
    if (!option || option.percent === 0) return [];
    // Art. 12 caps each circumstance; the options never exceed it, the min keeps that true.
    const percent = Math.min(option.percent, question.capPercent);
    return [{ name: question.name, fraction: new Dec(percent).div(100) }];
  });
}

function atenuanteItems(input: DosimetryInput): AppliedFactor[] {
  return ATENUANTE_OPTIONS.filter((option) => input[option.field]).map((option) => ({
    name: option.name,
    fraction: new Dec(option.percent).div(100),
  }));
}

function sumOf(items: AppliedFactor[]): Dec {
  return items.reduce((total, item) => total.plus(item.fraction), new Dec(0));
}

/** (min * 3 + (max - min) * GD): three times the interpolated value, still exact. */
function interpolatedTimesThree(range: Range, damageDegree: DamageDegree): Dec {
  const min = new Dec(range.min);
  return min.times(MAX_DAMAGE_DEGREE).plus(new Dec(range.max).minus(min).times(damageDegree));
}

function floorOf(grade: InfractionClass, hasRevenue: boolean): Dec {
  return new Dec((hasRevenue ? FINE_FLOOR_WITH_REVENUE : FINE_FLOOR_WITHOUT_REVENUE)[grade]);
}

/** The calculation of Resolução CD/ANPD nº 4/2023 on an input that passed validation. */
export function computeFineFigures(input: DosimetryInput): FineFigures {
  const classification = classifyInfraction(input);
  const grade = classification.grauInfracao;
  const damageDegree = decimalOf(input.grauDano).toNumber() as DamageDegree;
  const hasRevenue = !input.naoTemFaturamento;
  const grossRevenue = hasRevenue ? decimalOf(input.valorFaturamento) : new Dec(0);
  const taxes = hasRevenue ? decimalOf(input.valorTributos) : new Dec(0);
  const revenue = grossRevenue.minus(taxes);

  // Everything stays multiplied by 3 until the single division at the end, so the repeating
  // decimals of GD / 3 never get rounded inside a product.
  const baseRange = (hasRevenue ? BASE_RATE_PERCENT : BASE_VALUE_WITHOUT_REVENUE)[grade];
  const scaledRateOrValue = interpolatedTimesThree(baseRange, damageDegree);
  const baseTimesThree = hasRevenue ? scaledRateOrValue.div(100).times(revenue) : scaledRateOrValue;

  const agravanteList = agravanteItems(input);
  const atenuanteList = atenuanteItems(input);
  const agravantes = sumOf(agravanteList);
  const atenuantes = sumOf(atenuanteList);
  // Arts. 12-13: both applied together to the base, not one after the other.
  const factor = new Dec(1).plus(agravantes).minus(atenuantes);
  const rawValue = decimalMax(0, baseTimesThree.times(factor).div(MAX_DAMAGE_DEGREE));

  const minimumFloor = floorOf(grade, hasRevenue);
  const advantage = decimalOf(input.valorVantagemAuferidaEstimavel);
  const floor = decimalMax(minimumFloor, advantage.times(ADVANTAGE_FLOOR_MULTIPLIER));
  const revenueShareCap = hasRevenue ? revenue.times(FINE_CAP_REVENUE_SHARE) : null;
  const cap = revenueShareCap
    ? decimalMin(revenueShareCap, FINE_CAP_ABSOLUTE)
    : new Dec(FINE_CAP_ABSOLUTE);
  // The cap wins over the floor (research note, step 6).
  const unroundedFine = decimalMin(cap, decimalMax(floor, rawValue));

  return {
    ...classification,
    damageDegree,
    hasRevenue,
    grossRevenue,
    taxes,
    revenue,
    baseRange,
    rate: hasRevenue ? scaledRateOrValue.div(MAX_DAMAGE_DEGREE) : null,
    baseValue: baseTimesThree.div(MAX_DAMAGE_DEGREE),
    agravanteItems: agravanteList,
    agravantes,
    atenuanteItems: atenuanteList,
    atenuantes,
    rawValue,
    minimumFloor,
    advantage,
    floor,
    revenueShareCap,
    cap,
    unroundedFine,
  };
}
