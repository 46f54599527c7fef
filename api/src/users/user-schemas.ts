import { EMPLOYEE_TYPE } from '@dpohub/domain';
import { NAME_MAX_LENGTH } from '../http/schema-limits';
import { pageQueryProperties, pageSchema } from '../lists';

// JSON schemas of the user administration calls (spec 1 sections 3 and 7).

const nullableClient = {
  type: ['object', 'null'],
  properties: { id: { type: 'integer' }, name: { type: 'string' } },
  required: ['id', 'name'],
} as const;

const rowProperties = {
  id: { type: 'integer' },
  name: { type: 'string' },
  username: { type: 'string' },
  email: { type: 'string' },
  employeeDanielLaw: {
    type: 'integer',
    description: '1 firm staff, 0 granular client user, 2 client administrator',
  },
  jobTitle: { type: 'string' },
  department: { type: 'string' },
  temporaryAccess: { type: 'boolean' },
  expirationDate: { type: ['string', 'null'], description: 'yyyy-MM-dd' },
  enabled: { type: 'boolean' },
  client: nullableClient,
} as const;

export const userRowSchema = {
  type: 'object',
  properties: rowProperties,
  required: Object.keys(rowProperties),
} as const;

export const userPageSchema = pageSchema(userRowSchema);

const roleSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    description: { type: 'string' },
  },
  required: ['id', 'name', 'description'],
} as const;

export const roleListSchema = { type: 'array', items: roleSchema } as const;

const detailProperties = {
  ...rowProperties,
  admin: { type: 'boolean' },
  roles: roleListSchema,
} as const;

export const userDetailSchema = {
  type: 'object',
  properties: detailProperties,
  required: Object.keys(detailProperties),
} as const;

export const clientUserListSchema = {
  type: 'array',
  items: {
    type: 'object',
    properties: {
      id: { type: 'integer' },
      name: { type: 'string' },
      username: { type: 'string' },
      email: { type: 'string' },
      enabled: { type: 'boolean' },
    },
    required: ['id', 'name', 'username', 'email', 'enabled'],
  },
} as const;

// The list filters arrive empty when unset (`temporaryAccess=`), so they are read as text.
const optionalBoolean = { type: 'string', enum: ['', 'true', 'false'] } as const;
const optionalId = { type: 'string', pattern: '^\\d{0,9}$' } as const;

export const userFilterQuerySchema = {
  type: 'object',
  properties: {
    ...pageQueryProperties,
    search: { type: 'string', maxLength: NAME_MAX_LENGTH },
    temporaryAccess: optionalBoolean,
    enabled: optionalBoolean,
    employeeDanielLaw: { type: 'string', enum: ['', ...Object.values(EMPLOYEE_TYPE).map(String)] },
    clientId: optionalId,
  },
} as const;

export const clientUsersQuerySchema = {
  type: 'object',
  properties: { clientId: optionalId },
} as const;

export const userIdParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } },
} as const;

const text = { type: 'string', maxLength: NAME_MAX_LENGTH } as const;

/** POST /user and PUT /user/{id}; PUT ignores `username` (it never changes). */
export function userBodySchema(usernameRequired: boolean) {
  return {
    type: 'object',
    required: [
      ...(usernameRequired ? ['username'] : []),
      'name',
      'email',
      'jobTitle',
      'department',
      'employeeDanielLaw',
    ],
    properties: {
      id: { type: ['integer', 'null'] },
      username: text,
      name: text,
      email: text,
      jobTitle: text,
      department: text,
      employeeDanielLaw: { type: 'integer', enum: Object.values(EMPLOYEE_TYPE) },
      client: {
        type: ['object', 'null'],
        required: ['id'],
        properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } },
        default: null,
      },
      temporaryAccess: { type: 'boolean', default: false },
      expirationDate: { type: ['string', 'null'], maxLength: 10, default: null },
      roles: {
        type: 'array',
        maxItems: 50,
        items: { type: 'object', required: ['id'], properties: { id: { type: 'integer' } } },
        default: [],
      },
    },
  } as const;
}

export const statusQuerySchema = {
  type: 'object',
  required: ['enabled'],
  properties: { enabled: { type: 'string', enum: ['true', 'false'] } },
} as const;

export const statusChangeSchema = {
  type: 'object',
  properties: { id: { type: 'integer' }, enabled: { type: 'boolean' } },
  required: ['id', 'enabled'],
} as const;
