import type { DosimetryStep } from './dosimetry-types';
import { damageDegreeOption } from './damage-degrees';
import { isWholeDecimal } from '../format/exact-decimal';
import { Dec } from './dosimetry-decimal';
import {
  formatDosimetryFraction as fraction,
  formatDosimetryMoney as brl,
  formatDosimetryPercent as percent,
} from './dosimetry-format';
import {
  ADVANTAGE_FLOOR_MULTIPLIER,
  FINE_CAP_ABSOLUTE,
  FINE_CAP_REVENUE_SHARE,
} from './dosimetry-tables';
import type { AppliedFactor, FineFigures } from './fine-figures';

function baseStep(f: FineFigures): DosimetryStep {
  const gd = f.damageDegree;
  const min = new Dec(f.baseRange.min);
  const max = new Dec(f.baseRange.max);
  if (f.rate === null) {
    return {
      title: 'Valor base',
      detail: `Sem faturamento, o valor base vai de ${brl(min)} a ${brl(max)} conforme o grau do dano: ${brl(min)} + (${brl(max)} − ${brl(min)}) × ${gd} ÷ 3 = ${brl(f.baseValue)}.`,
    };
  }
  const revenue =
    `Faturamento (F) = ${brl(f.grossRevenue)} − ${brl(f.taxes)} de tributos = ${brl(f.revenue)}. ` +
    `Alíquota-base = ${percent(min)} + (${percent(max)} − ${percent(min)}) × ${gd} ÷ 3`;
  // A rate that a rounded percentage cannot show exactly (a third of something) is written as
  // "N% ÷ 3", so every figure on screen multiplies out to the base value.
  if (isWholeDecimal(f.rate.times(10_000))) {
    return {
      title: 'Valor base',
      detail: `${revenue} = ${percent(f.rate)}. Valor base = ${brl(f.revenue)} × ${percent(f.rate)} = ${brl(f.baseValue)}.`,
    };
  }
  const thrice = min.times(3).plus(max.minus(min).times(gd));
  // The step that gives the numerator (platform m23: "1,13%" appeared from nowhere).
  const numerator = `(3 × ${percent(min)} + ${gd} × ${percent(max.minus(min))}) ÷ 3`;
  return {
    title: 'Valor base',
    detail:
      `${revenue} = ${numerator} = ${percent(thrice)} ÷ 3 (≈ ${percent(f.rate)}). ` +
      `Valor base = ${brl(f.revenue)} × ${percent(thrice)} ÷ 3 = ${brl(f.revenue.times(thrice).div(100))} ÷ 3 = ${brl(f.baseValue)}.`,
  };
}

function factorsDetail(items: AppliedFactor[], total: Dec, sign: '+' | '−', none: string): string {
  if (items.length === 0) return none;
  const list = items.map((item) => `${item.name}: ${sign}${fraction(item.fraction)}`).join('; ');
  return `${list}. Total: ${sign}${fraction(total)}.`;
}

function rawStep(f: FineFigures): DosimetryStep {
  const formula = `${brl(f.baseValue)} × (1 + ${fraction(f.agravantes)} − ${fraction(f.atenuantes)})`;
  const negative = new Dec(1).plus(f.agravantes).minus(f.atenuantes).lt(0);
  return {
    title: 'Valor calculado',
    detail: negative
      ? `${formula} é negativo, pois as atenuantes superam 100% mais as agravantes; o valor calculado fica em ${brl(f.rawValue)}.`
      : `${formula} = ${brl(f.rawValue)}.`,
  };
}

function floorStep(f: FineFigures): DosimetryStep {
  const who = f.hasRevenue ? 'com faturamento' : 'sem faturamento';
  const minimum = `Mínimo para infração ${f.classLabel.toLowerCase()} ${who}: ${brl(f.minimumFloor)}.`;
  if (!f.advantage.gt(0)) return { title: 'Valor mínimo', detail: minimum };
  const doubled = f.advantage.times(ADVANTAGE_FLOOR_MULTIPLIER);
  const comparison = doubled.gt(f.minimumFloor)
    ? `é maior, então o mínimo passa a ser ${brl(f.floor)}.`
    : 'não supera esse mínimo.';
  return {
    title: 'Valor mínimo',
    detail: `${minimum} O dobro da vantagem econômica estimada (2 × ${brl(f.advantage)} = ${brl(doubled)}) ${comparison}`,
  };
}

function capStep(f: FineFigures): DosimetryStep {
  if (f.revenueShareCap === null) {
    return { title: 'Valor máximo', detail: `Sem faturamento, o máximo é ${brl(f.cap)}.` };
  }
  const share = fraction(new Dec(FINE_CAP_REVENUE_SHARE));
  return {
    title: 'Valor máximo',
    detail: `O menor entre ${share} do faturamento (${brl(f.revenueShareCap)}) e ${brl(new Dec(FINE_CAP_ABSOLUTE))}: ${brl(f.cap)}.`,
  };
}

function finalStep(f: FineFigures): DosimetryStep {
  const final = brl(f.unroundedFine);
  let detail: string;
  if (f.rawValue.gt(f.cap)) {
    detail = `O valor calculado (${brl(f.rawValue)}) passa do máximo; a multa fica no máximo: ${final}.`;
  } else if (f.floor.gt(f.cap)) {
    detail = `O mínimo (${brl(f.floor)}) passa do máximo, e o máximo prevalece: ${final}.`;
  } else if (f.floor.gt(f.rawValue)) {
    detail = `O valor calculado (${brl(f.rawValue)}) fica abaixo do mínimo; a multa fica no mínimo: ${final}.`;
  } else {
    detail = `A multa é o valor calculado, arredondado aos centavos: ${final}.`;
  }
  return { title: 'Valor simulado da multa', detail };
}

/** Portuguese explanation of every step, in the order of the calculation. */
export function explainFine(f: FineFigures): DosimetryStep[] {
  return [
    { title: 'Classificação da infração', detail: f.classReason },
    {
      title: 'Grau do dano',
      detail: `${damageDegreeOption(f.damageDegree).label}: ${damageDegreeOption(f.damageDegree).description}`,
    },
    baseStep(f),
    {
      title: 'Agravantes',
      detail: factorsDetail(
        f.agravanteItems,
        f.agravantes,
        '+',
        'Nenhuma circunstância agravante.',
      ),
    },
    {
      title: 'Atenuantes',
      detail: factorsDetail(
        f.atenuanteItems,
        f.atenuantes,
        '−',
        'Nenhuma circunstância atenuante.',
      ),
    },
    rawStep(f),
    floorStep(f),
    capStep(f),
    finalStep(f),
  ];
}
