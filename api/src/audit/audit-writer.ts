import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  changesBetween,
  auditKindRecord,
  isFirmOnlyKind,
  withoutSecrets,
  type AuditActorKind,
  type AuditChange,
  type AuditKind,
  type AuditRecordType,
} from '@dpohub/domain';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { auditEvents } from '../db/schema';
import { GENESIS_HASH, detailsDigest, eventHash } from './audit-chain';

/** A transaction of the main database: an event is only ever written inside one. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Work a repository runs inside its own transaction, after its change: the change's audit event
 * (the arguments are what the repository read or wrote, for the event to name).
 */
export type InTransaction<A extends unknown[] = []> = (
  tx: Transaction,
  ...args: A
) => Promise<unknown>;

/** Who acted, from where, and on whose behalf. */
export interface AuditActor {
  kind: AuditActorKind;
  /**
   * The user's id; null for a lead (the lead is the event's record), the system or nobody signed
   * in, so the trail's user filter reads this column alone.
   */
  id: number | null;
  name: string | null;
  ip: string | null;
  /** A job run because a user decided it (the end of a contract) acts on that user's behalf. */
  onBehalfOf?: { id: number; name: string | null } | null;
}

/** One change that matters, as a route or job reports it. */
export interface AuditEntry {
  kind: AuditKind;
  actor: AuditActor;
  /** The client the change concerns; null for the firm's own records (lawyers, firm staff). */
  clientId: number | null;
  /** The record; its type defaults to the kind's (AUDIT_KINDS). */
  record?: { id: number; type?: AuditRecordType; label?: string | null } | null;
  changes?: readonly AuditChange[];
  /** A short free detail: a file's name, which export. Never a secret. */
  note?: string | null;
}

/** The erasable part of an event: names, address, what changed. */
export interface AuditDetails {
  actorName: string | null;
  onBehalfOfName: string | null;
  ip: string | null;
  recordLabel: string | null;
  changes: AuditChange[];
  note: string | null;
}

/**
 * The newest event, read after taking the append lock (`audit_chain_head`, migration 0080): a
 * transaction-level advisory lock, so appends run one after the other on every replica, each
 * chaining to the one before. Held until the writing transaction ends, which is why callers write
 * their event last, after the change itself.
 */
const CHAIN_HEAD = sql`select id, hash, occurred_at as "occurredAt" from audit_chain_head()`;

/**
 * Appends one event to the audit trail inside `tx`, the transaction of the change it records:
 * if the change fails and rolls back, the event goes with it, and an event exists only for a
 * change that was committed. Answers the event's id.
 */
export async function recordAudit(
  tx: Transaction,
  clock: Clock,
  entry: AuditEntry,
): Promise<number> {
  const details: AuditDetails = {
    actorName: entry.actor.name,
    onBehalfOfName: entry.actor.onBehalfOf?.name ?? null,
    ip: entry.actor.ip,
    recordLabel: entry.record?.label ?? null,
    changes: (entry.changes ?? []).map(withoutSecrets),
    note: entry.note ?? null,
  };
  const head = (await tx.execute(CHAIN_HEAD)) as unknown as {
    rows: { id: string | number; hash: string; occurredAt: string | Date }[];
  };
  const row = head.rows[0];
  const last = row
    ? { id: Number(row.id), hash: row.hash, occurredAt: new Date(row.occurredAt) }
    : undefined;
  const now = clock.now();
  // Time never goes back along the chain (a replica's clock a few ms behind another's): a period
  // of the trail is then one range of ids.
  const occurredAt = last && last.occurredAt > now ? last.occurredAt : now;
  const fields = {
    id: (last?.id ?? 0) + 1,
    occurredAt,
    kind: entry.kind,
    actorKind: entry.actor.kind,
    actorId: entry.actor.id,
    onBehalfOfId: entry.actor.onBehalfOf?.id ?? null,
    clientId: entry.clientId,
    recordType: entry.record ? (entry.record.type ?? auditKindRecord(entry.kind)) : null,
    recordId: entry.record?.id ?? null,
    firmOnly: isFirmOnlyKind(entry.kind),
    detailsDigest: detailsDigest(details),
    prevHash: last?.hash ?? GENESIS_HASH,
  };
  await tx.insert(auditEvents).values({ ...fields, details, hash: eventHash(fields) });
  return fields.id;
}

/**
 * Records `entry` with the fields that differ between `before` and `after` (`changesBetween`), in
 * the change's transaction; a save that changed none of them records nothing.
 */
export async function recordChanges(
  tx: Transaction,
  clock: Clock,
  entry: Omit<AuditEntry, 'changes'>,
  state: { before: object | null; after: object; fields: readonly string[] },
): Promise<void> {
  const changes = changesBetween(state.before, state.after, state.fields);
  if (changes.length) await recordAudit(tx, clock, { ...entry, changes });
}

/**
 * Records, in a transaction of its own, that the caller took data out of the portal (an export, a
 * dossier, a file): the download is the change, so its event is written before the data is sent.
 */
export function recordTakenOut(
  app: { db: Database; clock: Clock },
  request: FastifyRequest,
  entry: Omit<AuditEntry, 'actor'>,
): Promise<number> {
  return app.db.transaction((tx) =>
    recordAudit(tx, app.clock, { ...entry, actor: requestActor(request) }),
  );
}

/** The signed-in user (or lead) of a request, and the address the call came from. */
export function requestActor(request: FastifyRequest): AuditActor {
  if (request.account) {
    return { kind: 'user', id: request.account.id, name: request.account.name, ip: request.ip };
  }
  if (request.lead) return { kind: 'lead', id: null, name: null, ip: request.ip };
  return { kind: 'anonymous', id: null, name: null, ip: request.ip };
}

/** The portal itself (a scheduled job), optionally acting on a user's decision. */
export function systemActor(onBehalfOf?: { id: number; name: string | null } | null): AuditActor {
  return { kind: 'system', id: null, name: null, ip: null, onBehalfOf: onBehalfOf ?? null };
}
