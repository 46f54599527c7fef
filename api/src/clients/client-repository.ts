import { and, asc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import {
  DEFAULT_CLIENT_FUNCTIONS,
  orderedFunctions,
  type Client,
  type ClientContractState,
  type ContractWindow,
} from '@dpohub/domain';
import { brazilianDate } from '../clock';
import type { InTransaction } from '../audit/audit-writer';
import type { Database } from '../db/database';
import {
  assessments,
  clientFunctions,
  clients,
  demands,
  hoursBankMovements,
  users,
} from '../db/schema';
import { matchesSearchColumn } from '../lists';

const clientColumns = {
  id: clients.id,
  name: clients.name,
  enableHoursBank: clients.enableHoursBank,
  contractEndedOn: clients.contractEndedOn,
  contractReadOnlyUntil: clients.contractReadOnlyUntil,
  dataErasedAt: clients.dataErasedAt,
};

type ClientRow = {
  id: number;
  name: string;
  enableHoursBank: boolean;
  contractEndedOn: string | null;
  contractReadOnlyUntil: string | null;
  dataErasedAt: Date | null;
};

/** The wire client: its contract's state only once it ended. */
function clientOf(row: ClientRow): Client {
  const contract: ClientContractState | null =
    row.contractEndedOn && row.contractReadOnlyUntil
      ? {
          endedOn: row.contractEndedOn,
          readOnlyUntil: row.contractReadOnlyUntil,
          dataErasedOn: row.dataErasedAt ? brazilianDate(row.dataErasedAt) : null,
        }
      : null;
  const client: Client = { id: row.id, name: row.name, enableHoursBank: row.enableHoursBank };
  return contract ? { ...client, contract } : client;
}

/** Escapes LIKE wildcards so a search for "50%" finds that text. */
export function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** Clients sorted by name, matching the search in the name or the folder number. */
export async function listClients(
  db: Database,
  options: { search?: string; onlyClientId?: number | null },
): Promise<Client[]> {
  const conditions: SQL[] = [];
  const search = options.search?.trim();
  if (search) {
    const pattern = likePattern(search);
    conditions.push(
      or(
        matchesSearchColumn(clients.nameSearch, search),
        ilike(sql`${clients.id}::text`, pattern),
      )!,
    );
  }
  if (options.onlyClientId !== undefined && options.onlyClientId !== null) {
    conditions.push(eq(clients.id, options.onlyClientId));
  }
  const rows = await db
    .select(clientColumns)
    .from(clients)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(asc(clients.name), asc(clients.id));
  return rows.map(clientOf);
}

export async function findClient(db: Database, id: number): Promise<Client | null> {
  const [row] = await db.select(clientColumns).from(clients).where(eq(clients.id, id)).limit(1);
  return row ? clientOf(row) : null;
}

/**
 * Inserts the client with the default contracted functions (domain DEFAULT_CLIENT_FUNCTIONS),
 * in one transaction with `after` (its audit event); false when the folder number is taken.
 */
export async function insertClient(
  db: Database,
  client: Client,
  after: InTransaction,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(clients)
      .values(client)
      .onConflictDoNothing({ target: clients.id })
      .returning({ id: clients.id });
    if (inserted.length !== 1) return false;
    await tx
      .insert(clientFunctions)
      .values(DEFAULT_CLIENT_FUNCTIONS.map((feature) => ({ clientId: client.id, feature })));
    await after(tx);
    return true;
  });
}

/**
 * Renames the client and sets its 'Controle de Horas', with `after` (its audit event) in the same
 * transaction, given the client before and after; null when there is none with this id.
 */
export async function updateClient(
  db: Database,
  client: Client,
  after: InTransaction<[before: Client, updated: Client]>,
): Promise<Client | null> {
  return db.transaction(async (tx) => {
    const [previous] = await tx
      .select(clientColumns)
      .from(clients)
      .where(eq(clients.id, client.id))
      .for('update');
    if (!previous) return null;
    const [row] = await tx
      .update(clients)
      .set({ name: client.name, enableHoursBank: client.enableHoursBank })
      .where(eq(clients.id, client.id))
      .returning(clientColumns);
    const updated = clientOf(row!);
    await after(tx, clientOf(previous), updated);
    return updated;
  });
}

