import { timingSafeEqual } from 'node:crypto';

/** The id and secret of an `Authorization: Basic` header, or null when absent or malformed. */
export function parseBasicCredentials(
  header: string | undefined,
): { id: string; secret: string } | null {
  if (!header) return null;
  const [scheme, encoded] = header.trim().split(/\s+/);
  if (scheme?.toLowerCase() !== 'basic' || !encoded) return null;
  const decoded = Buffer.from(encoded, 'base64').toString('utf8');
  const separator = decoded.indexOf(':');
  if (separator < 0) return null;
  return { id: decoded.slice(0, separator), secret: decoded.slice(separator + 1) };
}

/** Constant-time comparison, so the answer time does not reveal how much of a secret matched. */
export function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
