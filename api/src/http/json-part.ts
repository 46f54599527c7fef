import type AjvCompiler from '@fastify/ajv-compiler';
import type SecureJson from 'secure-json-parse';
import type { FastifySchemaValidationError } from 'fastify';
import { API_MESSAGES } from '@dpohub/domain';
import { badRequest } from '../errors/api-error';
import { validationMessage } from '../errors/validation-message';
import { containsNonFinite, containsNul, lenientCoercion } from './input-guards';

type Validate = ((data: unknown) => boolean) & {
  errors?: FastifySchemaValidationError[] | null;
};

export interface JsonPartMessages {
  /** The part is absent. */
  missing: string;
  /** The part is not a JSON object. */
  invalid: string;
}

/**
 * Reads a multipart part that carries JSON (a form's DTO beside its files) exactly as Fastify
 * reads a JSON body (security M2): parsed by secure-json-parse with `__proto__` and
 * `constructor.prototype` keys refused, then the same input guards (NUL, non-finite numbers,
 * lenient coercions) and the same ajv validation with the route's JSON schema, so a wrong type
 * anywhere in the part is a 400 in Portuguese naming the field, never a 500 further on.
 */
export function jsonPartReader<T>(schema: object, messages: JsonPartMessages) {
  let validate: Validate | undefined;
  return (text: string | null): T => {
    if (text === null) throw badRequest(messages.missing);
    let value: unknown;
    try {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const secureJson = require('secure-json-parse') as typeof SecureJson;
      value = secureJson.parse(text, undefined, {
        protoAction: 'error',
        constructorAction: 'error',
      });
    } catch {
      throw badRequest(messages.invalid);
    }
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      throw badRequest(messages.invalid);
    }
    if (containsNul(value)) throw badRequest(API_MESSAGES.invalidCharacter);
    if (containsNonFinite(value)) throw badRequest(API_MESSAGES.invalidValue);
    const lenient = lenientCoercion(schema as Parameters<typeof lenientCoercion>[0], value, false);
    if (lenient) throw badRequest(`${API_MESSAGES.invalidType}: ${lenient.replace(/^\./, '')}`);
    if (!validate) {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const buildCompiler = (require('@fastify/ajv-compiler') as typeof AjvCompiler)();
      // Fastify's own defaults (the compiler's when none are given), union types allowed: an id
      // travels as { id } or as the bare number.
      validate = buildCompiler({}, { customOptions: { allowUnionTypes: true } } as never)({
        schema,
        method: 'POST',
        url: '/multipart-part',
        httpPart: 'body',
      }) as unknown as Validate;
    }
    if (!validate(value)) throw badRequest(validationMessage(validate.errors ?? []));
    return value as T;
  };
}
