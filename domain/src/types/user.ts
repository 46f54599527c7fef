// Portal users, roles and permission groups (spec 1 sections 2.8, 2.9 and 3).
import { EMPLOYEE_TYPE } from '../constants';

/**
 * Employee-type codes carried in `employeeDanielLaw` (spec 1 section 3; spec 2 section 6), keyed
 * by the spec's textual names: CLIENTE_DANIEL_LAW 0 (client user with granular permissions),
 * DANIEL_LAW 1 (firm staff), CLIENTE_ADMINISTRADOR 2 (client administrator).
 */
export const EMPLOYEE_TYPE_CODES = EMPLOYEE_TYPE;

export type EmployeeTypeName = keyof typeof EMPLOYEE_TYPE_CODES;
export type EmployeeTypeCode = (typeof EMPLOYEE_TYPE_CODES)[EmployeeTypeName];

export const EMPLOYEE_TYPE_NAMES: Readonly<Record<EmployeeTypeCode, EmployeeTypeName>> = {
  0: 'CLIENTE_DANIEL_LAW',
  1: 'DANIEL_LAW',
  2: 'CLIENTE_ADMINISTRADOR',
};

export function isEmployeeTypeCode(value: unknown): value is EmployeeTypeCode {
  return value === 0 || value === 1 || value === 2;
}

// The users' answers and requests are the wire contract's (wire/users.ts).
export type { GroupRole, Role, UserDetail, UserPayload } from '../wire/users';
