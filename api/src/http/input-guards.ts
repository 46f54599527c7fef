import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_MESSAGES } from '@dpohub/domain';
import { badRequest } from '../errors/api-error';

interface JsonSchemaNode {
  type?: string | string[];
  properties?: Record<string, JsonSchemaNode>;
  items?: JsonSchemaNode;
  anyOf?: JsonSchemaNode[];
  oneOf?: JsonSchemaNode[];
  nullable?: boolean;
}

/** A NUL character: PostgreSQL stores no text with it, so it never reaches a query. */
export function containsNul(value: unknown, depth = 0): boolean {
  if (depth > 32) return false;
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some((item) => containsNul(item, depth + 1));
  if (value && typeof value === 'object' && !Buffer.isBuffer(value)) {
    return Object.entries(value).some(
      ([key, item]) => key.includes('\u0000') || containsNul(item, depth + 1),
    );
  }
  return false;
}

/** A number JSON can write but no column can hold (1e400 is Infinity once parsed). */
export function containsNonFinite(value: unknown, depth = 0): boolean {
  if (depth > 32) return false;
  if (typeof value === 'number') return !Number.isFinite(value);
  if (Array.isArray(value)) return value.some((item) => containsNonFinite(item, depth + 1));
  if (value && typeof value === 'object' && !Buffer.isBuffer(value)) {
    return Object.values(value).some((item) => containsNonFinite(item, depth + 1));
  }
  return false;
}

const typesOf = (node: JsonSchemaNode): string[] =>
  node.type === undefined ? [] : Array.isArray(node.type) ? node.type : [node.type];

const DECIMAL_INTEGER = /^-?\d+$/;
const DECIMAL_NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * Where a value would only pass the schema through a lenient coercion, the path of the first one:
 * a number or boolean where the schema wants text, text or a boolean where it wants a number.
 * Query strings and path parameters are text by nature: there a number must be written in
 * decimal digits ('0x10', '1e3', ' 7' are refused) and a boolean as true or false.
 */
export function lenientCoercion(
  schema: JsonSchemaNode | undefined,
  value: unknown,
  fromText: boolean,
  path = '',
  depth = 0,
): string | null {
  if (!schema || value === undefined || depth > 32) return null;
  if (value === null) return null;
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) {
    const fits = alternatives.some(
      (option) => lenientCoercion(option, value, fromText, path, depth + 1) === null,
    );
    return fits ? null : path || '.';
  }
  const types = typesOf(schema);
  if (
    types.length &&
    !types.includes(
      typeof value === 'object' ? (Array.isArray(value) ? 'array' : 'object') : typeof value,
    )
  ) {
    const wantsNumber = types.includes('integer') || types.includes('number');
    if (typeof value === 'number' && types.includes('integer')) return null;
    if (fromText && typeof value === 'string') {
      if (types.includes('integer') && DECIMAL_INTEGER.test(value)) return null;
      if (types.includes('number') && DECIMAL_NUMBER.test(value)) return null;
      if (types.includes('boolean') && (value === 'true' || value === 'false')) return null;
      if (types.includes('array')) return null;
      if (!wantsNumber && !types.includes('boolean')) return null;
    }
    return path || '.';
  }
  if (Array.isArray(value) && schema.items) {
    for (const [index, item] of value.entries()) {
      const found = lenientCoercion(schema.items, item, fromText, `${path}.${index}`, depth + 1);
      if (found) return found;
    }
  }
  if (value && typeof value === 'object' && !Array.isArray(value) && schema.properties) {
    for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
      const found = lenientCoercion(
        schema.properties[key],
        item,
        fromText,
        path ? `${path}.${key}` : key,
        depth + 1,
      );
      if (found) return found;
    }
  }
  return null;
}

function guard(request: FastifyRequest): void {
  const { body, query, params } = request;
  if (containsNul(body) || containsNul(query) || containsNul(params)) {
    throw badRequest(API_MESSAGES.invalidCharacter);
  }
  if (containsNonFinite(body)) throw badRequest(API_MESSAGES.invalidValue);
  const schema = request.routeOptions.schema as
    { body?: JsonSchemaNode; querystring?: JsonSchemaNode; params?: JsonSchemaNode } | undefined;
  if (!schema) return;
  const isJson = typeof body === 'object' && body !== null && !Buffer.isBuffer(body);
  const jsonBody = request.headers['content-type']?.includes('json') ?? false;
  const problem =
    (isJson ? lenientCoercion(schema.body, body, !jsonBody) : null) ??
    lenientCoercion(schema.querystring, query, true) ??
    lenientCoercion(schema.params, params, true);
  if (problem) throw badRequest(`${API_MESSAGES.invalidType}: ${problem.replace(/^\./, '')}`);
}

/**
 * Input checks before the schemas run, for every route: no NUL character anywhere, no number
 * beyond what a column holds, and no value that passes only through a lenient coercion
 * ('0x10' read as 16, true read as 1). Each answers 400 with a Portuguese message.
 */
export function registerInputGuards(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => guard(request));
}
