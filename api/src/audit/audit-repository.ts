import { and, asc, desc, eq, gte, inArray, lt, lte, sql, type SQL } from 'drizzle-orm';
import {
  AUDIT_MESSAGES,
  auditKindLabel,
  type AuditActorKind,
  type AuditEventView,
  type AuditKind,
  type AuditRecordType,
} from '@dpohub/domain';
import type { Database } from '../db/database';
import { auditEvents, clients } from '../db/schema';
import { SEARCH_COUNT_LIMIT, listPage, type ListRead, type PageRequest } from '../lists';
import type { AuditDetails } from './audit-writer';

/** What the list is narrowed to; `clientId` is the caller's scope or the firm's chosen client. */
export interface AuditFilter {
  from?: Date;
  until?: Date;
  userId?: number;
  kind?: AuditKind;
  record?: { type: AuditRecordType; id?: number };
  clientId?: number | null;
  /** A client administrator's trail leaves out the firm's internal events. */
  withoutFirmOnly?: boolean;
}

/**
 * The ids a period covers: events are written with a time that never goes back along the chain,
 * so the period's events are those between its first and its last id (two walks of the time
 * index, one row each). Null when nothing falls in the period.
 */
async function periodIds(
  db: Database,
  from: Date | undefined,
  until: Date | undefined,
): Promise<{ low?: number; high?: number } | null> {
  const range: { low?: number; high?: number } = {};
  if (from) {
    const [first] = await db
      .select({ id: auditEvents.id })
      .from(auditEvents)
      .where(gte(auditEvents.occurredAt, from))
      .orderBy(asc(auditEvents.occurredAt), asc(auditEvents.id))
      .limit(1);
    if (!first) return null;
    range.low = first.id;
  }
  if (until) {
    const [last] = await db
      .select({ id: auditEvents.id })
      .from(auditEvents)
      .where(lt(auditEvents.occurredAt, until))
      .orderBy(desc(auditEvents.occurredAt), desc(auditEvents.id))
      .limit(1);
    if (!last) return null;
    range.high = last.id;
  }
  if (range.low !== undefined && range.high !== undefined && range.low > range.high) return null;
  return range;
}

/** The WHERE of a filter, or null when it matches nothing. */
export async function auditWhere(
  db: Database,
  filter: AuditFilter,
): Promise<SQL | undefined | null> {
  const ids = await periodIds(db, filter.from, filter.until);
  if (!ids) return null;
  const conditions: (SQL | undefined)[] = [
    ids.low !== undefined ? gte(auditEvents.id, ids.low) : undefined,
    ids.high !== undefined ? lte(auditEvents.id, ids.high) : undefined,
    filter.clientId != null ? eq(auditEvents.clientId, filter.clientId) : undefined,
    // Written as the partial index's own condition, so the planner matches it whatever the plan.
    filter.withoutFirmOnly ? sql`not ${auditEvents.firmOnly}` : undefined,
    filter.userId !== undefined ? eq(auditEvents.actorId, filter.userId) : undefined,
    filter.kind ? eq(auditEvents.kind, filter.kind) : undefined,
    filter.record ? eq(auditEvents.recordType, filter.record.type) : undefined,
    filter.record?.id !== undefined ? eq(auditEvents.recordId, filter.record.id) : undefined,
  ];
  return and(...conditions);
}

export type AuditEventRow = typeof auditEvents.$inferSelect;
type EventRow = AuditEventRow;

const DETAILS_NONE: AuditDetails = {
  actorName: null,
  onBehalfOfName: null,
  ip: null,
  recordLabel: null,
  changes: [],
  note: null,
};

/** An event as the screen reads it; the address only for the firm. */
export function eventView(
  row: EventRow,
  clientNames: ReadonlyMap<number, string>,
  options: { showAddress: boolean },
): AuditEventView {
  const details = (row.details as AuditDetails | null) ?? DETAILS_NONE;
  return {
    id: row.id,
    occurredAt: row.occurredAt.toISOString(),
    kind: row.kind as AuditKind,
    kindLabel: auditKindLabel(row.kind),
    actor: {
      kind: row.actorKind as AuditActorKind,
      id: row.actorId,
      name: details.actorName ?? (row.actorKind === 'system' ? AUDIT_MESSAGES.systemActor : null),
    },
    onBehalfOf:
      row.onBehalfOfId !== null ? { id: row.onBehalfOfId, name: details.onBehalfOfName } : null,
    ip: options.showAddress ? details.ip : null,
    client:
      row.clientId !== null
        ? { id: row.clientId, name: clientNames.get(row.clientId) ?? null }
        : null,
    record:
      row.recordType && row.recordId !== null
        ? {
            type: row.recordType as AuditRecordType,
            id: row.recordId,
            label: details.recordLabel,
          }
        : null,
    changes: details.changes,
    note: details.note,
    erased: row.details === null,
  };
}

/** Names of the clients the rows name (one statement for the page). */
export async function clientNamesOf(
  db: Database,
  rows: readonly EventRow[],
): Promise<Map<number, string>> {
  const ids = [...new Set(rows.map((row) => row.clientId).filter((id) => id !== null))];
  if (ids.length === 0) return new Map();
  const found = await db
    .select({ id: clients.id, name: clients.name })
    .from(clients)
    .where(inArray(clients.id, ids));
  return new Map(found.map((client) => [client.id, client.name]));
}

/**
 * Events the list counts exactly: beyond them the page says "mais de 1.000 resultados". A trail
 * is read by narrowing it (a period, a user, a record), never by its total, and counting a busy
 * client's 10 000 events cost 120 ms at a million (1 000: a tenth of that).
 */
export const AUDIT_COUNT_LIMIT = SEARCH_COUNT_LIMIT;

/** A page of the trail, newest first, with its total counted up to AUDIT_COUNT_LIMIT + 1. */
export async function listAuditEvents(
  db: Database,
  filter: AuditFilter,
  page: PageRequest,
): Promise<ListRead<EventRow>> {
  const where = await auditWhere(db, filter);
  if (where === null) return { rows: [], total: 0, countLimit: AUDIT_COUNT_LIMIT };
  return listPage(
    db,
    {
      table: auditEvents,
      key: auditEvents.id,
      where,
      countLimit: AUDIT_COUNT_LIMIT,
      rows: (tx, condition) =>
        tx.select().from(auditEvents).where(condition).orderBy(desc(auditEvents.id)).$dynamic(),
    },
    page,
  );
}

/** Export batch size: keyset pages of the trail, newest first. */
const EXPORT_BATCH = 5_000;

/** Every event of a filter, newest first, in keyset batches (the export streams them). */
export async function* auditEventBatches(
  db: Database,
  filter: AuditFilter,
): AsyncGenerator<EventRow[]> {
  const where = await auditWhere(db, filter);
  if (where === null) return;
  let before: number | null = null;
  for (;;) {
    const batch: EventRow[] = await db
      .select()
      .from(auditEvents)
      .where(and(where, before !== null ? lt(auditEvents.id, before) : undefined))
      .orderBy(desc(auditEvents.id))
      .limit(EXPORT_BATCH);
    if (batch.length === 0) return;
    yield batch;
    if (batch.length < EXPORT_BATCH) return;
    before = batch[batch.length - 1]!.id;
  }
}
