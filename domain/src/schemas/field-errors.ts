import { ValidationError, type AnyObjectSchema } from 'yup';

/**
 * Validates the whole form and gives each failing field its first message, the way the forms
 * show errors per field (spec 1 section 5). An empty object means the form is valid.
 */
export function collectFieldErrors(
  schema: AnyObjectSchema,
  values: unknown,
  context?: Record<string, unknown>,
): Record<string, string> {
  try {
    schema.validateSync(values, { abortEarly: false, context });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors: Record<string, string> = {};
    for (const inner of error.inner.length > 0 ? error.inner : [error]) {
      const path = inner.path ?? '';
      if (!(path in errors)) errors[path] = inner.message;
    }
    return errors;
  }
}
