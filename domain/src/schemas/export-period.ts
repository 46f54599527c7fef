import { object, string, type InferType } from 'yup';
import { parseExportDay, validateExportPeriod } from '../format/period';
import { MESSAGES } from '../messages';

const unreadable = (text: string | undefined) => !!text && parseExportDay(text) === null;

/**
 * Demand and simulation export dialog: periodoInicial and periodoFinal as dd/MM/yyyy
 * (spec 2 section 5). `now` is read at validation time so a dialog left open stays right.
 * One message at a time (demands m14): an unreadable start is 'Período inválido!' under the
 * start alone; the other rules of the period show under the end.
 */
export function createExportPeriodSchema(now: () => Date = () => new Date()) {
  return object({
    periodoInicial: string()
      .trim()
      .required(MESSAGES.required)
      .test('export-start', MESSAGES.invalidPeriod, (text) => !unreadable(text)),
    periodoFinal: string()
      .trim()
      .required(MESSAGES.required)
      .test('export-period', function check(periodoFinal) {
        const start = this.parent.periodoInicial as string | undefined;
        if (!start?.trim() || unreadable(start)) return true;
        const message = validateExportPeriod(start, periodoFinal, now());
        return message === null || this.createError({ message });
      }),
  });
}

export const exportPeriodSchema = createExportPeriodSchema();

export type ExportPeriodForm = InferType<typeof exportPeriodSchema>;
