import { slaDeadline, type BusinessCalendar } from '../calendar/business-calendar';
import { brazilianDay } from '../calendar/calendar-days';
import { PRAZO_ATENDIMENTO, type PrazoAtendimento } from '../constants';

/**
 * Whether a request's deadline is urgent (the 'Urgente - ' of spec 2 section 2.7): a chosen date
 * (CUSTOMIZADO) before the SLA date the request would have had, 5 business days after the day
 * it was made on the firm's calendar. A deadline the firm moved later than that (demands m3) is
 * a chosen date, not an urgent one; an SLA deadline never is.
 */
export function isUrgentDeadline(
  demand: { prazoAtendimento: PrazoAtendimento | null; prazo: string | null; createdAt: Date },
  calendar: BusinessCalendar,
): boolean {
  if (demand.prazoAtendimento !== PRAZO_ATENDIMENTO.CUSTOMIZADO || !demand.prazo) return false;
  return demand.prazo < slaDeadline(brazilianDay(demand.createdAt), calendar);
}
