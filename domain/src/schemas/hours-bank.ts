import * as v from 'valibot';
import { parseDisplayDate } from '../format/dates';
import { validateHoursQuantity } from '../format/hours';
import { parseBRL } from '../format/money';
import { isValidPeriod } from '../format/period';
import { MESSAGES } from '../messages';
import { BUDGET_MESSAGES } from '../budget/budget-messages';
import { HOURS_PACK_MAX_VALUE } from '../budget/budget-money';
import { PACK_DESCRIPTION_MAX_LENGTH } from '../budget/hours-bank-movement';
import { field, requiredText, text } from './form-schema';

// Budget control add/remove hours dialogs (spec 2 section 5). quantidade is typed HHH:mm and
// sent as HHH:mm:00 (negative for a removal).

const quantidade = () =>
  v.pipe(
    requiredText(),
    v.rawCheck<string>(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const message = validateHoursQuantity(dataset.value);
      if (message !== null) addIssue({ message });
    }),
  );

/** The pack's value: the currency field gives a number; typed R$ text is read too. */
const packValue = (value: string | number) =>
  typeof value === 'number'
    ? Number.isFinite(value) && value > 0
      ? value
      : null
    : parseBRL(value);

/**
 * Add hours: quantidade, valor (number or R$ text) and dataExpiracao (dd/MM/yyyy) are required;
 * dataInicio (dd/MM/yyyy, today when empty) and descricao are optional. The value stays within
 * what the server accepts (budget m9).
 */
export const addHoursSchema = v.object({
  quantidade: quantidade(),
  valor: field(
    v.pipe(
      v.custom<string | number>(
        (value) => (typeof value === 'string' || typeof value === 'number') && value !== '',
        MESSAGES.required,
      ),
      v.check((value) => packValue(value) !== null, MESSAGES.required),
      v.check(
        (value) => (packValue(value) ?? 0) <= HOURS_PACK_MAX_VALUE,
        BUDGET_MESSAGES.invalidPackValue,
      ),
    ),
    null,
  ),
  dataExpiracao: v.pipe(
    requiredText(),
    v.check((value) => parseDisplayDate(value) !== null, MESSAGES.invalidDate),
  ),
  dataInicio: v.pipe(
    text(),
    v.check((value) => !value || parseDisplayDate(value) !== null, MESSAGES.invalidDate),
  ),
  descricao: v.pipe(
    text(),
    v.maxLength(
      PACK_DESCRIPTION_MAX_LENGTH,
      BUDGET_MESSAGES.descriptionTooLong(PACK_DESCRIPTION_MAX_LENGTH),
    ),
  ),
});

/** Remove hours: quantidade and dataInicial (MM/yyyy) are required. */
export const removeHoursSchema = v.object({
  quantidade: quantidade(),
  dataInicial: v.pipe(
    requiredText(),
    v.check((value) => isValidPeriod(value), MESSAGES.budgetPeriodInvalid),
  ),
});
