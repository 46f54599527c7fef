import { MESSAGES } from '@dpohub/domain';
import { badRequest } from '../errors/api-error';
import { brazilianDayStart, exportDay as isoDay } from '../http/export-period';

/**
 * The instants a period filter covers: from the start of the first day to the end of the last
 * (both in Brazilian time), each day read by the exports' one rule (yyyy-MM-dd or dd/MM/yyyy).
 * Either end may be left open; an unreadable date is a 400.
 */
export function periodBounds(
  periodoInicial?: string,
  periodoFinal?: string,
): { from?: Date; until?: Date } {
  const bounds: { from?: Date; until?: Date } = {};
  if (periodoInicial?.trim()) {
    const day = isoDay(periodoInicial);
    if (!day) throw badRequest(MESSAGES.invalidPeriod);
    bounds.from = brazilianDayStart(day);
  }
  if (periodoFinal?.trim()) {
    const day = isoDay(periodoFinal);
    if (!day) throw badRequest(MESSAGES.invalidPeriod);
    bounds.until = brazilianDayStart(day, 1);
  }
  return bounds;
}
