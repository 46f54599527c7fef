import { desc, eq, sql } from 'drizzle-orm';
import type { Lead } from '@dpohub/domain';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { leads } from '../db/schema';

export interface LeadRecord extends Lead {
  id: number;
}

const leadColumns = {
  id: leads.id,
  name: leads.name,
  email: leads.email,
  company: leads.company,
  infoEmail: leads.infoEmail,
};

const byEmail = (email: string) => eq(sql`lower(${leads.email})`, email.trim().toLowerCase());

export async function findLeadById(db: Database, id: number): Promise<LeadRecord | null> {
  const [row] = await db.select(leadColumns).from(leads).where(eq(leads.id, id)).limit(1);
  return row ?? null;
}

export async function findLeadByEmail(db: Database, email: string): Promise<LeadRecord | null> {
  // The newest registration of the e-mail signs in (each registration is its own record).
  const [row] = await db
    .select(leadColumns)
    .from(leads)
    .where(byEmail(email))
    .orderBy(desc(leads.id))
    .limit(1);
  return row ?? null;
}

/**
 * Stores the registration as it was given. The e-mail opt-in is consent evidence (LGPD art. 8),
 * so a returning e-mail adds a new record and never rewrites an earlier visitor's one.
 */
export async function saveLead(db: Database, lead: Lead, clock: Clock): Promise<LeadRecord> {
  const now = clock.now();
  const [inserted] = await db
    .insert(leads)
    .values({ ...lead, createdAt: now, updatedAt: now })
    .returning(leadColumns);
  return inserted!;
}
