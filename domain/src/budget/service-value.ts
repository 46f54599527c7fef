import { Dec, roundHalfUp } from '../format/exact-decimal';
import type { IsoDay } from './budget-days';

// A service's value (spec 2 sections 2.4 and 2.8, Valor do Serviço / Valores totais): the value
// the staff typed on the demand; when none was typed, its hours at the client's price per hour in
// force on the day the demand was requested (spec 1 section 3, the client price-hours record),
// computed in decimal from the exact minutes and rounded half-up to the cent, once.
//
// The demand keeps this value (demands.service_valor, kept by the database with this same rule,
// which a test holds equal to these functions): the demands list, the demand's details, budget
// control, the spreadsheets and the statement all show that one stored value.

export interface PricePeriod {
  readonly valorHora: number;
  readonly vigenciaInicio: IsoDay;
  readonly vigenciaFim: IsoDay | null;
}

/**
 * The price in force on a day: the latest period started on or before that day (a period that
 * starts later never applies, however soon). Null before the first period.
 */
export function priceInForce(prices: readonly PricePeriod[], day: IsoDay): number | null {
  let latest: PricePeriod | null = null;
  for (const price of prices) {
    if (price.vigenciaInicio > day) continue;
    if (!latest || price.vigenciaInicio > latest.vigenciaInicio) latest = price;
  }
  return latest?.valorHora ?? null;
}

/** Whole minutes at a price per hour, in decimal, rounded half-up to the cent: 10 x 333,33 = 55,56. */
export function valueOfMinutes(minutes: number, valorHora: number): number {
  return roundHalfUp(new Dec(minutes).times(valorHora).div(60), 2).toNumber();
}

export interface ValuedDemand {
  /** The value typed by the staff; null when none was typed. */
  readonly valor: number | null;
  /** The demand's hours in whole minutes; null when not set. */
  readonly horasMinutes: number | null;
  /** The Brazilian day the demand was requested (created). */
  readonly requestDay: IsoDay;
}

/** How a demand's value was reached: typed, or hours at a price per hour. */
export type ServiceRate =
  { readonly kind: 'typed' } | { readonly kind: 'hourly'; readonly valorHora: number };

/** The rate behind a demand's value; null when it has none (no hours, or no price that day). */
export function serviceRate(
  demand: ValuedDemand,
  prices: readonly PricePeriod[],
): ServiceRate | null {
  if (demand.valor !== null) return { kind: 'typed' };
  if (demand.horasMinutes === null) return null;
  const valorHora = priceInForce(prices, demand.requestDay);
  return valorHora === null ? null : { kind: 'hourly', valorHora };
}

/** The demand's value: the typed one wins; otherwise hours x price in force on the request day. */
export function serviceValue(demand: ValuedDemand, prices: readonly PricePeriod[]): number | null {
  const rate = serviceRate(demand, prices);
  if (rate === null) return null;
  if (rate.kind === 'typed') return demand.valor;
  return valueOfMinutes(demand.horasMinutes!, rate.valorHora);
}
