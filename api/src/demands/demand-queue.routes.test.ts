import { and, count, eq, inArray, isNull, lt } from 'drizzle-orm';
import { OPEN_DEMAND_STATUSES, type Page } from '@dpohub/domain';
import { demands, lawyers } from '../db/schema';
import { createTestApp, type TestApp } from '../test/test-app';
import { DEMO_CLIENTS } from '../seed/demo-users';
import {
  activeLawyerId,
  demandOf,
  demandTestLogins,
  staffPayload,
  userIdOf,
} from './demand-test-support';

// The day the tests run in (Wednesday 25/11/2026), whatever the machine's date.
const TODAY = new Date('2026-11-25T12:00:00-03:00');

let t: TestApp;
let as: Awaited<ReturnType<typeof demandTestLogins>>;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(TODAY);
  as = await demandTestLogins(t);
});
afterAll(() => t.close());

interface Queue {
  advogados: { lawyer: { id: number; name: string }; abertas: number; atrasadas: number }[];
  semAdvogado: { abertas: number; atrasadas: number };
  meuAdvogado: number | null;
  limite: number;
}

const queue = async (headers = as.admin) => {
  const response = await t.app.inject({ method: 'GET', url: '/api/solicitacao/fila', headers });
  return { status: response.statusCode, body: response.json<Queue & { message?: string }>() };
};

const list = async (query: string, headers = as.admin) => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/solicitacao/filter?archived=false&page=0&size=100&${query}`,
    headers,
  });
  return {
    status: response.statusCode,
    body: response.json<Page<{ lawyer: { id: number } | null }> & { message?: string }>(),
  };
};

/** Open demands counted straight from the table, as a hand check of the queue. */
async function openCount(lawyerId: number | null, overdue: boolean) {
  const [row] = await t.app.db
    .select({ value: count() })
    .from(demands)
    .where(
      and(
        eq(demands.archived, false),
        lawyerId === null ? isNull(demands.lawyerId) : eq(demands.lawyerId, lawyerId),
        inArray(demands.status, [...OPEN_DEMAND_STATUSES]),
        overdue ? lt(demands.prazo, '2026-11-25') : undefined,
      ),
    );
  return row!.value;
}

describe('GET /api/solicitacao/fila (the staff queue)', () => {
  it('counts per lawyer the open demands and the overdue ones, and those without a lawyer', async () => {
    const { status, body } = await queue();
    expect(status).toBe(200);
    expect(body.limite).toBe(999);
    const active = await t.app.db.select().from(lawyers).where(eq(lawyers.status, true));
    expect(body.advogados.map((row) => row.lawyer.id).sort()).toEqual(
      active.map((lawyer) => lawyer.id).sort(),
    );
    for (const row of body.advogados) {
      expect([row.lawyer.name, row.abertas, row.atrasadas]).toEqual([
        row.lawyer.name,
        await openCount(row.lawyer.id, false),
        await openCount(row.lawyer.id, true),
      ]);
    }
    expect(body.semAdvogado).toEqual({
      abertas: await openCount(null, false),
      atrasadas: await openCount(null, true),
    });
    expect(body.advogados.some((row) => row.abertas > 0)).toBe(true);
  });

  it('counts a demand as overdue from the day after its deadline, on the firm calendar', async () => {
    const lawyer = await activeLawyerId(t);
    const before = (await queue()).body.advogados.find((row) => row.lawyer.id === lawyer)!;
    // Made on Friday 20/11/2026 with its deadline on Tuesday 24/11/2026: overdue on the 25th.
    t.clock.set(new Date('2026-11-20T12:00:00-03:00'));
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/solicitacao',
      headers: as.admin,
      payload: staffPayload(lawyer, { prazo: '2026-11-24' }),
    });
    // And one due today, the 25th: open, not yet overdue.
    const dueToday = await t.app.inject({
      method: 'POST',
      url: '/api/solicitacao',
      headers: as.admin,
      payload: staffPayload(lawyer, { prazo: '2026-11-25' }),
    });
    t.clock.set(TODAY);
    expect([created.statusCode, dueToday.statusCode]).toEqual([201, 201]);
    const after = (await queue()).body.advogados.find((row) => row.lawyer.id === lawyer)!;
    expect(after.abertas - before.abertas).toBe(2);
    expect(after.atrasadas - before.atrasadas).toBe(1);
  });

  it("filters the staff list by 'Atribuídas a mim' and 'Sem advogado'", async () => {
    expect((await queue()).body.meuAdvogado).toBeNull();
    // Not linked to a lawyer: 'Atribuídas a mim' lists nothing.
    expect((await list('minhas=true')).body.totalElements).toBe(0);
    const lawyer = await activeLawyerId(t);
    await t.app.db
      .update(lawyers)
      .set({ userId: await userIdOf(t, 'admin') })
      .where(eq(lawyers.id, lawyer));
    expect((await queue()).body.meuAdvogado).toBe(lawyer);
    const mine = await list('minhas=true');
    expect(mine.body.totalElements).toBeGreaterThan(0);
    expect(mine.body.content.every((row) => row.lawyer?.id === lawyer)).toBe(true);
    // A pending request the firm has not taken yet.
    const waiting = await demandOf(t, DEMO_CLIENTS.acme.id, 'PENDENTE');
    await t.app.db.update(demands).set({ lawyerId: null }).where(eq(demands.id, waiting));
    const unassigned = await list('semAdvogado=true');
    expect(unassigned.body.totalElements).toBeGreaterThan(0);
    expect(unassigned.body.content.every((row) => row.lawyer === null)).toBe(true);
    expect((await queue()).body.semAdvogado.abertas).toBeGreaterThan(0);
  });

  it('is for firm staff only, and so are its filters', async () => {
    expect((await queue(as.clientAdmin)).status).toBe(403);
    const refused = await list('semAdvogado=true', as.clientAdmin);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(
      "Os filtros 'Atribuídas a mim' e 'Sem advogado' são da equipe do escritório.",
    );
  });
});
