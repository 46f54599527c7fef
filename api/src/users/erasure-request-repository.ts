import { asc, desc, eq, ne, sql } from 'drizzle-orm';
import {
  erasureDaysLeft,
  erasureDeadline,
  type ErasureKeepBasis,
  type ErasureListFilter,
} from '@dpohub/domain';
import type { ErasureRequestRow, ErasureRequestView } from '@dpohub/domain/wire';
import type { Transaction } from '../audit/audit-writer';
import type { Database } from '../db/database';
import { clients, userErasureRequests as requests, users } from '../db/schema';
import { listPage, type ListRead, type PageRequest } from '../lists';

// Requests to erase one's own account (issue 31): written by the user, listed and answered by the
// firm. The answer's work on the account is user-erasure.ts.

const viewColumns = {
  id: requests.id,
  status: requests.status,
  requestedAt: requests.requestedAt,
  deadline: requests.deadline,
  reason: requests.reason,
  answeredAt: requests.answeredAt,
  keepBasis: requests.keepBasis,
  justification: requests.justification,
};

type ViewRow = {
  id: number;
  status: ErasureRequestView['situacao'];
  requestedAt: Date;
  deadline: string;
  reason: string | null;
  answeredAt: Date | null;
  keepBasis: ErasureKeepBasis | null;
  justification: string | null;
};

/** The wire view, with the days left counted on `now` (Brazilian calendar days). */
export function toView(row: ViewRow, now: Date): ErasureRequestView {
  const daysLeft = erasureDaysLeft(row.deadline, row.answeredAt ?? now);
  return {
    id: row.id,
    situacao: row.status,
    solicitadaEm: row.requestedAt.toISOString(),
    prazo: row.deadline,
    diasRestantes: daysLeft,
    atrasada: daysLeft < 0,
    motivo: row.reason,
    respondidaEm: row.answeredAt?.toISOString() ?? null,
    baseLegal: row.keepBasis,
    justificativa: row.justification,
  };
}

/** The user already has an open request (user_erasure_requests_one_open). */
export class ErasureAlreadyOpen extends Error {}

/** Opens a request in `tx`; ErasureAlreadyOpen when one is open, even one written a moment ago. */
export async function openErasureRequest(
  tx: Transaction,
  userId: number,
  reason: string | null,
  now: Date,
): Promise<ViewRow> {
  // The partial unique index answers two requests at once too: the second inserts nothing.
  const [row] = await tx
    .insert(requests)
    .values({ userId, reason, requestedAt: now, deadline: erasureDeadline(now) })
    .onConflictDoNothing({ target: requests.userId, where: sql`${requests.status} = 'ABERTA'` })
    .returning(viewColumns);
  if (!row) throw new ErasureAlreadyOpen();
  return row;
}

/** The user's newest request, open or answered. */
export async function newestErasureRequest(
  db: Database,
  userId: number,
): Promise<ViewRow | undefined> {
  const [row] = await db
    .select(viewColumns)
    .from(requests)
    .where(eq(requests.userId, userId))
    .orderBy(desc(requests.id))
    .limit(1);
  return row;
}

/** An open request, locked until `tx` ends (two admins answering at once: one wins). */
export async function lockOpenRequest(tx: Transaction, id: number) {
  const [row] = await tx
    .select({ ...viewColumns, userId: requests.userId })
    .from(requests)
    .where(eq(requests.id, id))
    .for('update');
  return row;
}

export async function answerRequest(
  tx: Transaction,
  id: number,
  answer: {
    status: 'ATENDIDA' | 'RECUSADA';
    by: number;
    at: Date;
    keepBasis?: ErasureKeepBasis;
    justification?: string;
  },
): Promise<ViewRow> {
  const [row] = await tx
    .update(requests)
    .set({
      status: answer.status,
      answeredAt: answer.at,
      answeredByUserId: answer.by,
      keepBasis: answer.keepBasis ?? null,
      justification: answer.justification ?? null,
    })
    .where(eq(requests.id, id))
    .returning(viewColumns);
  return row!;
}

const rowColumns = {
  ...viewColumns,
  userId: users.id,
  userName: users.name,
  userEmail: users.email,
  clientName: clients.name,
};

type ListRow = ViewRow & {
  userId: number;
  userName: string;
  userEmail: string;
  clientName: string | null;
};

export function toRow(row: ListRow, now: Date): ErasureRequestRow {
  return {
    ...toView(row, now),
    titular: { id: row.userId, nome: row.userName, email: row.userEmail, cliente: row.clientName },
  };
}

/**
 * The firm's list: open requests by deadline (the most urgent first), or answered ones newest
 * first; each through its partial index (migration 0095).
 */
export function listErasureRequests(
  db: Database,
  filter: ErasureListFilter,
  page: PageRequest,
): Promise<ListRead<ListRow>> {
  const open = filter === 'abertas';
  return listPage(
    db,
    {
      table: requests,
      key: requests.id,
      where: open ? eq(requests.status, 'ABERTA') : ne(requests.status, 'ABERTA'),
      rows: (tx, where) =>
        tx
          .select(rowColumns)
          .from(requests)
          .innerJoin(users, eq(users.id, requests.userId))
          .leftJoin(clients, eq(clients.id, users.clientId))
          .where(where)
          .orderBy(...(open ? [asc(requests.deadline), asc(requests.id)] : [desc(requests.id)]))
          .$dynamic(),
    },
    page,
  );
}

/** One request as a row of the list (after an answer). */
export async function findErasureRow(db: Database, id: number): Promise<ListRow | undefined> {
  const [row] = await db
    .select(rowColumns)
    .from(requests)
    .innerJoin(users, eq(users.id, requests.userId))
    .leftJoin(clients, eq(clients.id, users.clientId))
    .where(eq(requests.id, id));
  return row;
}

/** The request's user, locked with it (an admin changing the account meanwhile waits). */
export async function lockSubject(tx: Transaction, userId: number) {
  const [row] = await tx
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      name: users.name,
      admin: users.admin,
      enabled: users.enabled,
      clientId: users.clientId,
    })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row;
}
