import { getDotPath, parse, safeParse, type GenericSchema } from 'valibot';
import type { FormSchema } from './form-schema';

/**
 * Validates the whole form and gives each failing field its first message, the way the forms
 * show errors per field (spec 1 section 5). An empty object means the form is valid.
 */
export function collectFieldErrors(schema: FormSchema, values: unknown): Record<string, string> {
  const result = safeParse(schema, values);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.issues) {
    const path = getDotPath(issue) ?? '';
    if (!(path in errors)) errors[path] = issue.message;
  }
  return errors;
}

/** The first problem of the form in its fields' order, or null (what an API call answers). */
export function firstFieldError(
  schema: FormSchema,
  values: unknown,
): { field: string; message: string } | null {
  const result = safeParse(schema, values, { abortEarly: true });
  if (result.success) return null;
  const [issue] = result.issues;
  return { field: getDotPath(issue) ?? '', message: issue.message };
}

/** A form's check for Formik's `validate`: each failing field's first message. */
export const formValidator =
  <V>(schema: FormSchema) =>
  (values: V): Partial<Record<keyof V, string>> =>
    collectFieldErrors(schema, values) as Partial<Record<keyof V, string>>;

/** The form's values as its schema reads them (trimmed texts, defaults), once valid. */
export function formOutput<T>(schema: GenericSchema<unknown, T>, values: unknown): T {
  return parse(schema, values);
}
