import { and, desc, isNotNull, lt, lte, sql } from 'drizzle-orm';
import type { Clock } from '../clock';
import { AUDIT_RETENTION_DEFAULT_DAYS } from '../config';
import type { Database } from '../db/database';
import { auditEvents } from '../db/schema';
import { recordAudit, systemActor, type Transaction } from './audit-writer';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Events whose details one statement erases: the job never holds a long lock. */
const ERASE_BATCH = 5_000;

/**
 * Erases the personal details of events whose id is in `ids`' range and that match `where`
 * (names, address, what changed: they become null, the digest stays and the chain holds), one
 * batch per transaction; answers how many were erased.
 */
export async function eraseAuditDetails(
  db: Database,
  clock: Clock,
  where: ReturnType<typeof and>,
): Promise<number> {
  let erased = 0;
  for (;;) {
    const done = await db.transaction(async (tx: Transaction) => {
      const batch = tx
        .select({ id: auditEvents.id })
        .from(auditEvents)
        .where(and(where, isNotNull(auditEvents.details)))
        .orderBy(auditEvents.id)
        .limit(ERASE_BATCH);
      const result = await tx
        .update(auditEvents)
        .set({ details: null, detailsErasedAt: clock.now() })
        .where(sql`${auditEvents.id} in (${batch})`)
        .returning({ id: auditEvents.id });
      return result.length;
    });
    erased += done;
    if (done < ERASE_BATCH) return erased;
  }
}

/**
 * The trail's retention (docs/decisions.md "Audit trail"): events older than `days` keep their
 * skeleton (kind, time, ids, the chain) and lose their personal details. Records that it ran
 * when it erased anything.
 */
export async function applyAuditRetention(
  db: Database,
  clock: Clock,
  days = AUDIT_RETENTION_DEFAULT_DAYS,
): Promise<number> {
  const cutoff = new Date(clock.now().getTime() - days * DAY_MS);
  // The newest event before the cutoff: every older one has a smaller id (time never goes back).
  const [last] = await db
    .select({ id: auditEvents.id })
    .from(auditEvents)
    .where(lt(auditEvents.occurredAt, cutoff))
    .orderBy(desc(auditEvents.occurredAt), desc(auditEvents.id))
    .limit(1);
  if (!last) return 0;
  const erased = await eraseAuditDetails(db, clock, and(lte(auditEvents.id, last.id)));
  if (erased > 0) {
    await db.transaction((tx) =>
      recordAudit(tx, clock, {
        kind: 'audit.detailsErased',
        actor: systemActor(),
        clientId: null,
        note: `${erased} eventos anteriores a ${cutoff.toISOString().slice(0, 10)} (retenção de ${days} dias)`,
      }),
    );
  }
  return erased;
}
