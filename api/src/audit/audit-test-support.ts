import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import type { AuditKind } from '@dpohub/domain';
import type { Database } from '../db/database';
import { auditEvents } from '../db/schema';
import type { TestApp } from '../test/test-app';
import type { AuditDetails } from './audit-writer';

export type StoredEvent = typeof auditEvents.$inferSelect & { details: AuditDetails | null };

/** The id of the newest event (0 when the trail is empty): tests read what came after it. */
export async function lastEventId(db: Database): Promise<number> {
  const [row] = await db
    .select({ id: auditEvents.id })
    .from(auditEvents)
    .orderBy(desc(auditEvents.id))
    .limit(1);
  return row?.id ?? 0;
}

/** Events written after `afterId`, oldest first, optionally of one kind. */
export async function eventsAfter(
  db: Database,
  afterId: number,
  kind?: AuditKind,
): Promise<StoredEvent[]> {
  return (await db
    .select()
    .from(auditEvents)
    .where(and(gt(auditEvents.id, afterId), kind ? eq(auditEvents.kind, kind) : undefined))
    .orderBy(asc(auditEvents.id))) as StoredEvent[];
}

/**
 * Runs `change` on one event's row as someone with the database's own rights would: the
 * append-only trigger is switched off for that transaction (session_replication_role).
 */
export async function tamperWith(t: TestApp, change: ReturnType<typeof sql>): Promise<void> {
  await t.database.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(change);
  });
}
