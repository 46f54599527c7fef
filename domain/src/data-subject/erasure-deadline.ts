import { brazilianDay, shiftDay } from '../calendar/calendar-days';
import { apiToDisplayDate } from '../format/dates';

// The deadline of a request to erase one's account (issue 31; docs/decisions.md "A request to erase
// one's account"). LGPD art. 18 VI gives the right, § 5º leaves the deadline to a regulation that
// has not set one for erasure; the portal answers within the 15 days art. 19 II gives for the
// complete declaration, counted in calendar days from the day of the request (Código Civil art.
// 132: the day of the request is left out, the last day counts). Res. CD/ANPD 2/2022 art. 14
// doubles deadlines only for small processing agents, which the firm is not taken to be.

/** Calendar days the firm has to answer (LGPD art. 19 II, applied to erasure). */
export const ERASURE_ANSWER_DAYS = 15;

/** The last day to answer, 'yyyy-MM-dd': the request's day in Brazil plus 15 calendar days. */
export function erasureDeadline(requestedAt: Date): string {
  return shiftDay(brazilianDay(requestedAt), ERASURE_ANSWER_DAYS);
}

/** Calendar days from today (in Brazil) to the deadline: 0 on its last day, negative after it. */
export function erasureDaysLeft(deadline: string, now: Date): number {
  const today = Date.parse(`${brazilianDay(now)}T12:00:00Z`);
  return Math.round((Date.parse(`${deadline}T12:00:00Z`) - today) / 86_400_000);
}

/** 'Faltam 3 dias', 'Falta 1 dia', 'Vence hoje', 'Atrasada há 2 dias'. */
export function erasureDaysLeftText(daysLeft: number): string {
  if (daysLeft === 0) return 'Vence hoje';
  if (daysLeft === 1) return 'Falta 1 dia';
  if (daysLeft > 1) return `Faltam ${daysLeft} dias`;
  return daysLeft === -1 ? 'Atrasada há 1 dia' : `Atrasada há ${-daysLeft} dias`;
}

/** The day of an instant in Brazil, dd/MM/yyyy: when a request was sent or answered. */
export function erasureDisplayDay(at: Date | string): string {
  return apiToDisplayDate(brazilianDay(typeof at === 'string' ? new Date(at) : at));
}

/** What the user reads once the request is sent: both days dd/MM/yyyy. */
export function erasureRequestedText(requestedAt: Date | string, deadline: string): string {
  return `Solicitação enviada em ${erasureDisplayDay(requestedAt)}; resposta até ${apiToDisplayDate(deadline)}`;
}
