/** PostgreSQL error codes the API turns into a 409 instead of a 500. */
const UNIQUE_VIOLATION = '23505';
const FOREIGN_KEY_VIOLATION = '23503';

export type ConstraintViolation = 'unique' | 'foreign-key';

/**
 * Finds a constraint violation in an error thrown by either driver; Drizzle wraps the driver
 * error in `cause`, so the chain is walked.
 */
export function constraintViolation(error: unknown): ConstraintViolation | null {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (code === UNIQUE_VIOLATION) return 'unique';
    if (code === FOREIGN_KEY_VIOLATION) return 'foreign-key';
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}
