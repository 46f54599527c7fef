import { createHash } from 'node:crypto';

/** The previous hash of the first event. */
export const GENESIS_HASH = '0'.repeat(64);

/**
 * JSON with object keys in sorted order and no undefined members: the same value always gives
 * the same text, whatever order its keys were written or read back in (jsonb reorders them).
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value ?? null);
  if (Array.isArray(value)) return `[${value.map((item) => canonicalJson(item)).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, item]) => item !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
}

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** Digest of an event's erasable details: kept when the details are erased, covered by the hash. */
export function detailsDigest(details: unknown): string {
  return sha256(canonicalJson(details));
}

/** The columns an event's hash covers (every column but the erasable details themselves). */
export interface ChainedFields {
  id: number;
  occurredAt: Date;
  kind: string;
  actorKind: string;
  actorId: number | null;
  onBehalfOfId: number | null;
  clientId: number | null;
  recordType: string | null;
  recordId: number | null;
  firmOnly: boolean;
  detailsDigest: string;
  prevHash: string;
}

/** SHA-256 of the event's fields and the previous event's hash. */
export function eventHash(fields: ChainedFields): string {
  return sha256(
    canonicalJson({
      id: fields.id,
      occurredAt: fields.occurredAt.toISOString(),
      kind: fields.kind,
      actorKind: fields.actorKind,
      actorId: fields.actorId,
      onBehalfOfId: fields.onBehalfOfId,
      clientId: fields.clientId,
      recordType: fields.recordType,
      recordId: fields.recordId,
      firmOnly: fields.firmOnly,
      detailsDigest: fields.detailsDigest,
      prevHash: fields.prevHash,
    }),
  );
}
