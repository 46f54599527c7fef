import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { API_MESSAGES, AUDIT_MESSAGES, type AuditEventView, type Page } from '@dpohub/domain';
import { bearer, createTestApp, type TestApp } from '../test/test-app';
import { eventsAfter, lastEventId, tamperWith } from './audit-test-support';
import { recordAudit, type AuditEntry } from './audit-writer';

let t: TestApp;
const tokens: Record<string, string> = {};
let base: number;
beforeAll(async () => {
  t = await createTestApp();
  // A small trail of both clients, written at known times, before the sign-ins below (each an
  // event of today: time never goes back along the chain).
  base = await lastEventId(t.app.db);
  const at = (iso: string) => t.clock.set(new Date(iso));
  const now = t.clock.now();
  at('2026-03-02T12:00:00Z');
  await write({ kind: 'user.changed', clientId: 1001, record: { id: 3, label: 'Rafael' } });
  at('2026-03-05T12:00:00Z');
  await write({
    kind: 'demand.internalChanged',
    clientId: 1001,
    record: { id: 40 },
    changes: [{ field: 'lawyer', before: 'Ana', after: 'Bruno' }],
  });
  at('2026-03-10T12:00:00Z');
  await write({ kind: 'user.disabled', clientId: 1002, record: { id: 5 } });
  at('2026-03-12T14:30:00Z');
  await write({
    kind: 'client.functionsChanged',
    clientId: 1001,
    record: { id: 1001, label: 'Acme Indústria Ltda' },
    actor: { kind: 'user', id: 2, name: 'Carla Mendes', ip: '203.0.113.9' },
    changes: [{ field: 'functions', added: ['ropa'], removed: ['dashboard'] }],
  });
  t.clock.set(now);
  for (const username of ['admin', 'cliente.admin', 'cliente.usuario', 'beta.admin']) {
    tokens[username] = await t.login(username);
  }
});
afterAll(() => t.close());

const as = (username: string) => bearer(tokens[username]!);
const admin = { kind: 'user' as const, id: 1, name: 'Administrador DPOHUB', ip: '10.0.0.7' };

function write(e: Partial<AuditEntry> & Pick<AuditEntry, 'kind' | 'clientId'>) {
  return t.app.db.transaction((tx) => recordAudit(tx, t.app.clock, { actor: admin, ...e }));
}

async function trail(username: string, query: Record<string, string | number> = {}) {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/auditoria',
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    headers: as(username),
  });
  return response;
}

const march = { periodoInicial: '01/03/2026', periodoFinal: '31/03/2026' };

