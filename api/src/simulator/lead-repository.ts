import { desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  LEAD_CONSENT,
  leadConsentText,
  type Lead,
  type LeadFollowUp,
  type LeadFollowUpStatus,
  type SimulationLead,
} from '@dpohub/domain';
import { recordAudit, type AuditActor } from '../audit/audit-writer';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { leads, users } from '../db/schema';

export interface LeadRecord extends Lead {
  id: number;
  /** The ALTCHA challenge that registered it (none for a registration older than the rule). */
  registrationChallenge: string | null;
}

const leadColumns = {
  id: leads.id,
  name: leads.name,
  email: leads.email,
  company: leads.company,
  infoEmail: leads.infoEmail,
  registrationChallenge: leads.registrationChallenge,
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

const followUpUsers = alias(users, 'follow_up_users');

/** The lead as a simulation's page shows it (platform M3): opt-in, consent and follow-up. */
export async function findSimulationLead(db: Database, id: number): Promise<SimulationLead | null> {
  const [row] = await db
    .select({
      leadId: leads.id,
      infoEmail: leads.infoEmail,
      consentText: leads.consentText,
      consentVersion: leads.consentVersion,
      consentedAt: leads.consentedAt,
      followUpStatus: leads.followUpStatus,
      followUpBy: followUpUsers.name,
      followUpAt: leads.followUpAt,
      unsubscribedAt: leads.unsubscribedAt,
    })
    .from(leads)
    .leftJoin(followUpUsers, eq(followUpUsers.id, leads.followUpByUserId))
    .where(eq(leads.id, id))
    .limit(1);
  if (!row) return null;
  return {
    leadId: row.leadId,
    infoEmail: row.infoEmail,
    consentimento: {
      texto: row.consentText,
      versao: row.consentVersion,
      em: row.consentedAt?.toISOString() ?? null,
    },
    acompanhamento: {
      status: row.followUpStatus,
      por: row.followUpBy,
      em: row.followUpAt?.toISOString() ?? null,
    },
    descadastradoEm: row.unsubscribedAt?.toISOString() ?? null,
  };
}

/**
 * Stores the registration as it was given. The e-mail opt-in is consent evidence (LGPD art. 8),
 * so a returning e-mail adds a new record and never rewrites an earlier visitor's one.
 */
export async function saveLead(
  db: Database,
  lead: Lead,
  clock: Clock,
  registrationChallenge: string,
): Promise<LeadRecord> {
  const now = clock.now();
  const [inserted] = await db
    .insert(leads)
    .values({
      ...lead,
      createdAt: now,
      updatedAt: now,
      // What the form showed and the visitor ticked, kept with its version and time.
      consentText: leadConsentText(lead.infoEmail),
      consentVersion: LEAD_CONSENT.version,
      consentedAt: now,
      registrationChallenge,
    })
    .returning(leadColumns);
  return inserted!;
}

/** Sets the firm's follow-up status of a lead, recording who and when; null for no such lead. */
export async function setLeadFollowUp(
  db: Database,
  id: number,
  status: LeadFollowUpStatus,
  userId: number,
  now: Date,
): Promise<LeadFollowUp | null> {
  const [row] = await db
    .update(leads)
    .set({ followUpStatus: status, followUpByUserId: userId, followUpAt: now })
    .where(eq(leads.id, id))
    .returning({ id: leads.id });
  if (!row) return null;
  const [user] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId));
  return { status, por: user?.name ?? null, em: now.toISOString() };
}

/**
 * Erases a lead on request (LGPD art. 18, VI): the registration with its name, e-mail, company
 * and consent goes; the simulations it made stay, with no one's data (their lead reference is
 * cleared by the foreign key). The event 'lead.erased' keeps that it happened, with the lead's
 * id only. False when there is no such lead.
 */
export async function eraseLead(
  db: Database,
  clock: Clock,
  actor: AuditActor,
  id: number,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const erased = await tx.delete(leads).where(eq(leads.id, id)).returning({ id: leads.id });
    if (erased.length !== 1) return false;
    await recordAudit(tx, clock, { kind: 'lead.erased', actor, clientId: null, record: { id } });
    return true;
  });
}
