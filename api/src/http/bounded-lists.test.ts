import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { API_MESSAGES } from '@dpohub/domain';
import { lawyers } from '../db/schema';
import { EXPORT_BATCH_SIZE } from '../demands/demand-repository';
import { demands } from '../db/schema';
import {
  COMMON_TERM_ROWS,
  ESTIMATE_TRUSTED_ABOVE,
  LIST_COUNT_LIMIT,
  SEARCH_COUNT_LIMIT,
  SEARCH_EXAMINED_LIMIT,
  boundedCount,
  matchesSearchColumn,
  one,
  plannedRows,
  roundBelow,
  rowsAndTotal,
} from '../users/spring-page';
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

  it('trusts the planner beyond 50 000 expected rows and counts below', async () => {
    const db = t.database.db;
    const all = () => db.select(one).from(lawyers).$dynamic();
    await run(
      `insert into lawyers (name, status) select 'Advogada Estimada ' || i, true from generate_series(1, ${ESTIMATE_TRUSTED_ABOVE + 5000}) i`,
    );
    await run('analyze lawyers');
    expect(await plannedRows(db, all())).toBeGreaterThan(ESTIMATE_TRUSTED_ABOVE);
    expect(await boundedCount(db, all())).toBe(LIST_COUNT_LIMIT + 1);
    // Statistics not yet refreshed after a mass delete: the estimate is still believed (the
    // maintenance job or autovacuum analyzes such a table within a minute).
    await run(`delete from lawyers where name like 'Advogada Estimada %'`);
    expect(await boundedCount(db, all())).toBe(LIST_COUNT_LIMIT + 1);
    await run('vacuum analyze lawyers');
    expect(await plannedRows(db, all())).toBeLessThan(ESTIMATE_TRUSTED_ABOVE);
    expect(await boundedCount(db, all())).toBe(5);
    expect((await get('/api/lawyer/filter?page=0&size=10')).json()).toMatchObject({
      totalElements: 5,
      totalCapped: false,
    });
  }, 120_000);

  it('counts only when the page is full, or empty past the first', async () => {
    let counted = 0;
    const count = async () => {
      counted += 1;
      return 57;
    };
    const rows = (length: number) => Promise.resolve(Array.from({ length }, (_, i) => i));

    expect(await rowsAndTotal(rows(7), count, { offset: 40, size: 20 })).toEqual({
      rows: [0, 1, 2, 3, 4, 5, 6],
      total: 47,
    });
    expect(await rowsAndTotal(rows(0), count, { offset: 0, size: 20 })).toMatchObject({
      total: 0,
    });
    expect(counted).toBe(0);
    expect(await rowsAndTotal(rows(20), count, { offset: 20, size: 20 })).toMatchObject({
      total: 57,
    });
    expect(await rowsAndTotal(rows(0), count, { offset: 60, size: 20 })).toMatchObject({
      total: 57,
    });
    expect(counted).toBe(2);
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

  it('counts a search up to 1 000 rows, and finds a common term within one client the same way', async () => {
    // More than COMMON_TERM_ROWS demands of one client with the term: a common term, which a
    // client's services search checks on the client's rows instead of the trigram index.
    const many = COMMON_TERM_ROWS + 1000;
    await run(
      `insert into demands (client_id, demanda, service_type_id, prazo_atendimento, prazo, descricao_trabalho, status, created_at, updated_at)
       select 1001, 'Revisão de ação ' || lpad(i::text, 5, '0'), 9, 'CUSTOMIZADO', '2030-01-01', 'x',
         case when i % 2 = 0 then 'FINALIZADO' else 'PENDENTE' end, now(), now()
       from generate_series(1, ${many}) i`,
    );
    await run('analyze demands');
    try {
      const db = t.database.db;
      const term = db
        .select(one)
        .from(demands)
        .where(matchesSearchColumn(demands.demandaSearch, 'revisao de acao'))
        .$dynamic();
      expect(await plannedRows(db, term)).toBeGreaterThan(COMMON_TERM_ROWS);

      const staff = (
        await get(
          '/api/solicitacao/filter?archived=false&page=0&size=10&filtro=revisao%20de%20acao',
        )
      ).json();
      expect(staff).toMatchObject({
        totalElements: SEARCH_COUNT_LIMIT,
        totalPages: SEARCH_COUNT_LIMIT / 10,
        totalCapped: true,
      });
      // Without the search the same list is counted up to LIST_COUNT_LIMIT.
      const unsearched = (
        await get('/api/solicitacao/filter?archived=false&page=0&size=10')
      ).json();
      expect(unsearched).toMatchObject({ totalElements: LIST_COUNT_LIMIT, totalCapped: true });

      const services = (
        await get(
          '/api/controle-orcamentario/filter?idCliente=1001&name=REVISAO%20DE%20ACAO&status=FINALIZADO&page=0&size=20',
        )
      ).json();
      expect(services).toMatchObject({ totalElements: SEARCH_COUNT_LIMIT, totalCapped: true });
      expect(services.content.map((row: { demanda: string }) => row.demanda).slice(0, 3)).toEqual([
        'Revisão de ação 00002',
        'Revisão de ação 00004',
        'Revisão de ação 00006',
      ]);
      // The client's own list, as its administrator: the same count and the same first rows.
      const clientAdmin = bearer(await t.login('cliente.admin'));
      const requests = (
        await t.app.inject({
          method: 'GET',
          url: '/api/solicitacao/documentos-consultas/filter?page=0&size=10&sort=demanda,asc&demanda=revisao%20de%20acao',
          headers: clientAdmin,
        })
      ).json();
      expect(requests).toMatchObject({ totalElements: SEARCH_COUNT_LIMIT, totalCapped: true });
      expect(requests.content.map((row: { demanda: string }) => row.demanda).slice(0, 2)).toEqual([
        'Revisão de ação 00001',
        'Revisão de ação 00002',
      ]);
      // A rare term within the client still goes through the index and is counted exactly.
      const rare = (
        await get(
          '/api/controle-orcamentario/filter?idCliente=1001&name=acao%2000017&page=0&size=20',
        )
      ).json();
      expect(rare).toMatchObject({ totalElements: 1, totalCapped: false });
      expect(rare.content[0].demanda).toBe('Revisão de ação 00017');
    } finally {
      await run(`delete from demands where demanda like 'Revisão de ação %'`);
      await run('analyze demands');
    }
  }, 120_000);

  it('checks a common term on at most SEARCH_EXAMINED_LIMIT of a narrowed list\'s rows, then says "mais de N"', async () => {
    // The term is common across the firm (Beta's demands). Acme has SEARCH_EXAMINED_LIMIT + 1000
    // pending demands, one in 20 with the term, and SEARCH_EXAMINED_LIMIT - 500 in progress, one
    // in 10.
    const insert = (client: number, status: string, rows: number, every: number) =>
      run(
        `insert into demands (client_id, demanda, service_type_id, prazo_atendimento, prazo, descricao_trabalho, status, created_at, updated_at)
         select ${client}, case when i % ${every} = 0 then 'Parecer incomum ' else 'Outro assunto ' end || lpad(i::text, 5, '0'),
           12, 'CUSTOMIZADO', date '2030-01-01' + i, 'x', '${status}', now(), now()
         from generate_series(1, ${rows}) i`,
      );
    const pending = (SEARCH_EXAMINED_LIMIT + 1000) / 20;
    const inProgress = (SEARCH_EXAMINED_LIMIT - 500) / 10;
    await insert(1002, 'PENDENTE', COMMON_TERM_ROWS + 1000, 1);
    await insert(1001, 'PENDENTE', SEARCH_EXAMINED_LIMIT + 1000, 20);
    await insert(1001, 'EM_CURSO', SEARCH_EXAMINED_LIMIT - 500, 10);
    await run('analyze demands');
    try {
      const list = (query: string, page = 0) =>
        get(
          `/api/solicitacao/filter?archived=false&page=${page}&size=10&sort=prazo,asc&clientId=1001&filtro=parecer%20incomum&${query}`,
        );
      const wide = await list('status=PENDENTE');
      expect(wide.statusCode).toBe(200);
      const page = wide.json();
      // Some of the matches lie past the rows examined, so the total is a bound, said round.
      expect(page.totalCapped).toBe(true);
      expect(page.totalElements).toBeGreaterThanOrEqual(10);
      expect(page.totalElements).toBeLessThan(pending);
      expect(page.totalElements % 10).toBe(0);
      expect(page.content.map((row: { demanda: string }) => row.demanda)).toEqual(
        Array.from(
          { length: 10 },
          (_, i) => `Parecer incomum ${String(20 * (i + 1)).padStart(5, '0')}`,
        ),
      );
      // A page that is not full is the list's end: counted exactly.
      const end = (await list('status=PENDENTE', Math.floor(pending / 10))).json();
      expect(end).toMatchObject({ totalElements: pending, totalCapped: false });
      expect(end.content).toHaveLength(pending % 10);
      // Among fewer rows than SEARCH_EXAMINED_LIMIT the count is exact.
      const narrow = (await list('status=EM_CURSO')).json();
      expect(narrow).toMatchObject({ totalElements: inProgress, totalCapped: false });
      expect(narrow.content[0].demanda).toBe('Parecer incomum 00010');
    } finally {
      await run(
        `delete from demands where demanda like 'Parecer incomum %' or demanda like 'Outro assunto %'`,
      );
      await run('analyze demands');
    }
  }, 120_000);

  it('rounds a known number of matches down for "mais de N"', () => {
    expect([585, 580, 1000, 10, 11, 2].map(roundBelow)).toEqual([580, 570, 900, 9, 10, 1]);
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
