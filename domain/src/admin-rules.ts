// Server-side checks of the administration saves, built on the same schemas and rules the
// screens use (spec 1 section 5), so the API and the UI refuse with the same words.
import { firstFieldError } from './schemas/field-errors';
import { ADMIN_API_MESSAGES } from './admin-api-messages';
import { canPickUserClient } from './access-policy';
import type { Principal } from './access-policy';
import { EMPLOYEE_TYPE } from './constants';
import { addDays, daysBetween } from './format/date-times';
import { apiToDisplayDate, formatApiDate, parseApiDate } from './format/dates';
import { MESSAGES } from './messages';
import { validatePriceValidity } from './schemas/client-price';
import { isLettersOnlyName, validateLawyerName } from './schemas/person-name';
import { createUserFormSchema, validateUserPermissions } from './schemas/user-form';
import type { IsoDate } from './types/common';

/** A user save as the API receives it (dates yyyy-MM-dd, roles as ids). */
export interface UserSaveInput {
  username: string;
  name: string;
  email: string;
  jobTitle: string;
  department: string;
  employeeDanielLaw: number;
  temporaryAccess: boolean;
  expirationDate: IsoDate | null;
  roleIds: readonly number[];
}

/**
 * Whether the user form must name a client (spec 1 section 5, as the server checks it): an
 * admin picks it for every profile but the firm's staff; anyone else saves users of their own
 * client, so the field is locked.
 */
export function userClientRequired(actor: Principal, profile: number | null | undefined): boolean {
  return canPickUserClient(actor) && profile != null && profile !== EMPLOYEE_TYPE.DANIEL_LAW;
}

/** The wire date as the form schema reads it (dd/MM/yyyy); an unreadable one stays as typed. */
function asDisplayDate(date: string | null): string {
  if (!date) return '';
  return apiToDisplayDate(date) || date;
}

/**
 * The first problem of a user save, or null (spec 1 section 5): the user form schema (required
 * fields, e-mail, temporary access at most 15 days ahead), a validity date not in the past,
 * and at least one permission for the granular profile. `today` is the calendar day of the
 * check at local midnight.
 */
export function validateUserSave(input: UserSaveInput, today: Date): string | null {
  const granular = input.employeeDanielLaw === EMPLOYEE_TYPE.CLIENTE_DANIEL_LAW;
  if (granular && input.temporaryAccess && input.expirationDate) {
    const expiration = parseApiDate(input.expirationDate);
    if (expiration && daysBetween(today, expiration) < 0)
      return ADMIN_API_MESSAGES.expirationDateInPast;
  }
  const problem = firstFieldError(
    createUserFormSchema(() => today),
    {
      ...input,
      expirationDate: asDisplayDate(input.expirationDate),
    },
  );
  if (problem) {
    // A bare 'Campo obrigatório' in a toast would not say which field.
    return problem.message === MESSAGES.required && problem.field
      ? `${MESSAGES.required}: ${problem.field}`
      : problem.message;
  }
  return validateUserPermissions(input.employeeDanielLaw, input.roleIds);
}

/** A price period as the API receives it (dates yyyy-MM-dd). */
export interface PriceSaveInput {
  valorHora: number;
  vigenciaInicio: IsoDate;
  vigenciaFim: IsoDate | null;
}

/** The first problem of a price save: the three date rules of spec 1 section 5, then the price. */
export function validatePriceSave(input: PriceSaveInput): string | null {
  const dateProblem = validatePriceValidity(
    asDisplayDate(input.vigenciaInicio) || 'invalid',
    input.vigenciaFim ? asDisplayDate(input.vigenciaFim) : null,
  );
  if (dateProblem) return dateProblem;
  return input.valorHora > 0 ? null : ADMIN_API_MESSAGES.priceMustBePositive;
}

/** The day before a new period starts: the end of the period it closes. */
export function dayBefore(date: IsoDate): IsoDate {
  const parsed = parseApiDate(date);
  if (!parsed) throw new Error(`Invalid date ${date}`);
  return formatApiDate(addDays(parsed, -1));
}

/** Lawyer name (spec 1 section 5): trimmed, not empty, letters and spaces only. */
export function validateLawyerSave(name: string): string | null {
  return (
    validateLawyerName(name) ??
    (isLettersOnlyName(name.trim()) ? null : ADMIN_API_MESSAGES.lawyerNameLettersOnly)
  );
}
