import { asc, gt } from 'drizzle-orm';
import { AUDIT_MESSAGES, type AuditVerification } from '@dpohub/domain';
import type { Database } from '../db/database';
import { auditEvents } from '../db/schema';
import { GENESIS_HASH, detailsDigest, eventHash } from './audit-chain';

/** Events read per statement while verifying: memory stays flat on a chain of millions. */
const VERIFY_BATCH = 5_000;

/**
 * Recomputes the whole chain from the first event: each id must follow the previous one, point
 * to its hash, and hash to what it stores; an event whose details were not erased must still
 * match their digest. Stops at the first link that does not hold and names it.
 */
export async function verifyAuditChain(
  db: Database,
  options: {
    /**
     * A head kept aside from an earlier verification: the chain must still hold that event with
     * that hash. Without it, events removed from the end of the chain leave no broken link.
     */
    knownHead?: { id: number; hash: string } | null;
  } = {},
): Promise<AuditVerification> {
  const knownHead = options.knownHead ?? null;
  let previous: { id: number; hash: string } | null = null;
  let checked = 0;
  const broken = (id: number, reason: string): AuditVerification => ({
    ok: false,
    checked,
    head: previous,
    firstBroken: { id, reason },
  });
  for (;;) {
    const batch = await db
      .select()
      .from(auditEvents)
      .where(previous ? gt(auditEvents.id, previous.id) : undefined)
      .orderBy(asc(auditEvents.id))
      .limit(VERIFY_BATCH);
    for (const event of batch) {
      const expectedId: number = previous ? previous.id + 1 : 1;
      if (event.id !== expectedId) {
        return broken(event.id, previous ? AUDIT_MESSAGES.brokenGap : AUDIT_MESSAGES.brokenStart);
      }
      if (event.prevHash !== (previous?.hash ?? GENESIS_HASH)) {
        return broken(event.id, AUDIT_MESSAGES.brokenLink);
      }
      if (event.details !== null && detailsDigest(event.details) !== event.detailsDigest) {
        return broken(event.id, AUDIT_MESSAGES.brokenDetails);
      }
      if (eventHash(event) !== event.hash) return broken(event.id, AUDIT_MESSAGES.brokenContent);
      if (knownHead?.id === event.id && knownHead.hash !== event.hash) {
        return broken(event.id, AUDIT_MESSAGES.brokenKnownHead);
      }
      previous = { id: event.id, hash: event.hash };
      checked += 1;
    }
    if (batch.length < VERIFY_BATCH) break;
  }
  if (knownHead && knownHead.id > checked) return broken(knownHead.id, AUDIT_MESSAGES.brokenTail);
  return { ok: true, checked, head: previous, firstBroken: null };
}
