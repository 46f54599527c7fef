import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { API_MESSAGES } from '@dpohub/domain';
import { EXPORT_BATCH_SIZE } from '../demands/demand-repository';
import { LIST_COUNT_LIMIT, SEARCH_COUNT_LIMIT, withStatementTimeout } from '../lists';
import { bearer, createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(admin) });
const run = (text: string) => t.database.db.execute(sql.raw(text));

describe('bounded lists (docs/decisions.md)', () => {
  it('counts exactly up to the limit, then says "more than" and refuses pages past it', async () => {
    const small = (await get('/api/lawyer/filter?page=0&size=10')).json();
    expect(small).toMatchObject({ totalElements: 5, totalPages: 1, totalCapped: false });

    await run(
      `insert into lawyers (name, status) select 'Advogado Carga ' || i, true from generate_series(1, ${LIST_COUNT_LIMIT}) i`,
    );
    const big = await get('/api/lawyer/filter?page=0&size=10');
    expect(big.statusCode).toBe(200);
    expect(big.json()).toMatchObject({
      totalElements: LIST_COUNT_LIMIT,
      totalPages: LIST_COUNT_LIMIT / 10,
      totalCapped: true,
      number: 0,
      size: 10,
    });
    expect(big.json().content).toHaveLength(10);

    const last = await get(`/api/lawyer/filter?page=${LIST_COUNT_LIMIT / 10 - 1}&size=10`);
    expect(last.statusCode).toBe(200);
    expect(last.json().content).toHaveLength(10);

    const beyond = await get(`/api/lawyer/filter?page=${LIST_COUNT_LIMIT / 10}&size=10`);
    expect(beyond.statusCode).toBe(400);
    expect(beyond.json().message).toBe(API_MESSAGES.pageBeyondLimit);
    expect(API_MESSAGES.pageBeyondLimit).toBe(
      'Página além dos primeiros 10.000 resultados: refine os filtros.',
    );
    await run(`delete from lawyers where name like 'Advogado Carga %'`);
  });

  it('counts only when a page is full: a page that is not full gives the exact total', async () => {
    // The 5 demo lawyers and 47 more: pages of 20 are full, full, then 12 rows.
    await run(
      `insert into lawyers (name, status) select 'Advogada Página ' || lpad(i::text, 2, '0'), true from generate_series(1, 47) i`,
    );
    try {
      const page = (n: number) => get(`/api/lawyer/filter?page=${n}&size=20`);
      expect((await page(0)).json()).toMatchObject({ totalElements: 52, totalPages: 3 });
      const last = (await page(2)).json();
      expect(last).toMatchObject({ totalElements: 52, totalPages: 3, totalCapped: false });
      expect(last.content).toHaveLength(12);
      expect((await page(3)).json()).toMatchObject({ content: [], totalElements: 52 });
      // A search counts its matches as it reads them.
      const searched = (
        await get('/api/lawyer/filter?name=advogada%20pagina&page=2&size=20')
      ).json();
      expect(searched).toMatchObject({ totalElements: 47, totalCapped: false });
      expect(searched.content.map((row: { name: string }) => row.name)).toEqual(
        Array.from({ length: 7 }, (_, i) => `Advogada Página ${41 + i}`),
      );
    } finally {
      await run(`delete from lawyers where name like 'Advogada Página %'`);
    }
  });

  it('searches without accents or case in demands, users, lawyers and simulations', async () => {
    await run(
      `insert into lawyers (name, status) values ('Otávio Araújo', true), ('Otavio Simoes', true)`,
    );
    const lawyers = (await get('/api/lawyer/filter?page=0&size=10&name=OTAVIO')).json();
    // Both spellings, in the database collation's order.
    expect(lawyers.content.map((row: { name: string }) => row.name).sort()).toEqual(
      ['Otávio Araújo', 'Otavio Simoes'].sort(),
    );
    const accented = (await get(`/api/lawyer/filter?name=${encodeURIComponent('simões')}`)).json();
    expect(accented.content.map((row: { name: string }) => row.name)).toEqual(['Otavio Simoes']);

    const users = (
      await get('/api/user/filter?page=0&size=10&sort=name,asc&search=industria')
    ).json();
    expect(users.totalElements).toBe(0);
    const clientUsers = (await get('/api/user/filter?search=CLIENTE.ADMIN')).json();
    expect(clientUsers.content.map((row: { username: string }) => row.username)).toContain(
      'cliente.admin',
    );

    const [client] = (
      (await run(`select id from clients order by id limit 1`)) as unknown as {
        rows: { id: number }[];
      }
    ).rows;
    await run(
      `insert into demands (client_id, demanda, service_type_id, prazo_atendimento, prazo, descricao_trabalho, status)
       values (${client!.id}, 'Revisão da Política de Privacidade', 9, 'CUSTOMIZADO', '2030-01-01', 'x', 'PENDENTE')`,
    );
    const demands = (
      await get(
        '/api/solicitacao/filter?archived=false&page=0&size=10&filtro=POLITICA%20de%20priva',
      )
    ).json();
    // The new title and the demo one written in lower case, both found without accents.
    expect(demands.content.map((row: { demanda: string }) => row.demanda).sort()).toEqual(
      ['Revisão da Política de Privacidade', 'Revisão da política de privacidade do site'].sort(),
    );
    // Searching a client name without its accents finds its demands too.
    const byClient = (
      await get(`/api/solicitacao/filter?archived=false&filtro=${encodeURIComponent('industria')}`)
    ).json();
    expect(byClient.totalElements).toBeGreaterThan(0);

    const simulations = (
      await get('/api/simulacao_multa/filter?page=0&size=10&search=INDUSTRIA')
    ).json();
    expect(simulations.content.length).toBeGreaterThan(0);
    for (const row of simulations.content as { empresa: string }[]) {
      expect(row.empresa.normalize('NFD').replace(/\p{Diacritic}/gu, '')).toMatch(/industria/i);
    }
  });

  it("reads a search's newest 1 000 matches: their count, and their pages in the order asked", async () => {
    // 1 500 of Acme's demands hold the term, the later ones newer; every second one finished.
    const many = SEARCH_COUNT_LIMIT + 500;
    await run(
      `insert into demands (client_id, demanda, service_type_id, prazo_atendimento, prazo, descricao_trabalho, status, created_at, updated_at)
       select 1001, 'Revisão de ação ' || lpad(i::text, 5, '0'), 9, 'CUSTOMIZADO', date '2030-01-01' + i, 'x',
         case when i % 2 = 0 then 'FINALIZADO' else 'PENDENTE' end, now(), now()
       from generate_series(1, ${many}) i`,
    );
    const lists = async () => {
      const staff = (
        await get(
          '/api/solicitacao/filter?archived=false&page=0&size=10&sort=demanda,asc&filtro=revisao%20de%20acao',
        )
      ).json();
      const clientAdmin = bearer(await t.login('cliente.admin'));
      const requests = (
        await t.app.inject({
          method: 'GET',
          url: '/api/solicitacao/documentos-consultas/filter?page=0&size=10&sort=prazo,desc&demanda=REVISAO%20DE%20ACAO',
          headers: clientAdmin,
        })
      ).json();
      const services = (
        await get(
          '/api/controle-orcamentario/filter?idCliente=1001&name=revisao%20de%20acao&status=FINALIZADO&page=0&size=20',
        )
      ).json();
      const rare = (
        await get(
          '/api/controle-orcamentario/filter?idCliente=1001&name=acao%2000017&page=0&size=20',
        )
      ).json();
      return { staff, requests, services, rare };
    };
    const titles = (page: { content: { demanda: string }[] }) =>
      page.content.map((row) => row.demanda);
    try {
      const before = await lists();
      // More matches than a search reads: "mais de 1.000", and its pages are the newest 1 000
      // (numbers 501 to 1 500) in the order asked.
      expect(before.staff).toMatchObject({
        totalElements: SEARCH_COUNT_LIMIT,
        totalPages: SEARCH_COUNT_LIMIT / 10,
        totalCapped: true,
      });
      expect(titles(before.staff).slice(0, 2)).toEqual([
        'Revisão de ação 00501',
        'Revisão de ação 00502',
      ]);
      expect(before.requests).toMatchObject({
        totalElements: SEARCH_COUNT_LIMIT,
        totalCapped: true,
      });
      expect(titles(before.requests).slice(0, 2)).toEqual([
        'Revisão de ação 01500',
        'Revisão de ação 01499',
      ]);
      // Fewer matches than that: the whole list, counted exactly, in its order.
      expect(before.services).toMatchObject({ totalElements: many / 2, totalCapped: false });
      expect(titles(before.services).slice(0, 3)).toEqual([
        'Revisão de ação 00002',
        'Revisão de ação 00004',
        'Revisão de ação 00006',
      ]);
      expect(before.rare).toMatchObject({ totalElements: 1, totalCapped: false });
      expect(titles(before.rare)).toEqual(['Revisão de ação 00017']);
      // The pages end with the matches read.
      const past = (
        await get(
          `/api/solicitacao/filter?archived=false&page=${SEARCH_COUNT_LIMIT / 10}&size=10&filtro=revisao%20de%20acao`,
        )
      ).json();
      expect(past).toMatchObject({
        content: [],
        totalElements: SEARCH_COUNT_LIMIT,
        totalCapped: true,
      });
      // The same data gives the same answers whatever the planner's statistics say.
      await run('analyze demands');
      expect(await lists()).toEqual(before);
    } finally {
      await run(`delete from demands where demanda like 'Revisão de ação %'`);
    }
  }, 120_000);

  it("shows at a deep page, and at a search's last page, the rows at that place of the list's order", async () => {
    // 1 230 demands of Acme with three deadlines only (ties broken by the id), every third one
    // archived, and two titles.
    await run(
      `insert into demands (client_id, demanda, service_type_id, prazo_atendimento, prazo, descricao_trabalho, status, archived, created_at, updated_at)
       select 1001, case when i % 2 = 0 then 'Parecer de fornecedor ' else 'Consulta de cookie ' end || i,
         9, 'CUSTOMIZADO', date '2031-01-01' + (i % 3), 'x', 'PENDENTE', i % 3 = 0, now(), now()
       from generate_series(1, 1230) i`,
    );
    const ids = async (text: string) =>
      ((await run(text)) as unknown as { rows: { id: number }[] }).rows.map((row) => row.id);
    const pageIds = (page: { content: { id: number }[] }) => page.content.map((row) => row.id);
    try {
      // The staff list in deadline order, some 850 rows not archived: page 50 of 10.
      const page = 50;
      const deep = (
        await get(`/api/solicitacao/filter?archived=false&sort=prazo,asc&page=${page}&size=10`)
      ).json();
      expect(pageIds(deep)).toEqual(
        await ids(
          `select id from demands where archived = false order by prazo, id limit 10 offset ${page * 10}`,
        ),
      );
      expect(pageIds(deep)).toHaveLength(10);
      // Descending, the ties go the other way too.
      const descending = (
        await get(`/api/solicitacao/filter?archived=false&sort=prazo,desc&page=3&size=10`)
      ).json();
      expect(pageIds(descending)).toEqual(
        await ids(
          `select id from demands where archived = false order by prazo desc, id desc limit 10 offset 30`,
        ),
      );
      // A search of 410 matches not archived, its last page not full: its rows and its count.
      const matched = await ids(
        `select id from demands where archived = false and demanda like 'Parecer de fornecedor %' order by prazo desc, id desc`,
      );
      expect(matched).toHaveLength(410);
      const last = (
        await get(
          '/api/solicitacao/filter?archived=false&sort=prazo,desc&page=41&size=10&filtro=parecer%20fornecedor',
        )
      ).json();
      expect(last).toMatchObject({ totalElements: 410, totalPages: 41, totalCapped: false });
      expect(pageIds(last)).toEqual([]);
      const lastFull = (
        await get(
          '/api/solicitacao/filter?archived=false&sort=prazo,desc&page=40&size=10&filtro=parecer%20fornecedor',
        )
      ).json();
      expect(lastFull).toMatchObject({ totalElements: 410, totalCapped: false });
      expect(pageIds(lastFull)).toEqual(matched.slice(400));
      const partial = (
        await get(
          '/api/solicitacao/filter?archived=false&sort=prazo,desc&page=20&size=20&filtro=parecer%20fornecedor',
        )
      ).json();
      expect(partial).toMatchObject({ totalElements: 410, totalPages: 21 });
      expect(pageIds(partial)).toEqual(matched.slice(400));
    } finally {
      await run(
        `delete from demands where demanda like 'Parecer de fornecedor %' or demanda like 'Consulta de cookie %'`,
      );
    }
  }, 120_000);

  it("cancels a list's statement that runs past the timeout, with a 503 in Portuguese (PostgreSQL)", async () => {
    const slow = withStatementTimeout(t.database.db, 50, (tx) =>
      tx.execute(sql`select pg_sleep(0.5)`),
    );
    if (t.database.driver === 'postgres') {
      await expect(slow).rejects.toMatchObject({
        statusCode: 503,
        message: API_MESSAGES.listTimedOut,
      });
      expect(API_MESSAGES.listTimedOut).toBe(
        'A lista demorou demais para responder: refine os filtros e tente novamente.',
      );
    } else {
      // PGlite runs PostgreSQL as one backend without timers: the statement runs to its end.
      await expect(slow).resolves.toBeDefined();
    }
  });

  it('serves the searches from the trigram indexes (the expression matches the index)', async () => {
    await run('set enable_seqscan = off');
    try {
      const plan = (await run(
        `explain select id from demands where demanda_search like dpohub_search_text('%politica%')`,
      )) as unknown as { rows: Record<string, string>[] };
      expect(plan.rows.map((row) => Object.values(row)[0]).join('\n')).toContain(
        'demands_demanda_search_idx',
      );
    } finally {
      await run('reset enable_seqscan');
    }
  });

  it('streams the export of more rows than one read, in order, each once', async () => {
    const count = 2 * EXPORT_BATCH_SIZE + 500; // more than two reads
    await run(
      `insert into demands (client_id, demanda, service_type_id, prazo_atendimento, prazo, descricao_trabalho, status, created_at, updated_at)
       select 1001, 'Exportação ' || lpad(i::text, 5, '0'), 9, 'CUSTOMIZADO', '2030-01-01', 'x', 'PENDENTE',
         timestamptz '2024-03-10 12:00:00.123456-03' + (i / 3) * interval '1 microsecond', now()
       from generate_series(1, ${count}) i`,
    );
    const now = new Date();
    t.clock.set(new Date('2024-03-20T12:00:00Z'));
    try {
      const response = await get(
        `/api/solicitacao/export-excel?periodoInicial=${encodeURIComponent('10/03/2024')}&periodoFinal=${encodeURIComponent('10/03/2024')}`,
      );
      expect(response.statusCode).toBe(200);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
      const sheet = workbook.worksheets[0]!;
      const titles: string[] = [];
      sheet.eachRow((row, index) => {
        if (index > 1) titles.push(String(row.getCell(3).value));
      });
      expect(titles).toHaveLength(count);
      expect(new Set(titles).size).toBe(count);
      expect(titles[0]).toBe('Exportação 00001');
      expect(titles[count - 1]).toBe(`Exportação ${String(count).padStart(5, '0')}`);
      expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    } finally {
      t.clock.set(now);
    }
  });
});
