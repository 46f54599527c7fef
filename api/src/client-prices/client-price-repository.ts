import { and, asc, desc, eq, gte, isNull, lte, ne, or, type SQL } from 'drizzle-orm';
import type { ClientPriceHours } from '@dpohub/domain';
import type { Database } from '../db/database';
import { clientPricesHours, clients } from '../db/schema';
import { listPage, type ListRead, type PageRequest } from '../lists';

const columns = {
  id: clientPricesHours.id,
  clientId: clientPricesHours.clientId,
  clientName: clients.name,
  valorHora: clientPricesHours.valorHora,
  vigenciaInicio: clientPricesHours.vigenciaInicio,
  vigenciaFim: clientPricesHours.vigenciaFim,
  userId: clientPricesHours.userId,
};

/** A page of price periods by client name, newest period first within a client. */
export async function listPrices(
  db: Database,
  clientId: number | undefined,
  page: PageRequest & { direction: 'asc' | 'desc' },
): Promise<ListRead<ClientPriceHours>> {
  const order = page.direction === 'desc' ? desc : asc;
  return listPage(
    db,
    {
      table: clientPricesHours,
      key: clientPricesHours.id,
      where: clientId === undefined ? undefined : eq(clientPricesHours.clientId, clientId),
      rows: (tx, where) =>
        tx
          .select(columns)
          .from(clientPricesHours)
          .innerJoin(clients, eq(clients.id, clientPricesHours.clientId))
          .where(where)
          .orderBy(
            order(clients.name),
            asc(clients.id),
            desc(clientPricesHours.vigenciaInicio),
            desc(clientPricesHours.id),
          )
          .$dynamic(),
    },
    page,
  );
}

export async function findPrice(db: Database, id: number): Promise<ClientPriceHours | null> {
  const [row] = await db
    .select(columns)
    .from(clientPricesHours)
    .innerJoin(clients, eq(clients.id, clientPricesHours.clientId))
    .where(eq(clientPricesHours.id, id))
    .limit(1);
  return row ?? null;
}

/** Spec 1 section 3: the current price is the record with the latest vigenciaInicio. */
export async function currentPrice(
  db: Database,
  clientId: number,
): Promise<{
  id: number;
  valorHora: number;
  vigenciaInicio: string;
  vigenciaFim: string | null;
} | null> {
  const [row] = await db
    .select({
      id: clientPricesHours.id,
      valorHora: clientPricesHours.valorHora,
      vigenciaInicio: clientPricesHours.vigenciaInicio,
      vigenciaFim: clientPricesHours.vigenciaFim,
    })
    .from(clientPricesHours)
    .where(eq(clientPricesHours.clientId, clientId))
    .orderBy(desc(clientPricesHours.vigenciaInicio), desc(clientPricesHours.id))
    .limit(1);
  return row ?? null;
}

/** Takes the client's row lock, so two price saves for one client run one after the other. */
export async function lockClient(db: Database, clientId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(eq(clients.id, clientId))
    .for('update');
  return Boolean(row);
}

/** Whether another period of the client shares a day with [start, end] (end null: open). */
export async function overlapsAnotherPeriod(
  db: Database,
  period: { id: number; clientId: number; vigenciaInicio: string; vigenciaFim: string | null },
): Promise<boolean> {
  const conditions: SQL[] = [
    eq(clientPricesHours.clientId, period.clientId),
    ne(clientPricesHours.id, period.id),
    or(
      isNull(clientPricesHours.vigenciaFim),
      gte(clientPricesHours.vigenciaFim, period.vigenciaInicio),
    )!,
  ];
  if (period.vigenciaFim !== null) {
    conditions.push(lte(clientPricesHours.vigenciaInicio, period.vigenciaFim));
  }
  const [row] = await db
    .select({ id: clientPricesHours.id })
    .from(clientPricesHours)
    .where(and(...conditions))
    .limit(1);
  return Boolean(row);
}

export async function updatePrice(
  db: Database,
  price: { id: number; valorHora: number; vigenciaInicio: string; vigenciaFim: string | null },
  userId: number,
  now: Date,
): Promise<void> {
  await db
    .update(clientPricesHours)
    .set({
      valorHora: price.valorHora,
      vigenciaInicio: price.vigenciaInicio,
      vigenciaFim: price.vigenciaFim,
      userId,
      updatedAt: now,
    })
    .where(eq(clientPricesHours.id, price.id));
}

export async function closePeriod(
  db: Database,
  id: number,
  vigenciaFim: string,
  userId: number,
  now: Date,
) {
  await db
    .update(clientPricesHours)
    .set({ vigenciaFim, userId, updatedAt: now })
    .where(eq(clientPricesHours.id, id));
}

export async function insertPrice(
  db: Database,
  price: { clientId: number; valorHora: number; vigenciaInicio: string },
  userId: number,
  now: Date,
): Promise<number> {
  const [row] = await db
    .insert(clientPricesHours)
    .values({ ...price, vigenciaFim: null, userId, updatedAt: now })
    .returning({ id: clientPricesHours.id });
  return row!.id;
}
