import { boolean, mixed, object, string } from 'yup';
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

const isGranularProfile = (profile: unknown) =>
  profile !== undefined && profile !== null && Number(profile) === EMPLOYEE_TYPE.CLIENTE_DANIEL_LAW;

/** A text field of the user form: trimmed, at most what the API stores (platform m14). */
const text = () => string().trim().max(NAME_MAX_LENGTH, API_MESSAGES.maxLength(NAME_MAX_LENGTH));

/**
 * User form (spec 1 section 5): name, username, email, jobTitle, department and the profile
 * (employeeDanielLaw) are required; the permission type (temporaryAccess) only for the granular
 * client profile; expirationDate (dd/MM/yyyy) when the access is temporary, at most 15 days
 * ahead. `now` is read at validation time.
 */
export function createUserFormSchema(now: () => Date = () => new Date()) {
  return object({
    name: text().required(MESSAGES.required),
    username: text().required(MESSAGES.required),
    email: text().required(MESSAGES.required).email(MESSAGES.invalidEmail),
    jobTitle: text().required(MESSAGES.required),
    department: text().required(MESSAGES.required),
    employeeDanielLaw: mixed<number>().required(MESSAGES.required),
    temporaryAccess: boolean().when('employeeDanielLaw', {
      is: isGranularProfile,
      then: (schema) => schema.required(MESSAGES.required),
      otherwise: (schema) => schema.notRequired(),
    }),
    expirationDate: string()
      .trim()
      .when(['employeeDanielLaw', 'temporaryAccess'], {
        is: (profile: unknown, temporary: unknown) =>
          isGranularProfile(profile) && temporary === true,
        then: (schema) =>
          schema
            .required(MESSAGES.required)
            .test('date', MESSAGES.invalidDate, (value) => parseDisplayDate(value) !== null)
            // A past date says so; the 15-day note is only for a date too far ahead.
            .test('not-past', ADMIN_API_MESSAGES.expirationDateInPast, (value) => {
              const date = parseDisplayDate(value);
              return !date || daysBetween(now(), date) >= 0;
            })
            .test('max-days', MESSAGES.temporaryAccessNote, (value) => {
              const date = parseDisplayDate(value);
              return !date || daysBetween(now(), date) <= TEMPORARY_ACCESS_MAX_DAYS;
            }),
        otherwise: (schema) => schema.notRequired(),
      }),
  });
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
