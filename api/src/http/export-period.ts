import { formatApiDate, parseExportDay, readExportPeriod } from '@dpohub/domain';
import { badRequest } from '../errors/api-error';

// Brazil keeps UTC-3 all year since 2019: a calendar day of the firm starts at 03:00 UTC.
const BRAZIL_OFFSET = '-03:00';
const DAY_MS = 24 * 60 * 60 * 1000;

/** The instant a Brazilian calendar day (yyyy-MM-dd) starts, `plusDays` later. */
export function brazilianDayStart(day: string, plusDays = 0): Date {
  return new Date(new Date(`${day}T00:00:00${BRAZIL_OFFSET}`).getTime() + plusDays * DAY_MS);
}

/** A period day as yyyy-MM-dd (sent yyyy-MM-dd or dd/MM/yyyy); null when unreadable. */
export function exportDay(text: string): string | null {
  const day = parseExportDay(text);
  return day ? formatApiDate(day) : null;
}

/**
 * The period of an export (demands and simulations alike): the domain's one rule, a 400 with
 * its message when it refuses, otherwise the instants from the start of the first day to the
 * end of the last (Brazilian time).
 */
export function exportPeriodInstants(
  periodoInicial: string | undefined,
  periodoFinal: string | undefined,
  now: Date,
): { from: Date; until: Date } {
  const read = readExportPeriod(periodoInicial, periodoFinal, now);
  if ('problem' in read) throw badRequest(read.problem);
  return { from: brazilianDayStart(read.days.from), until: brazilianDayStart(read.days.to, 1) };
}
