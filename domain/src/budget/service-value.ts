import Decimal from 'decimal.js';
import type { IsoDay } from './hours-ledger';

// A service's value (spec 2 section 2.8, Valor do Serviço / Valores totais): the value the staff
// set on the demand; when none was set, its hours at the client's price in force on the day the
// demand was made (spec 1 section 3, client price-hours record).

export interface PricePeriod {
  readonly valorHora: number;
  readonly vigenciaInicio: IsoDay;
  readonly vigenciaFim: IsoDay | null;
}

/**
 * The price in force on a day: the period that holds the day; between periods (or after the
 * last one closed), the latest period started on or before the day. Null before any period.
 */
export function priceInForce(prices: readonly PricePeriod[], day: IsoDay): number | null {
  const started = prices
    .filter((price) => price.vigenciaInicio <= day)
    .sort((a, b) => (a.vigenciaInicio < b.vigenciaInicio ? 1 : -1));
  const holding = started.find((price) => price.vigenciaFim === null || price.vigenciaFim >= day);
  return (holding ?? started[0])?.valorHora ?? null;
}

/** Hours (whole minutes) at a price per hour, rounded half-up to cents. */
export function valueOfMinutes(minutes: number, valorHora: number): number {
  return new Decimal(minutes)
    .times(valorHora)
    .dividedBy(60)
    .toDecimalPlaces(2, Decimal.ROUND_HALF_UP)
    .toNumber();
}

export function serviceValue(
  demand: {
    readonly valor: number | null;
    readonly horasMinutes: number | null;
    readonly day: IsoDay;
  },
  prices: readonly PricePeriod[],
): number | null {
  if (demand.valor !== null) return demand.valor;
  if (demand.horasMinutes === null) return null;
  const price = priceInForce(prices, demand.day);
  return price === null ? null : valueOfMinutes(demand.horasMinutes, price);
}
