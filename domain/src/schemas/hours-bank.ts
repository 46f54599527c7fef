import { mixed, object, string } from 'yup';
import { parseDisplayDate } from '../format/dates';
import { validateHoursQuantity } from '../format/hours';
import { parseBRL } from '../format/money';
import { isValidPeriod } from '../format/period';
import { MESSAGES } from '../messages';
import { BUDGET_MESSAGES } from '../budget/budget-messages';
import { HOURS_PACK_MAX_VALUE } from '../budget/budget-money';
import { PACK_DESCRIPTION_MAX_LENGTH } from '../budget/hours-bank-movement';

// Budget control add/remove hours dialogs (spec 2 section 5). quantidade is typed HHH:mm and
// sent as HHH:mm:00 (negative for a removal).

const quantidade = () =>
  string()
    .trim()
    .required(MESSAGES.required)
    .test('hours-quantity', function check(value) {
      const message = validateHoursQuantity(value);
      return message === null || this.createError({ message });
    });

/**
 * Add hours: quantidade, valor (number or R$ text) and dataExpiracao (dd/MM/yyyy) are required;
 * dataInicio (dd/MM/yyyy, today when empty) and descricao are optional. The value stays within
 * what the server accepts (budget m9).
 */
export const addHoursSchema = object({
  quantidade: quantidade(),
  // The currency field gives a number; typed R$ text is read too.
  valor: mixed<string | number>()
    .required(MESSAGES.required)
    .test('money', MESSAGES.required, (value) =>
      typeof value === 'number' ? Number.isFinite(value) && value > 0 : parseBRL(value) !== null,
    )
    .test('max', BUDGET_MESSAGES.invalidPackValue, (value) => {
      const amount = typeof value === 'number' ? value : parseBRL(value);
      return amount === null || amount <= HOURS_PACK_MAX_VALUE;
    }),
  dataExpiracao: string()
    .trim()
    .required(MESSAGES.required)
    .test('date', MESSAGES.invalidDate, (value) => parseDisplayDate(value) !== null),
  dataInicio: string()
    .trim()
    .test('date', MESSAGES.invalidDate, (value) => !value || parseDisplayDate(value) !== null),
  descricao: string()
    .trim()
    .max(
      PACK_DESCRIPTION_MAX_LENGTH,
      BUDGET_MESSAGES.descriptionTooLong(PACK_DESCRIPTION_MAX_LENGTH),
    ),
});

/** Remove hours: quantidade and dataInicial (MM/yyyy) are required. */
export const removeHoursSchema = object({
  quantidade: quantidade(),
  dataInicial: string()
    .trim()
    .required(MESSAGES.required)
    .test('period', MESSAGES.budgetPeriodInvalid, (value) => isValidPeriod(value)),
});
