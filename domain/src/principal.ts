// Who is signed in, as the access policy (./access-policy.ts) reads it.
import { SPEC_AUTHORITIES } from './authority-codes';
import { EMPLOYEE_TYPE_CODES } from './types/user';

export interface Principal {
  admin: boolean;
  authorities: readonly string[];
  employeeDanielLaw?: number | null;
  client?: number | null;
  /**
   * The functions the user's client has contracted (security M1). The API always knows them;
   * a screen that has not read them yet leaves this out, and the contract is not judged.
   */
  contracted?: readonly string[] | null;
}

/** Builds a principal from the signed-in user (token answer or session user). */
export function principalOf(
  user: {
    admin: boolean;
    roles: readonly { authority: string }[];
    employeeDanielLaw?: number | null;
    client?: number | null;
  },
  contracted?: readonly string[] | null,
): Principal {
  return {
    admin: user.admin,
    authorities: user.roles.map((r) => r.authority),
    employeeDanielLaw: user.employeeDanielLaw ?? null,
    client: user.client ?? null,
    ...(contracted === undefined ? {} : { contracted }),
  };
}

/** Spec 2 section 2.1: the Arquivadas button is for firm staff. */
export function isFirmStaff(p: Principal): boolean {
  return p.employeeDanielLaw === EMPLOYEE_TYPE_CODES.DANIEL_LAW;
}

/**
 * Whether the actor is an administrator of its client: profile 2, or a holder of ROLE_ADMIN
 * (every client policy, spec 1 section 6). Firm admins are not client users.
 */
export function isClientAdministrator(p: Principal): boolean {
  if (p.admin) return false;
  return (
    p.employeeDanielLaw === EMPLOYEE_TYPE_CODES.CLIENTE_ADMINISTRADOR ||
    p.authorities.includes(SPEC_AUTHORITIES.ADMIN)
  );
}

/**
 * The events of the audit trail a user may read: firm admins every client's (null), a client
 * administrator their own client's; anyone else none ('none').
 */
export function auditTrailScope(p: Principal): { clientId: number | null } | 'none' {
  if (p.admin) return { clientId: null };
  if (isClientAdministrator(p) && p.client != null) return { clientId: p.client };
  return 'none';
}
