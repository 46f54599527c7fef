import { parseDisplayDate } from '../format/dates';
import { MESSAGES } from '../messages';

/**
 * Inline price edit (spec 1 section 5): the start date must be valid, the end date valid when
 * given and later than the start. Dates are dd/MM/yyyy; the first message that applies, or null.
 */
export function validatePriceValidity(
  vigenciaInicio: string | null | undefined,
  vigenciaFim: string | null | undefined,
): string | null {
  const start = parseDisplayDate(vigenciaInicio);
  if (!start) return MESSAGES.invalidStartDate;
  if (!vigenciaFim?.trim()) return null;
  const end = parseDisplayDate(vigenciaFim);
  if (!end) return MESSAGES.invalidEndDate;
  return end.getTime() > start.getTime() ? null : MESSAGES.endDateBeforeStart;
}
