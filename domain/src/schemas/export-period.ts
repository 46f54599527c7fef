import { object, string, type InferType } from 'yup';
import { validateExportPeriod } from '../format/period';
import { MESSAGES } from '../messages';

/**
 * Demand and simulation export dialog: periodoInicial and periodoFinal as dd/MM/yyyy
 * (spec 2 section 5). `now` is read at validation time so a dialog left open stays right.
 */
export function createExportPeriodSchema(now: () => Date = () => new Date()) {
  return object({
    periodoInicial: string().trim().required(MESSAGES.required),
    periodoFinal: string()
      .trim()
      .required(MESSAGES.required)
      .test('export-period', function check(periodoFinal) {
        const message = validateExportPeriod(this.parent.periodoInicial, periodoFinal, now());
        return message === null || this.createError({ message });
      }),
  });
}

export const exportPeriodSchema = createExportPeriodSchema();

export type ExportPeriodForm = InferType<typeof exportPeriodSchema>;
