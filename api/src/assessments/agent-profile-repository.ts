import { eq, inArray } from 'drizzle-orm';
import {
  FIRM_PROFILE_FIELDS,
  PRIVACY_AGENT_FIELDS,
  type FirmProfile,
  type PrivacyAgentProfile,
} from '@dpohub/domain';
import type { InTransaction } from '../audit/audit-writer';
import type { Database } from '../db/database';
import { firmProfile, privacyAgentProfiles } from '../db/schema';
import type { AssessmentExportItem } from './assessment-repository';

const EMPTY_AGENT: PrivacyAgentProfile = Object.fromEntries(
  PRIVACY_AGENT_FIELDS.map((field) => [field, '']),
) as unknown as PrivacyAgentProfile;

const agentOf = (row: typeof privacyAgentProfiles.$inferSelect | undefined): PrivacyAgentProfile =>
  row
    ? (Object.fromEntries(
        PRIVACY_AGENT_FIELDS.map((field) => [field, row[field]]),
      ) as unknown as PrivacyAgentProfile)
    : { ...EMPTY_AGENT };

/** A client's identification as agent of its processing operations (empty fields when unset). */
export async function findAgentProfile(
  db: Database,
  clientId: number,
): Promise<PrivacyAgentProfile> {
  const [row] = await db
    .select()
    .from(privacyAgentProfiles)
    .where(eq(privacyAgentProfiles.clientId, clientId))
    .limit(1);
  return agentOf(row);
}

/**
 * Stores a client's identification as processing agent, with `after` (its audit event) in the
 * same transaction, given the identification before and after.
 */
export async function saveAgentProfile(
  db: Database,
  clientId: number,
  profile: PrivacyAgentProfile,
  userId: number,
  now: Date,
  after: InTransaction<[before: PrivacyAgentProfile, saved: PrivacyAgentProfile]>,
): Promise<void> {
  const values = { ...profile, updatedByUserId: userId, updatedAt: now };
  await db.transaction(async (tx) => {
    const before = await findAgentProfile(tx, clientId);
    await tx
      .insert(privacyAgentProfiles)
      .values({ clientId, ...values })
      .onConflictDoUpdate({ target: privacyAgentProfiles.clientId, set: values });
    await after(tx, before, profile);
  });
}

/** The firm's identification for the dossiers; null until the firm fills it in. */
export async function findFirmProfile(db: Database): Promise<FirmProfile | null> {
  const [row] = await db.select().from(firmProfile).where(eq(firmProfile.id, 1)).limit(1);
  if (!row) return null;
  return Object.fromEntries(
    FIRM_PROFILE_FIELDS.map((field) => [field, row[field]]),
  ) as unknown as FirmProfile;
}

/** Stores the firm's identification, with `after` (its audit event) in the same transaction. */
export async function saveFirmProfile(
  db: Database,
  profile: FirmProfile,
  userId: number,
  now: Date,
  after: InTransaction<[before: FirmProfile | null, saved: FirmProfile]>,
): Promise<void> {
  const values = { ...profile, updatedByUserId: userId, updatedAt: now };
  await db.transaction(async (tx) => {
    const before = await findFirmProfile(tx);
    await tx
      .insert(firmProfile)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: firmProfile.id, set: values });
    await after(tx, before, profile);
  });
}

/** An export row of the ROPA register with its client's agent identification. */
export type RegisterItem = AssessmentExportItem & { agent: PrivacyAgentProfile };

/**
 * The register's batches with each row's agent identification: one query per batch for the
 * clients not seen yet (a register is usually one client's, the firm's spans its clients).
 */
export async function* withAgentProfiles(
  db: Database,
  batches: AsyncIterable<AssessmentExportItem[]>,
): AsyncGenerator<RegisterItem[]> {
  const known = new Map<number, PrivacyAgentProfile>();
  for await (const batch of batches) {
    const missing = [...new Set(batch.map((item) => item.clientId))].filter((id) => !known.has(id));
    if (missing.length) {
      const rows = await db
        .select()
        .from(privacyAgentProfiles)
        .where(inArray(privacyAgentProfiles.clientId, missing));
      for (const id of missing) {
        known.set(id, agentOf(rows.find((row) => row.clientId === id)));
      }
    }
    yield batch.map((item) => ({ ...item, agent: known.get(item.clientId)! }));
  }
}
