import * as v from 'valibot';
import { MESSAGES } from '../messages';

// The pieces the form schemas are made of (spec 1 section 5), on valibot: each form's fields
// and rules are one schema that the screen checks as the user types and the API checks again.
// A form's text reads as the field shows it: nothing is '', a number is its digits, and spaces
// around it do not count.

/** A schema of one form: its fields, then the rules across them. */
export type FormSchema = v.GenericSchema<unknown, unknown>;

/** A field's value as text: nothing is '', a number its digits, a string itself (trimmed). */
function asText(trim: boolean) {
  return (value: unknown): unknown => {
    if (value === undefined || value === null) return '';
    if (typeof value === 'number') return String(value);
    return typeof value === 'string' && trim ? value.trim() : value;
  };
}

/**
 * A field that may be missing from what is sent: it reads as `empty`, so that its own rules
 * (required first) answer for it, as for a field left empty.
 */
export const field = <S extends v.GenericSchema>(schema: S, empty: unknown) =>
  v.optional(schema, empty as never);

/** A text field, trimmed unless `trim` is false (a password keeps its spaces). */
export const text = (options: { trim?: boolean; message?: string } = {}) =>
  field(
    v.pipe(
      v.unknown(),
      v.transform(asText(options.trim ?? true)),
      v.string(options.message ?? MESSAGES.required),
    ),
    '',
  );

/** A text field that must be filled. */
export const requiredText = (message: string = MESSAGES.required, trim = true) =>
  v.pipe(text({ trim, message }), v.nonEmpty(message));

/**
 * The e-mail address as the HTML form's e-mail field reads it (WHATWG), the rule the forms have
 * always applied; an empty one is left to the field's required rule.
 */
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

export const isEmailAddress = (value: string) => EMAIL.test(value);

export const emailFormat = (message: string) =>
  v.check<string, string>((value) => value === '' || isEmailAddress(value), message);

/** true or false; 'true' and 'false' as a form's radio sends them read as such. */
export const requiredBoolean = (message: string = MESSAGES.required) =>
  field(
    v.pipe(
      v.unknown(),
      v.transform((value) => (value === 'true' ? true : value === 'false' ? false : value)),
      v.boolean(message),
    ),
    null,
  );

/** A number, or digits as text; nothing or anything else answers `message`. */
export const requiredNumber = (message: string = MESSAGES.required) =>
  field(
    v.pipe(
      v.unknown(),
      v.transform((value) =>
        typeof value === 'string' && value.trim() !== '' ? Number(value) : value,
      ),
      v.number(message),
    ),
    null,
  );

/** Any value but nothing (undefined or null). */
export const present = (message: string = MESSAGES.required) =>
  field(
    v.custom<unknown>((value) => value !== undefined && value !== null, message),
    null,
  );

/**
 * A rule across fields, answered on `target`: it holds or the field shows `message`. It runs
 * whatever the other fields hold, as a form checks a field that depends on another.
 */
export function fieldRule(
  target: string,
  message: string,
  holds: (values: Record<string, unknown>) => boolean,
): v.GenericValidation {
  return v.rawCheck<unknown>(({ dataset, addIssue }) => {
    const values = dataset.value as Record<string, unknown> | null;
    if (typeof values !== 'object' || values === null || holds(values)) return;
    addIssue({
      message,
      path: [
        { type: 'object', origin: 'value', input: values, key: target, value: values[target] },
      ],
    });
  });
}

/** The field's text as the schemas read it (trimmed; nothing is ''). */
export const textOf = (value: unknown): string =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