describe('GET /api/auditoria', () => {
  it('gives firm admins every client’s events, newest first, with the address', async () => {
    const response = await trail('admin', march);
    expect(response.statusCode).toBe(200);
    const page = response.json<Page<AuditEventView>>();
    expect(page.content.map((event) => event.kind)).toEqual([
      'client.functionsChanged',
      'user.disabled',
      'demand.internalChanged',
      'user.changed',
    ]);
    expect(page).toMatchObject({ totalElements: 4, totalPages: 1, number: 0, size: 10 });
    expect(page.content[0]).toEqual({
      id: base + 4,
      occurredAt: '2026-03-12T14:30:00.000Z',
      kind: 'client.functionsChanged',
      kindLabel: 'Funções contratadas alteradas',
      actor: { kind: 'user', id: 2, name: 'Carla Mendes' },
      onBehalfOf: null,
      ip: '203.0.113.9',
      client: { id: 1001, name: 'Acme Indústria Ltda' },
      record: { type: 'client', id: 1001, label: 'Acme Indústria Ltda' },
      changes: [{ field: 'functions', added: ['ropa'], removed: ['dashboard'] }],
      note: null,
      erased: false,
    });
  });

  it('gives a client administrator their own client’s events only, without the firm’s internal data or addresses', async () => {
    const acme = (await trail('cliente.admin', march)).json<Page<AuditEventView>>();
    expect(acme.content.map((event) => event.kind)).toEqual([
      'client.functionsChanged',
      'user.changed',
    ]);
    expect(acme.content.every((event) => event.ip === null)).toBe(true);
    const beta = (await trail('beta.admin', march)).json<Page<AuditEventView>>();
    expect(beta.content.map((event) => [event.kind, event.client?.id])).toEqual([
      ['user.disabled', 1002],
    ]);
  });

  it('refuses a client administrator naming another client, and anyone else', async () => {
    const other = await trail('beta.admin', { clientId: 1001 });
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(API_MESSAGES.forbidden);
    expect((await trail('cliente.usuario')).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/auditoria' })).statusCode).toBe(401);
  });

  it('filters by period, user, kind, client and record', async () => {
    const ids = async (query: Record<string, string | number>) =>
      (await trail('admin', query)).json<Page<AuditEventView>>().content.map((e) => e.id - base);
    expect(await ids({ periodoInicial: '05/03/2026', periodoFinal: '10/03/2026' })).toEqual([3, 2]);
    expect(await ids({ ...march, userId: 2 })).toEqual([4]);
    expect(await ids({ ...march, kind: 'user.disabled' })).toEqual([3]);
    expect(await ids({ ...march, clientId: 1001 })).toEqual([4, 2, 1]);
    expect(await ids({ ...march, recordType: 'user', recordId: 3 })).toEqual([1]);
    expect(await ids({ recordType: 'demand', recordId: 40 })).toEqual([2]);
    // A period is whole days in Brazilian time: 12/03 ends at 03:00 UTC of the 13th.
    expect(await ids({ periodoInicial: '12/03/2026', periodoFinal: '12/03/2026' })).toEqual([4]);
    expect(await ids({ periodoInicial: '01/01/2020', periodoFinal: '31/01/2020' })).toEqual([]);
  });

  it('answers bad filters with a 400 in Portuguese', async () => {
    const noType = await trail('admin', { recordId: 3 });
    expect(noType.statusCode).toBe(400);
    expect(noType.json().message).toBe(AUDIT_MESSAGES.recordNeedsType);
    expect((await trail('admin', { kind: 'user.exploded' })).statusCode).toBe(400);
    expect((await trail('admin', { periodoInicial: '31/02/2026' })).statusCode).toBe(400);
    const deep = await trail('admin', { page: 1000, size: 10 });
    expect(deep.statusCode).toBe(400);
    expect(deep.json().message).toBe(API_MESSAGES.pageBeyondLimit);
  });

  it('counts up to 1 000 events and says there are more past them', async () => {
    await t.app.db.transaction(async (tx) => {
      for (let i = 0; i < 1001; i += 1) {
        await recordAudit(tx, t.app.clock, {
          kind: 'user.enabled',
          actor: admin,
          clientId: 1002,
          record: { id: 77 },
        });
      }
    });
    const page = (await trail('admin', { recordType: 'user', recordId: 77 })).json<
      Page<AuditEventView>
    >();
    expect(page).toMatchObject({ totalElements: 1000, totalCapped: true, totalPages: 100 });
    const last = (await trail('admin', { recordType: 'user', recordId: 77, page: 100 })).json<
      Page<AuditEventView>
    >();
    expect(last.content).toHaveLength(1);
  });

  it("reads a client administrator's trail through the index of the events a client may see", async () => {
    // The 1 001 events above are Beta's: its administrator's count walks that index alone, not
    // the client's index with a read of each row to leave the firm's internal ones out.
    await t.app.db.execute(sql`analyze audit_events`);
    const plan = await t.app.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_bitmapscan = off`);
      return tx.execute(sql`
        explain select count(*) from (select 1 from audit_events
        where client_id = 1002 and not firm_only limit 1001) counted`);
    });
    expect(JSON.stringify((plan as unknown as { rows: unknown[] }).rows)).toMatch(
      /audit_events_client_shared_idx/,
    );
    const page = (await trail('beta.admin', {})).json<Page<AuditEventView>>();
    expect(page).toMatchObject({ totalElements: 1000, totalCapped: true });
  });

  it('shows an erased event without its details', async () => {
    const id = await write({ kind: 'user.changed', clientId: 1002, record: { id: 9, label: 'x' } });
    await t.app.db.execute(
      sql`update audit_events set details = null, details_erased_at = now() where id = ${id}`,
    );
    const page = (await trail('admin', { recordType: 'user', recordId: 9 })).json<
      Page<AuditEventView>
    >();
    expect(page.content[0]).toMatchObject({
      id,
      erased: true,
      actor: { kind: 'user', id: 1, name: null },
      record: { type: 'user', id: 9, label: null },
      changes: [],
      ip: null,
    });
  });
});

describe('GET /api/auditoria/export-excel', () => {
  async function exported(username: string, query: Record<string, string | number>) {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/auditoria/export-excel',
      query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
      headers: as(username),
    });
    if (response.statusCode !== 200) return { response, rows: [] as unknown[][] };
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const rows: unknown[][] = [];
    workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    return { response, rows };
  }

  it('writes the period’s events as a spreadsheet, and the export itself joins the trail', async () => {
    const before = await lastEventId(t.app.db);
    const { response, rows } = await exported('admin', march);
    expect(response.headers['content-disposition']).toContain('trilha-de-auditoria.xlsx');
    expect(rows[0]).toEqual([
      'Número',
      'Data e hora',
      'Evento',
      'Quem',
      'Em nome de',
      'Endereço',
      'Cliente',
      'Registro',
      'Alterações',
      'Observação',
    ]);
    expect(rows).toHaveLength(5);
    expect(rows[1]!.slice(2, 9)).toEqual([
      'Funções contratadas alteradas',
      'Carla Mendes',
      undefined, // an empty cell: nobody on whose behalf
      '203.0.113.9',
      'Acme Indústria Ltda',
      'Cliente 1001 Acme Indústria Ltda',
      'Funções contratadas: + ropa; − dashboard',
    ]);
    // 14:30 UTC is 11:30 in Brasília.
    expect((rows[1]![1] as Date).toISOString()).toBe('2026-03-12T11:30:00.000Z');
    const [event] = await eventsAfter(t.app.db, before, 'data.exported');
    expect(event).toMatchObject({
      actorId: 1,
      clientId: null,
      details: { note: 'Trilha de auditoria' },
    });
  });

  it('gives a client administrator their client’s rows without the address column', async () => {
    const { rows } = await exported('cliente.admin', march);
    expect(rows[0]).not.toContain('Endereço');
    expect(rows.slice(1).map((row) => row[2])).toEqual([
      'Funções contratadas alteradas',
      'Usuário alterado',
    ]);
  });

  it('needs a period, and says when it holds nothing', async () => {
    const none = await exported('admin', {
      periodoInicial: '01/01/2020',
      periodoFinal: '31/01/2020',
    });
    expect(none.response.statusCode).toBe(400);
    expect(none.response.json().message).toBe(AUDIT_MESSAGES.noEventsInPeriod);
    const missing = await exported('admin', {});
    expect(missing.response.statusCode).toBe(400);
  });
});

describe('GET /api/auditoria/verificacao', () => {
  const verify = (query: Record<string, string> = {}, username = 'admin') =>
    t.app.inject({
      method: 'GET',
      url: '/api/auditoria/verificacao',
      query,
      headers: as(username),
    });

  it('recomputes the chain for a firm admin, names its head, and records that it ran', async () => {
    const response = await verify();
    expect(response.statusCode).toBe(200);
    const result = response.json();
    expect(result).toMatchObject({ ok: true, firstBroken: null });
    expect(result.checked).toBe(result.head.id);
    const [event] = await eventsAfter(t.app.db, result.head.id, 'audit.verified');
    expect(event!.details!.note).toBe(AUDIT_MESSAGES.verifyOk(result.checked));
    // The head kept aside is still there.
    const again = await verify({ ultimo: `${result.head.id}:${result.head.hash}` });
    expect(again.json().ok).toBe(true);
  });

  it('names the first broken link after a row was edited in the database', async () => {
    const edited = base + 2;
    const [original] = await eventsAfter(t.app.db, edited - 1);
    await tamperWith(t, sql`update audit_events set kind = 'user.changed' where id = ${edited}`);
    try {
      const result = (await verify()).json();
      expect(result).toMatchObject({
        ok: false,
        firstBroken: { id: edited, reason: AUDIT_MESSAGES.brokenContent },
      });
    } finally {
      await tamperWith(
        t,
        sql`update audit_events set kind = ${original!.kind} where id = ${edited}`,
      );
    }
    expect((await verify()).json().ok).toBe(true);
  });

  it('is for the firm only, and refuses a malformed head', async () => {
    expect((await verify({}, 'cliente.admin')).statusCode).toBe(403);
    const bad = await verify({ ultimo: '12:abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(AUDIT_MESSAGES.knownHeadInvalid);
  });
});
