import { Type, type Static, type TSchema, type TUnsafe } from 'typebox';

// The building blocks of the wire schemas: JSON Schema as TypeBox writes it, with the few forms
// the API's validator and serialiser read best (a nullable value is `type: [t, 'null']`, not an
// `anyOf`; a string enum keeps its `type: 'string'` so query strings coerce).

/** Largest id a route accepts (PostgreSQL `integer`). */
export const ID_MAX = 2147483647;

/** A value or null, as `type: [t, 'null']` (and null among the values of an enum). */
export function Nullable<T extends TSchema>(
  schema: T,
  options: Record<string, unknown> = {},
): TUnsafe<Static<T> | null> {
  const { type, enum: values } = schema as { type?: string; enum?: unknown[] };
  return Type.Unsafe<Static<T> | null>({
    ...schema,
    ...options,
    type: [type, 'null'],
    ...(values ? { enum: [...values, null] } : {}),
  });
}

/** A string out of a fixed list, typed as that list's union. */
export function StringEnum<const T extends readonly string[]>(
  values: T,
  options: Record<string, unknown> = {},
): TUnsafe<T[number]> {
  return Type.Unsafe<T[number]>({ type: 'string', enum: [...values], ...options });
}

/** A record's id in a path, query or body. */
export const Id = Type.Integer({ minimum: 1, maximum: ID_MAX });

/** `{ id }` params of the routes about one record. */
export const IdParams = Type.Object({ id: Id });

/** The small reference pair {id, name} of the answers. */
export const IdName = Type.Object({ id: Type.Integer(), name: Type.String() });

/** `{ id }` as a payload names another record. */
export const IdRef = Type.Object({ id: Id });

/** `{ id }` of a created record. */
export const Created = Type.Object({ id: Type.Integer() });

/** No body (204 answers): the handler sends nothing. */
export const NoContent = Type.Unsafe<undefined>({ type: 'null' });

export type IdNameWire = Static<typeof IdName>;
