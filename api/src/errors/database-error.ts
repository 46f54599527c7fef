/** PostgreSQL error codes the API turns into a 409 instead of a 500. */
const UNIQUE_VIOLATION = '23505';
const FOREIGN_KEY_VIOLATION = '23503';

export type ConstraintViolation = 'unique' | 'foreign-key' | 'data';

/**
 * The PostgreSQL error code (SQLSTATE) of an error thrown by either driver; Drizzle wraps the
 * driver error in `cause`, so the chain is walked.
 */
export function databaseErrorCode(error: unknown): string | undefined {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && code.length === 5) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** Finds a constraint violation in an error thrown by either driver. */
export function constraintViolation(error: unknown): ConstraintViolation | null {
  const code = databaseErrorCode(error);
  if (code === UNIQUE_VIOLATION) return 'unique';
  if (code === FOREIGN_KEY_VIOLATION) return 'foreign-key';
  // Class 22, data exception: a value no column holds (out of range, bad encoding, bad date).
  if (code?.startsWith('22')) return 'data';
  return null;
}