export type DeleteClientOutcome = 'deleted' | 'not-found' | 'has-users' | 'has-records';

/** Removes a client that has no users (its function cards and prices go with it). */
export async function deleteClient(
  db: Database,
  id: number,
  after: InTransaction<[{ id: number; name: string }]>,
): Promise<DeleteClientOutcome> {
  return db.transaction(async (tx) => {
    const [client] = await tx
      .select({ id: clients.id, name: clients.name })
      .from(clients)
      .where(eq(clients.id, id))
      .for('update');
    if (!client) return 'not-found';
    const [user] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.clientId, id))
      .limit(1);
    if (user) return 'has-users';
    // Security L7: demands and hours-bank movements refuse the delete (a foreign key), and the
    // assessments would go with the client: a client with any of them is kept, with the reason.
    const records = await tx.execute(
      sql`select exists(select 1 from ${demands} where ${demands.clientId} = ${id})
              or exists(select 1 from ${hoursBankMovements} where ${hoursBankMovements.clientId} = ${id})
              or exists(select 1 from ${assessments} where ${assessments.clientId} = ${id}) as found`,
    );
    if ((records as unknown as { rows: { found: boolean }[] }).rows[0]?.found) return 'has-records';
    await tx.delete(clients).where(eq(clients.id, id));
    await after(tx, client);
    return 'deleted';
  });
}

/** The function cards (domain FEATURES keys) the client has contracted, in a stable order. */
export async function listClientFunctions(db: Database, clientId: number): Promise<string[]> {
  const rows = await db
    .select({ feature: clientFunctions.feature })
    .from(clientFunctions)
    .where(eq(clientFunctions.clientId, clientId))
    .orderBy(asc(clientFunctions.feature));
  return rows.map((row) => row.feature);
}

/**
 * Replaces the client's contracted functions with `functions` (one transaction, the client row
 * locked so two firm admins saving at once end with one of the two lists, never a mix); null
 * when the client does not exist.
 */
export async function replaceClientFunctions(
  db: Database,
  clientId: number,
  functions: readonly string[],
  after: InTransaction<[string[], string[]]>,
): Promise<string[] | null> {
  return db.transaction(async (tx) => {
    const [client] = await tx
      .select({ id: clients.id })
      .from(clients)
      .where(eq(clients.id, clientId))
      .for('update');
    if (!client) return null;
    const before = await listClientFunctions(tx, clientId);
    await tx.delete(clientFunctions).where(eq(clientFunctions.clientId, clientId));
    const chosen = orderedFunctions(functions);
    if (chosen.length > 0) {
      await tx.insert(clientFunctions).values(chosen.map((feature) => ({ clientId, feature })));
    }
    await after(tx, before, chosen);
    return chosen;
  });
}

export type EndContractOutcome =
  | { outcome: 'ended'; client: { id: number; name: string } }
  | { outcome: 'not-found' | 'already-ended' };

/**
 * Ends the client's contract with `window` (domain contractWindow), in one transaction with
 * `after` (its audit event); the row is locked, so two firm admins ending it at once end it once.
 */
export async function endClientContract(
  db: Database,
  id: number,
  ending: { at: Date; window: ContractWindow; reason: string | null },
  after: InTransaction<[{ id: number; name: string }]>,
): Promise<EndContractOutcome> {
  return db.transaction(async (tx) => {
    const [client] = await tx
      .select({ id: clients.id, name: clients.name, endedAt: clients.contractEndedAt })
      .from(clients)
      .where(eq(clients.id, id))
      .for('update');
    if (!client) return { outcome: 'not-found' };
    if (client.endedAt) return { outcome: 'already-ended' };
    await tx
      .update(clients)
      .set({
        contractEndedAt: ending.at,
        contractEndedOn: ending.window.endedOn,
        contractReadOnlyUntil: ending.window.readOnlyUntil,
        contractEndReason: ending.reason,
      })
      .where(eq(clients.id, id));
    const named = { id: client.id, name: client.name };
    await after(tx, named);
    return { outcome: 'ended', client: named };
  });
}
