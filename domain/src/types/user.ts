// Portal users, roles and permission groups (spec 1 sections 2.8, 2.9 and 3).
import { EMPLOYEE_TYPE } from '../constants';
import type { IdName, IdRef, IsoDate, PageQuery } from './common';

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

export interface Role {
  id: number;
  name: string;
  description: string;
}

/** A menu group of permission checkboxes (GET /group-role/{id}). */
export interface GroupRole {
  name: string;
  roles: Role[];
}

/** Row of GET /user/filter. */
export interface UserListItem {
  id: number;
  name: string;
  employeeDanielLaw: EmployeeTypeCode;
  jobTitle: string;
  department: string;
  temporaryAccess: boolean;
  expirationDate: IsoDate | null;
  enabled: boolean;
}

/** GET /user/{id}. */
export interface UserDetail extends UserListItem {
  username: string;
  email: string;
  client: IdName | null;
  roles: Role[];
  admin: boolean;
}

/** POST /user and PUT /user/{id} body. */
export interface UserPayload {
  id?: number;
  username: string;
  name: string;
  email: string;
  jobTitle: string;
  department: string;
  employeeDanielLaw: EmployeeTypeCode;
  temporaryAccess: boolean;
  /** Required when temporaryAccess is true; at most 15 days ahead (spec 1 section 3). */
  expirationDate: IsoDate | null;
  client: IdRef | null;
  /** Only the granular profile (code 0) sends roles; ROLE_USER is added on save. */
  roles: IdRef[];
}

/**
 * GET /user/filter query (size 10, sort name,asc). The spec names the filters (search, Tipo de
 * permissão, Status, Perfil de acesso) but not their wire names: these are ours.
 */
export interface UserFilterQuery extends PageQuery {
  search?: string;
  temporaryAccess?: boolean;
  enabled?: boolean;
  employeeDanielLaw?: EmployeeTypeCode;
}

/** DELETE /user/{id} query: toggles the user's status. */
export interface UserStatusQuery {
  enabled: boolean;
}
