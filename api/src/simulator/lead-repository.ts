import { eq, sql } from 'drizzle-orm';
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
  const [row] = await db.select(leadColumns).from(leads).where(byEmail(email)).limit(1);
  return row ?? null;
}

/** Stores the lead; a returning e-mail updates its name, company and opt-in instead. */
export async function saveLead(db: Database, lead: Lead, clock: Clock): Promise<LeadRecord> {
  const now = clock.now();
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: leads.id })
      .from(leads)
      .where(byEmail(lead.email))
      .for('update');
    if (existing) {
      const [updated] = await tx
        .update(leads)
        .set({ name: lead.name, company: lead.company, infoEmail: lead.infoEmail, updatedAt: now })
        .where(eq(leads.id, existing.id))
        .returning(leadColumns);
      return updated!;
    }
    const [inserted] = await tx
      .insert(leads)
      .values({ ...lead, createdAt: now, updatedAt: now })
      .returning(leadColumns);
    return inserted!;
  });
}
