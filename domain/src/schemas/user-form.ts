import * as v from 'valibot';
import { API_MESSAGES } from '../api-messages';
import {
  EMPLOYEE_TYPE,
  NAME_MAX_LENGTH,
  ROLE_USER_ID,
  TEMPORARY_ACCESS_MAX_DAYS,
} from '../constants';
import { daysBetween } from '../format/date-times';
import { parseDisplayDate } from '../format/dates';
import { ADMIN_API_MESSAGES } from '../admin-api-messages';
import { MESSAGES } from '../messages';
import { emailFormat, fieldRule, present, requiredText, text, textOf } from './form-schema';

const isGranularProfile = (profile: unknown) =>
  profile !== undefined && profile !== null && Number(profile) === EMPLOYEE_TYPE.CLIENTE_DANIEL_LAW;

/** A text field of the user form: trimmed, at most what the API stores (platform m14). */
const userText = () =>
  v.pipe(requiredText(), v.maxLength(NAME_MAX_LENGTH, API_MESSAGES.maxLength(NAME_MAX_LENGTH)));

/**
 * User form (spec 1 section 5): name, username, email, jobTitle, department and the profile
 * (employeeDanielLaw) are required; the permission type (temporaryAccess) only for the granular
 * client profile; expirationDate (dd/MM/yyyy) when the access is temporary, at most 15 days
 * ahead. `now` is read at validation time.
 */
export function createUserFormSchema(now: () => Date = () => new Date()) {
  const temporary = (values: Record<string, unknown>) =>
    isGranularProfile(values.employeeDanielLaw) && values.temporaryAccess === true;
  const expiration = (values: Record<string, unknown>) =>
    parseDisplayDate(textOf(values.expirationDate));
  return v.pipe(
    v.object({
      name: userText(),
      username: userText(),
      email: v.pipe(userText(), emailFormat(MESSAGES.invalidEmail)),
      jobTitle: userText(),
      department: userText(),
      employeeDanielLaw: present(),
      temporaryAccess: v.optional(v.unknown()),
      expirationDate: text(),
    }),
    fieldRule(
      'temporaryAccess',
      MESSAGES.required,
      (values) =>
        !isGranularProfile(values.employeeDanielLaw) || typeof values.temporaryAccess === 'boolean',
    ),
    fieldRule(
      'expirationDate',
      MESSAGES.required,
      (values) => !temporary(values) || textOf(values.expirationDate) !== '',
    ),
    fieldRule(
      'expirationDate',
      MESSAGES.invalidDate,
      (values) =>
        !temporary(values) || !textOf(values.expirationDate) || expiration(values) !== null,
    ),
    // A past date says so; the 15-day note is only for a date too far ahead.
    fieldRule('expirationDate', ADMIN_API_MESSAGES.expirationDateInPast, (values) => {
      const date = temporary(values) ? expiration(values) : null;
      return !date || daysBetween(now(), date) >= 0;
    }),
    fieldRule('expirationDate', MESSAGES.temporaryAccessNote, (values) => {
      const date = temporary(values) ? expiration(values) : null;
      return !date || daysBetween(now(), date) <= TEMPORARY_ACCESS_MAX_DAYS;
    }),
  );
}

export const userFormSchema = createUserFormSchema();

/**
 * A granular client user needs at least one permission besides ROLE_USER, which every save
 * adds anyway (spec 1 sections 3 and 5).
 */
export function validateUserPermissions(
  profile: number | null | undefined,
  roleIds: readonly number[],
): string | null {
  if (!isGranularProfile(profile)) return null;
  return roleIds.some((id) => id !== ROLE_USER_ID) ? null : MESSAGES.atLeastOnePermission;
}
