import { DEMAND_STATUS, type DemandStatus } from '../demand-status';
import { sumMoney } from './budget-money';
import { brazilianDay } from '../calendar/calendar-days';
import { type DayRange, type IsoDay } from './budget-days';

// Which period a service belongs to, and what of it counts as invested and as hours spent. One
// date per service, in every figure of a period (status table, services list, both
// spreadsheets, the statement) and in the hours bank: a finished service is dated by its
// completion (the work is done, and its hours are spent, that day); a service not finished is
// dated by its request. The database keeps the same date in demands.service_at.

export interface DatedService {
  readonly status: DemandStatus;
  readonly createdAt: Date;
  /** When the demand last became FINALIZADO; null otherwise. */
  readonly finishedAt: Date | null;
}

/** The instant a service is dated by: its completion once finished, else its request. */
export function serviceInstant(service: DatedService): Date {
  return service.status === DEMAND_STATUS.FINALIZADO && service.finishedAt
    ? service.finishedAt
    : service.createdAt;
}

/** The Brazilian day a service is dated by. */
export function serviceDay(service: DatedService): IsoDay {
  return brazilianDay(serviceInstant(service));
}

export function isInRange(day: IsoDay, range: DayRange): boolean {
  return day >= range.from && day <= range.to;
}

/** Only finished demands marked "válida para consumo de horas" spend hours of the bank. */
export const HOURS_CONSUMING_STATUSES: readonly DemandStatus[] = [DEMAND_STATUS.FINALIZADO];

export function consumesHours(demand: { consumoHoras: boolean; status: DemandStatus }): boolean {
  return demand.consumoHoras && HOURS_CONSUMING_STATUSES.includes(demand.status);
}

/**
 * 'Valor investido' sums the work being done or done: Em curso and Finalizado. Pendente and Não
 * iniciado are not started; Cancelado and Cancelamento (cancellation requested) will not be done.
 */
export const INVESTED_STATUSES: readonly DemandStatus[] = [
  DEMAND_STATUS.EM_CURSO,
  DEMAND_STATUS.FINALIZADO,
];

export function isInvested(status: DemandStatus): boolean {
  return INVESTED_STATUSES.includes(status);
}

/** 'Valor investido' of the status table's rows: the sum of Em curso and Finalizado. */
export function investedValue(rows: readonly { status: DemandStatus; total: number }[]): number {
  return sumMoney(rows.filter((row) => isInvested(row.status)).map((row) => row.total));
}
