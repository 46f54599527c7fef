import { Type, type Static } from 'typebox';
import { EMPLOYEE_TYPE, NAME_MAX_LENGTH } from '../constants';
import type { EmployeeTypeCode } from '../types/user';
import { ID_MAX, IdName, Nullable, StringEnum } from './schema';
import { PageQueryProperties, Paged } from './page';

// The user administration calls of spec 1 sections 3 and 7.

const EmployeeType = Type.Unsafe<EmployeeTypeCode>(
  Type.Integer({ description: '1 firm staff, 0 granular client user, 2 client administrator' }),
);

/** A profile code a request names: one of the three. */
const EmployeeTypeEnum = Type.Unsafe<EmployeeTypeCode>({
  type: 'integer',
  enum: Object.values(EMPLOYEE_TYPE),
});

const rowProperties = {
  id: Type.Integer(),
  name: Type.String(),
  username: Type.String(),
  email: Type.String(),
  employeeDanielLaw: EmployeeType,
  jobTitle: Type.String(),
  department: Type.String(),
  temporaryAccess: Type.Boolean(),
  expirationDate: Nullable(Type.String(), { description: 'yyyy-MM-dd' }),
  enabled: Type.Boolean(),
  client: Nullable(IdName),
};

/** Row of GET /user/filter. */
export const UserRow = Type.Object(rowProperties);
export const UserPage = Paged(UserRow);

export const Role = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  description: Type.String(),
});

export const RoleList = Type.Array(Role);

/** GET /user/{id}, and the answer of its writes. */
export const UserDetail = Type.Object({
  ...rowProperties,
  admin: Type.Boolean(),
  roles: RoleList,
});

/** Item of GET /user/client: a user of one client, as the demand participants block needs it. */
export const ClientUser = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  username: Type.String(),
  email: Type.String(),
  enabled: Type.Boolean(),
});

export const ClientUserList = Type.Array(ClientUser);

// The list filters arrive empty when unset (`temporaryAccess=`), so they are read as text.
const optionalBoolean = Type.Optional(StringEnum(['', 'true', 'false'] as const));
const optionalId = Type.Optional(Type.String({ pattern: '^\\d{0,9}$' }));

/** GET /user/filter query (size 10, sort name,asc). */
export const UserFilterQuery = Type.Object({
  ...PageQueryProperties,
  search: Type.Optional(Type.String({ maxLength: NAME_MAX_LENGTH })),
  temporaryAccess: optionalBoolean,
  enabled: optionalBoolean,
  employeeDanielLaw: Type.Optional(
    StringEnum(['', ...Object.values(EMPLOYEE_TYPE).map(String)] as const),
  ),
  clientId: optionalId,
});

/** GET /user/client query: a firm admin names the client. */
export const ClientUsersQuery = Type.Object({ clientId: optionalId });

const text = Type.String({ maxLength: NAME_MAX_LENGTH });

const userBodyProperties = {
  id: Type.Optional(Nullable(Type.Integer())),
  name: text,
  email: text,
  jobTitle: text,
  department: text,
  employeeDanielLaw: EmployeeTypeEnum,
  client: Type.Optional(
    Nullable(Type.Object({ id: Type.Integer({ minimum: 1, maximum: ID_MAX }) }), {
      default: null,
    }),
  ),
  temporaryAccess: Type.Optional(Type.Boolean({ default: false })),
  /** Required when temporaryAccess is true; at most 15 days ahead (spec 1 section 3). */
  expirationDate: Type.Optional(Nullable(Type.String({ maxLength: 10 }), { default: null })),
  /** Only the granular profile (code 0) sends roles; ROLE_USER is added on save. */
  roles: Type.Optional(
    Type.Array(Type.Object({ id: Type.Integer() }), { maxItems: 50, default: [] }),
  ),
};

/** POST /user body. */
export const UserCreateBody = Type.Object({ ...userBodyProperties, username: text });

/** PUT /user/{id} body: `username` is ignored (it never changes). */
export const UserUpdateBody = Type.Object({
  ...userBodyProperties,
  username: Type.Optional(text),
});

/** DELETE /user/{id} query: enabled=true activates, enabled=false deactivates. */
export const UserStatusQuery = Type.Object({ enabled: StringEnum(['true', 'false'] as const) });

/** Answer of DELETE /user/{id}?enabled= (the status after the change). */
export const UserStatusChange = Type.Object({ id: Type.Integer(), enabled: Type.Boolean() });

export type UserRow = Static<typeof UserRow>;
export type Role = Static<typeof Role>;
export type UserDetail = Static<typeof UserDetail>;
export type ClientUser = Static<typeof ClientUser>;
export type UserPayload = Static<typeof UserUpdateBody>;
export type UserStatusChange = Static<typeof UserStatusChange>;

/** A menu group of permission checkboxes (GET /group-role/{id}). */
export const GroupRole = Type.Object({ id: Type.Integer(), name: Type.String(), roles: RoleList });
export const GroupRoleList = Type.Array(GroupRole);

/** GET /group-role/{id}?ids=1 params and query: `{id}` is the profile being edited. */
export const GroupRoleParams = Type.Object({ id: EmployeeTypeEnum });
export const GroupRoleQuery = Type.Object({ ids: Type.Optional(Type.String({ maxLength: 50 })) });

export type GroupRole = Static<typeof GroupRole>;

/** POST /user/set-password body: the invitation token of the welcome e-mail. */
export const SetPasswordRequest = Type.Object({
  token: Type.String({ minLength: 1, maxLength: 200 }),
  password: Type.String({ minLength: 1, maxLength: 255 }),
});

/** Answer of POST /user/set-password. */
export const PasswordSet = Type.Boolean();

/** Answer of POST /user/accept-terms: the first date is kept. */
export const TermsAcceptance = Type.Object({
  termsAccepted: Type.Unsafe<true>({ type: 'boolean', enum: [true] }),
  acceptedAt: Type.String({ format: 'date-time' }),
});

export type SetPasswordRequest = Static<typeof SetPasswordRequest>;
export type TermsAcceptance = Static<typeof TermsAcceptance>;
