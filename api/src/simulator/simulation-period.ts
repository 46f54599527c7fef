import {
  MESSAGES,
  apiToDisplayDate,
  displayToApiDate,
  formatApiDate,
  parseApiDate,
} from '@dpohub/domain';
import { badRequest } from '../errors/api-error';

// Brazil keeps UTC-3 all year since 2019: a calendar day of the firm starts at 03:00 UTC.
const BRAZIL_OFFSET = '-03:00';

/** 'dd/MM/yyyy' (as the screens send it) or 'yyyy-MM-dd' -> 'yyyy-MM-dd'; null when unreadable. */
function isoDay(text: string): string | null {
  const fromDisplay = displayToApiDate(text);
  if (fromDisplay) return fromDisplay;
  const api = parseApiDate(text);
  return api && /^\d{4}-\d{2}-\d{2}$/.test(text.trim()) ? formatApiDate(api) : null;
}

/**
 * A period end as the export rules read it (dd/MM/yyyy): the screens send yyyy-MM-dd (spec 1
 * section 5), older links dd/MM/yyyy; anything unreadable is left as is, so the rules call it
 * invalid.
 */
export function displayDay(text: string | undefined): string | undefined {
  if (!text?.trim()) return text;
  const day = isoDay(text);
  return day ? apiToDisplayDate(day) : text;
}

function startOfDay(day: string, plusDays = 0): Date {
  const date = new Date(`${day}T00:00:00${BRAZIL_OFFSET}`);
  return new Date(date.getTime() + plusDays * 24 * 60 * 60 * 1000);
}

/**
 * The instants a period filter covers: from the start of the first day to the end of the last
 * (both in Brazilian time). Either end may be left open; an unreadable date is a 400.
 */
export function periodBounds(
  periodoInicial?: string,
  periodoFinal?: string,
): { from?: Date; until?: Date } {
  const bounds: { from?: Date; until?: Date } = {};
  if (periodoInicial?.trim()) {
    const day = isoDay(periodoInicial);
    if (!day) throw badRequest(MESSAGES.invalidPeriod);
    bounds.from = startOfDay(day);
  }
  if (periodoFinal?.trim()) {
    const day = isoDay(periodoFinal);
    if (!day) throw badRequest(MESSAGES.invalidPeriod);
    bounds.until = startOfDay(day, 1);
  }
  return bounds;
}
