import type { FastifySchemaValidationError } from 'fastify';
import { API_MESSAGES, MESSAGES } from '@dpohub/domain';

/**
 * Turns the first schema violation into one Portuguese sentence naming the field, e.g.
 * 'Campo obrigatório: userName'. Fastify's own English text never reaches the user.
 */
export function validationMessage(errors: readonly FastifySchemaValidationError[]): string {
  const error = errors[0];
  if (!error) return API_MESSAGES.invalidValue;
  const params = error.params as Record<string, unknown>;
  const field = fieldName(error, params);
  const withField = (message: string) => (field ? `${message}: ${field}` : message);

  switch (error.keyword) {
    case 'required':
      return withField(MESSAGES.required);
    case 'type':
      return withField(API_MESSAGES.invalidType);
    case 'maxLength':
      return withField(API_MESSAGES.maxLength(Number(params.limit)));
    case 'minLength':
      // Every minLength in the schemas is 1: an empty text is a missing value.
      return withField(MESSAGES.required);
    case 'format':
      if (params.format === 'email') return withField(MESSAGES.invalidEmail);
      if (params.format === 'date') return withField(MESSAGES.invalidDate);
      return withField(API_MESSAGES.invalidFormat);
    case 'pattern':
      return withField(API_MESSAGES.invalidFormat);
    default:
      return withField(API_MESSAGES.invalidValue);
  }
}

function fieldName(error: FastifySchemaValidationError, params: Record<string, unknown>): string {
  const path = error.instancePath.split('/').filter(Boolean).join('.');
  if (error.keyword === 'required' && typeof params.missingProperty === 'string') {
    return path ? `${path}.${params.missingProperty}` : params.missingProperty;
  }
  return path;
}
