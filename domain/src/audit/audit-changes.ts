// What changed in an audited record: one entry per field, with the value before and after.
// Secrets never travel in an audit event: a password, a code, a token or a TOTP secret is recorded
// as "changed" with no value (issue 31: "never passwords, codes or tokens").

import type { AuditChange } from '../wire/audit';

/** A value as the trail keeps it: plain JSON scalars or a list of them. */
export type AuditValue = string | number | boolean | null | readonly (string | number)[];

/** What changed in one field: the wire contract's AuditChange (wire/audit.ts). */
export type { AuditChange };

const SECRET_WORDS = [
  'password',
  'senha',
  'token',
  'secret',
  'segredo',
  'totp',
  'otp',
  'hash',
  'codigo',
  'código',
  'verificationcode',
  'recoverycode',
];

/**
 * Whether a field holds a secret whose value must never be written to the trail: its name
 * contains a secret word (password, token, secret, totp, hash...) or ends in "code".
 */
export function isSecretField(field: string): boolean {
  const name = field.toLowerCase().replace(/[^a-zà-ú]/g, '');
  return SECRET_WORDS.some((word) => name.includes(word)) || name.endsWith('code');
}

/** The change as it may be stored: a secret field keeps only that it changed. */
export function withoutSecrets(change: AuditChange): AuditChange {
  return isSecretField(change.field) ? { field: change.field, secret: true } : change;
}

function normalised(value: unknown): AuditValue {
  if (value === undefined || value === null) return null;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map((item) => normalised(item) as string | number);
  if (typeof value === 'object') return JSON.stringify(value);
  return value as string | number | boolean;
}

function same(a: AuditValue, b: AuditValue): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * The changed fields between two states of a record, in the order of `fields` (only those are
 * compared). Empty strings and absent values count as the same "nothing". List fields compare as
 * sets and record what was added and removed.
 */
export function changesBetween(
  before: object | null,
  after: object,
  fields: readonly string[],
): AuditChange[] {
  const changes: AuditChange[] = [];
  const read = (state: object | null, field: string) =>
    (state as Record<string, unknown> | null)?.[field];
  for (const field of fields) {
    const was = normalised(read(before, field));
    const now = normalised(read(after, field));
    if (Array.isArray(was) || Array.isArray(now)) {
      const a = (Array.isArray(was) ? was : []) as (string | number)[];
      const b = (Array.isArray(now) ? now : []) as (string | number)[];
      const added = b.filter((item) => !a.includes(item));
      const removed = a.filter((item) => !b.includes(item));
      if (added.length || removed.length) {
        changes.push(
          withoutSecrets({
            field,
            ...(added.length ? { added } : {}),
            ...(removed.length ? { removed } : {}),
          }),
        );
      }
      continue;
    }
    const emptyWas = was === '' ? null : was;
    const emptyNow = now === '' ? null : now;
    if (same(emptyWas, emptyNow)) continue;
    changes.push(
      withoutSecrets(
        before === null ? { field, after: emptyNow } : { field, before: emptyWas, after: emptyNow },
      ),
    );
  }
  return changes;
}
