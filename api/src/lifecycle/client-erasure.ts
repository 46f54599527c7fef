import { and, asc, desc, eq, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { recordAudit, systemActor, type Transaction } from '../audit/audit-writer';
import { brazilianDate, type Clock } from '../clock';
import type { Database } from '../db/database';
import {
  assessments,
  auditEvents,
  clientFunctions,
  clients,
  demandCommentAttachments,
  demandComments,
  demandDocuments,
  demandInternalNotes,
  demandParticipants,
  demandUserLinks,
  demands,
  fineSimulations,
  hoursBankAlerts,
  notificationOutbox,
  privacyAgentProfiles,
  simulationDocuments,
  userRoles,
  users,
} from '../db/schema';
import type { FileStorage } from '../files/file-storage';
import { eraseUserAccount } from '../users/user-erasure';

// The end of a client's contract, last step (issue 31; docs/decisions.md "The end of a client's
// contract"): once the read-only window is over, the client's files and personal data are erased
// or anonymised, and what the firm must keep by law (its billing records) stays.

/** Clients one round erases at most: a round stays short, the next one takes the rest. */
const CLIENTS_PER_ROUND = 20;

/** What one erasure removed or anonymised, per kind of record (the audit event's counts). */
export interface ErasureCounts {
  arquivos: number;
  usuarios: number;
  solicitacoes: number;
  comentarios: number;
  notasInternas: number;
  participantes: number;
  avaliacoes: number;
  simulacoes: number;
  emails: number;
}

/** Every stored file of the client: request documents, comment attachments, simulations'. */
async function clientFileKeys(db: Database, clientId: number): Promise<string[]> {
  const ofClient = db
    .select({ id: demands.id })
    .from(demands)
    .where(eq(demands.clientId, clientId));
  const documents = await db
    .select({ key: demandDocuments.storageKey })
    .from(demandDocuments)
    .where(inArray(demandDocuments.demandId, ofClient));
  const attachments = await db
    .select({ key: demandCommentAttachments.storageKey })
    .from(demandCommentAttachments)
    .innerJoin(demandComments, eq(demandComments.id, demandCommentAttachments.commentId))
    .where(inArray(demandComments.demandId, ofClient));
  const simulations = await db
    .select({ key: simulationDocuments.storageKey })
    .from(simulationDocuments)
    .innerJoin(fineSimulations, eq(fineSimulations.id, simulationDocuments.simulationId))
    .where(eq(fineSimulations.creatorClientId, clientId));
  return [...documents, ...attachments, ...simulations].map((row) => row.key);
}

async function removeFiles(storage: FileStorage, keys: readonly string[]): Promise<void> {
  // One at a time: a client's files may be thousands, and removal is idempotent if cut short.
  for (const key of keys) await storage.remove(key);
}

/**
 * The database part, in one transaction with its audit event: the client's row is locked and
 * read again, so two replicas never erase it twice (the second finds it erased and stops).
 */
async function eraseClientRecords(
  tx: Transaction,
  clock: Clock,
  clientId: number,
  files: number,
): Promise<ErasureCounts | null> {
  const now = clock.now();
  const [client] = await tx
    .select({ id: clients.id, name: clients.name, erasedAt: clients.dataErasedAt })
    .from(clients)
    .where(eq(clients.id, clientId))
    .for('update');
  if (!client || client.erasedAt) return null;
  const ofClient = tx
    .select({ id: demands.id })
    .from(demands)
    .where(eq(demands.clientId, clientId));
  const people = await tx
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(eq(users.clientId, clientId));
  const ids = people.map((person) => person.id);

  // The client's people: each account is erased as a request to erase one's account is (the
  // row stays as a number, since requests and billing records name it; name, e-mail, username,
  // secrets, sessions and preferences go, the account is disabled).
  for (const person of people) await eraseUserAccount(tx, person, now);
  if (ids.length > 0) await tx.delete(userRoles).where(inArray(userRoles.userId, ids));
  // The e-mails about the client's requests (titles, comments); those to its people went above.
  const emails = (
    await tx
      .delete(notificationOutbox)
      .where(inArray(notificationOutbox.demandId, ofClient))
      .returning({ id: notificationOutbox.id })
  ).length;

  // Requests: the billing record stays (service type, dates, status, hours, value, lawyer, the
  // status history); what the client wrote goes.
  const comentarios = (
    await tx
      .delete(demandComments)
      .where(inArray(demandComments.demandId, ofClient))
      .returning({ id: demandComments.id })
  ).length;
  const notasInternas = (
    await tx
      .delete(demandInternalNotes)
      .where(inArray(demandInternalNotes.demandId, ofClient))
      .returning({ id: demandInternalNotes.id })
  ).length;
  await tx.delete(demandDocuments).where(inArray(demandDocuments.demandId, ofClient));
  const participantes = (
    await tx
      .delete(demandParticipants)
      .where(inArray(demandParticipants.demandId, ofClient))
      .returning({ id: demandParticipants.id })
  ).length;
  await tx.delete(demandUserLinks).where(inArray(demandUserLinks.demandId, ofClient));
  const solicitacoes = (
    await tx
      .update(demands)
      .set({
        demanda: sql`'Solicitação nº ' || ${demands.id}`,
        descricaoTrabalho: '',
        autorDemanda: null,
        areaInterna: null,
        areaDemandante: null,
      })
      .where(eq(demands.clientId, clientId))
      .returning({ id: demands.id })
  ).length;

  // Assessments (ROPA included) with their versions and review comments: the client's content.
  const avaliacoes = (
    await tx
      .delete(assessments)
      .where(eq(assessments.clientId, clientId))
      .returning({ id: assessments.id })
  ).length;
  // The client's own fine simulations and their documents.
  const simulacoes = (
    await tx
      .delete(fineSimulations)
      .where(eq(fineSimulations.creatorClientId, clientId))
      .returning({ id: fineSimulations.id })
  ).length;
  // The agent's profile keeps the company (corporate name, CNPJ, address): the people go.
  await tx
    .update(privacyAgentProfiles)
    .set({
      email: '',
      phone: '',
      dpoName: '',
      dpoEmail: '',
      dpoPhone: '',
      dataSubjectChannel: '',
      updatedByUserId: null,
      updatedAt: now,
    })
    .where(eq(privacyAgentProfiles.clientId, clientId));
  await tx.delete(hoursBankAlerts).where(eq(hoursBankAlerts.clientId, clientId));
  await tx.delete(clientFunctions).where(eq(clientFunctions.clientId, clientId));
  await tx.update(clients).set({ dataErasedAt: now }).where(eq(clients.id, clientId));

  const counts: ErasureCounts = {
    arquivos: files,
    usuarios: ids.length,
    solicitacoes,
    comentarios,
    notasInternas,
    participantes,
    avaliacoes,
    simulacoes,
    emails,
  };
  // The firm admin who ended the contract decided this erasure: the event names them.
  const [ended] = await tx
    .select({ actorId: auditEvents.actorId, details: auditEvents.details })
    .from(auditEvents)
    .where(and(eq(auditEvents.clientId, clientId), eq(auditEvents.kind, 'client.contractEnded')))
    .orderBy(desc(auditEvents.id))
    .limit(1);
  const actorName = (ended?.details as { actorName?: string | null } | null)?.actorName ?? null;
  await recordAudit(tx, clock, {
    kind: 'client.dataErased',
    actor: systemActor(ended?.actorId ? { id: ended.actorId, name: actorName } : null),
    clientId,
    record: { id: clientId, label: client.name },
    note: Object.entries(counts)
      .map(([what, count]) => `${what}: ${count}`)
      .join(', '),
  });
  return counts;
}

/**
 * A step of the data lifecycle round: every client whose read-only window ended before today
 * (Brazil) and whose data is not erased yet. The files go first (a crash then leaves rows whose
 * files are gone, and the next round finishes); the records and the event in one transaction;
 * then any file written meanwhile. Answers the clients erased by this replica.
 */
export async function eraseEndedClients(app: FastifyInstance): Promise<number> {
  const today = brazilianDate(app.clock.now());
  const due = await app.db
    .select({ id: clients.id })
    .from(clients)
    .where(
      and(
        isNotNull(clients.contractEndedAt),
        isNull(clients.dataErasedAt),
        lt(clients.contractReadOnlyUntil, today),
      ),
    )
    .orderBy(asc(clients.contractReadOnlyUntil), asc(clients.id))
    .limit(CLIENTS_PER_ROUND);
  let erased = 0;
  for (const { id } of due) {
    const before = await clientFileKeys(app.db, id);
    await removeFiles(app.fileStorage, before);
    const result = await app.db.transaction(async (tx) => {
      const late = await clientFileKeys(tx, id);
      const files = new Set([...before, ...late]).size;
      const counts = await eraseClientRecords(tx, app.clock, id, files);
      return counts ? late : null;
    });
    if (result === null) continue;
    await removeFiles(app.fileStorage, result);
    erased += 1;
  }
  return erased;
}
