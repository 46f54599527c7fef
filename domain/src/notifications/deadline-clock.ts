// The deadline clock of open demands: business days left until `prazo`, or 'Atrasada' once it
// has passed. The holiday calendar is passed in (the API uses the SLA's national holidays), so
// the rule stays pure and the screens only show what the API computed.
import { DEMAND_STATUS, type DemandStatus } from '../demand-status';

/** Statuses whose deadline still runs: a finished, cancelled or to-be-cancelled one has none. */
export const OPEN_DEMAND_STATUSES: readonly DemandStatus[] = [
  DEMAND_STATUS.PENDENTE,
  DEMAND_STATUS.NAO_INICIADO,
  DEMAND_STATUS.EM_CURSO,
];

export const OVERDUE_LABEL = 'Atrasada';
export const OVERDUE_FILTER_LABEL = 'Somente atrasadas';

export function isOpenDemand(demand: { status: DemandStatus; archived?: boolean | null }): boolean {
  return !demand.archived && OPEN_DEMAND_STATUSES.includes(demand.status);
}

/** Whether a calendar day (yyyy-MM-dd) is a holiday. */
export type IsHoliday = (day: string) => boolean;

function shiftDay(day: string, by: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + by);
  return date.toISOString().slice(0, 10);
}

export function isBusinessDay(day: string, isHoliday: IsHoliday): boolean {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !isHoliday(day);
}

/** The first business day after `day`. */
export function nextBusinessDay(day: string, isHoliday: IsHoliday): string {
  let current = shiftDay(day, 1);
  while (!isBusinessDay(current, isHoliday)) current = shiftDay(current, 1);
  return current;
}

// A deadline years away still answers quickly: past this many days the count stops growing.
const MAX_COUNTED_DAYS = 3660;

/** Business days after `today` up to and including `prazo`; 0 when `prazo` is today or past. */
export function businessDaysUntil(today: string, prazo: string, isHoliday: IsHoliday): number {
  let count = 0;
  let current = today;
  for (let steps = 0; current < prazo && steps < MAX_COUNTED_DAYS; steps += 1) {
    current = shiftDay(current, 1);
    if (isBusinessDay(current, isHoliday)) count += 1;
  }
  return count;
}

/** The clock of one demand as the wire carries it. */
export interface DeadlineClock {
  /** Business days left (0 on the deadline day and once overdue); null when the demand is closed. */
  diasUteisRestantes: number | null;
  /** The deadline has passed and the demand is still open. */
  atrasada: boolean;
}

export const NO_DEADLINE_CLOCK: DeadlineClock = { diasUteisRestantes: null, atrasada: false };

/** The clock of a demand on `today` (yyyy-MM-dd, Brazilian calendar day). */
export function deadlineClock(
  demand: { status: DemandStatus; archived?: boolean | null; prazo: string },
  today: string,
  isHoliday: IsHoliday,
): DeadlineClock {
  if (!isOpenDemand(demand) || !/^\d{4}-\d{2}-\d{2}$/.test(demand.prazo)) {
    return NO_DEADLINE_CLOCK;
  }
  if (demand.prazo < today) return { diasUteisRestantes: 0, atrasada: true };
  return { diasUteisRestantes: businessDaysUntil(today, demand.prazo, isHoliday), atrasada: false };
}

/** The text beside the deadline of an open demand: 'Vence hoje', '1 dia útil', '3 dias úteis'. */
export function remainingBusinessDaysLabel(days: number): string {
  if (days <= 0) return 'Vence hoje';
  return days === 1 ? '1 dia útil' : `${days} dias úteis`;
}

/** What a list or the details show for the clock: the tag, the days left, or nothing. */
export function deadlineClockText(clock: Partial<DeadlineClock> | null | undefined): string | null {
  if (!clock) return null;
  if (clock.atrasada) return OVERDUE_LABEL;
  if (clock.diasUteisRestantes === null || clock.diasUteisRestantes === undefined) return null;
  return remainingBusinessDaysLabel(clock.diasUteisRestantes);
}
