// The deadline clock of open demands: business days left until `prazo`, or 'Atrasada' once it
// has passed, on the firm's calendar (passed in, so the rule stays pure); the screens only show
// what the API computed.
import { businessDaysUntil, type BusinessCalendar } from '../calendar/business-calendar';
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
  calendar: BusinessCalendar,
): DeadlineClock {
  if (!isOpenDemand(demand) || !/^\d{4}-\d{2}-\d{2}$/.test(demand.prazo)) {
    return NO_DEADLINE_CLOCK;
  }
  if (demand.prazo < today) return { diasUteisRestantes: 0, atrasada: true };
  return { diasUteisRestantes: businessDaysUntil(today, demand.prazo, calendar), atrasada: false };
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
