import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { COMMON_TERM_ROWS, SEARCH_COUNT_LIMIT } from '../users/spring-page';
import { bearer, createTestApp, type TestApp } from '../test/test-app';
import {
  TITLE_COUNT_EXAMINED,
  TITLE_WALK_FROM_ROWS,
  TITLE_WORDS_WALKED,
  titleWordsHolding,
} from './title-words';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
});
afterAll(() => t.close());

const run = (text: string) => t.database.db.execute(sql.raw(text));
const rows = async <T>(text: string) => ((await run(text)) as unknown as { rows: T[] }).rows;
const wordsOf = async (id: number) =>
  (
    await rows<{ word: string; demanda: string }>(
      `select word, demanda from demand_title_words where demand_id = ${id} order by word`,
    )
  ).map((row) => `${row.word}: ${row.demanda}`);

/** Records the SQL the API runs on the database, until `stop`. */
function watchStatements() {
  const statements: string[] = [];
  const dialect = new PgDialect();
  const db = t.database.db;
  const original = db.execute.bind(db);
  const execute = jest.spyOn(db, 'execute').mockImplementation((query) => {
    statements.push(dialect.sqlToQuery(query as SQL).sql);
    return original(query);
  });
  return {
    /** Whether a statement since the last `clear` read the title words. */
    readTitleWords: () => statements.some((text) => text.includes('demand_title_words')),
    clear: () => {
      statements.length = 0;
    },
    stop: () => execute.mockRestore(),
  };
}

async function insertDemand(title: string): Promise<number> {
  const [row] = await rows<{ id: number }>(
    `insert into demands (client_id, demanda, service_type_id, prazo_atendimento, prazo, descricao_trabalho, status, created_at, updated_at)
     values (1001, '${title}', 9, 'CUSTOMIZADO', '2030-01-01', 'x', 'PENDENTE', now(), now()) returning id`,
  );
  return row!.id;
}

describe('title words (migration 0015_title_words)', () => {
  it('keeps each demand under the words of its title as titles are written, changed and removed', async () => {
    const id = await insertDemand('Revisão do Contrato nº 12 de São Paulo');
    // Words of 3 characters or more with a letter, without accents or case; the title as written.
    const title = 'Revisão do Contrato nº 12 de São Paulo';
    expect(await wordsOf(id)).toEqual([
      `contrato: ${title}`,
      `paulo: ${title}`,
      `revisao: ${title}`,
      `sao: ${title}`,
    ]);

    await run(`update demands set status = 'EM_CURSO' where id = ${id}`);
    expect(await wordsOf(id)).toHaveLength(4);
    // The archived flag and the creation travel with the words.
    await run(
      `update demands set archived = true, created_at = '2024-05-06T10:00Z' where id = ${id}`,
    );
    const moved = await rows<{ archived: boolean; created: string }>(
      `select distinct archived, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as created
       from demand_title_words where demand_id = ${id}`,
    );
    expect(moved).toEqual([{ archived: true, created: '2024-05-06' }]);

    await run(`update demands set demanda = 'Aditivo contratual' where id = ${id}`);
    expect(await wordsOf(id)).toEqual([
      'aditivo: Aditivo contratual',
      'contratual: Aditivo contratual',
    ]);
    const vocabulary = await rows<{ word: string }>(
      `select word from title_words where word in ('aditivo', 'contratual', 'revisao') order by word`,
    );
    expect(vocabulary.map((row) => row.word)).toEqual(['aditivo', 'contratual', 'revisao']);

    await run(`delete from demands where id = ${id}`);
    expect(await wordsOf(id)).toEqual([]);
  });

  it('finds the title words holding a term by its longest word, and gives up on a fragment of many', async () => {
    const db = t.database.db;
    const many = Array.from({ length: TITLE_WORDS_WALKED + 1 }, (_, i) =>
      String.fromCharCode(97 + i).repeat(2),
    );
    const ids = [
      await insertDemand('Quórumzeta contratualização de quórum'),
      await insertDemand(many.map((prefix) => `${prefix}qwk`).join(' ')),
    ];
    try {
      // One word of the term: every title under the words found holds it.
      expect(await titleWordsHolding(db, 'QUÓRUMZ')).toEqual({
        words: ['quorumzeta'],
        whole: true,
      });
      // The longest word decides; every title word containing it is walked, and the whole term
      // is still checked.
      const twoWords = await titleWordsHolding(db, 'de quorum');
      expect(twoWords?.words.sort()).toEqual(['quorum', 'quorumzeta']);
      expect(twoWords?.whole).toBe(false);
      // A fragment in more than TITLE_WORDS_WALKED title words: the list keeps its other plan.
      expect(await titleWordsHolding(db, 'qwk')).toBeNull();
      expect(await titleWordsHolding(db, 'aaqwk')).toEqual({ words: ['aaqwk'], whole: true });
      // No word of 3 characters with a letter: nothing to walk.
      expect(await titleWordsHolding(db, 'de 12')).toBeNull();
      // No title word contains it: nothing matches.
      expect(await titleWordsHolding(db, 'inexistentezz')).toEqual({ words: [], whole: true });
    } finally {
      await run(`delete from demands where id in (${ids.join(',')})`);
    }
  });

  it('walks the title words for a term of more matches than a search counts, common or not', async () => {
    // 1 500 titles hold the term, all sorting after 600 others: not common (COMMON_TERM_ROWS),
    // yet more than the page could be sorted from.
    await run(
      `insert into demands (client_id, demanda, service_type_id, prazo_atendimento, prazo, descricao_trabalho, status, created_at, updated_at)
       select 1001, title || lpad(i::text, 4, '0'), 9, 'CUSTOMIZADO', '2030-01-01', 'x', 'PENDENTE', now(), now()
       from (
         select i, 'Zeta mediano ' as title from generate_series(1, ${TITLE_WALK_FROM_ROWS + 500}) i
         union all select i, 'Alfa outro ' from generate_series(1, 600) i
       ) titles`,
    );
    await run('analyze demands');
    const watch = watchStatements();
    try {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/solicitacao/filter?archived=false&page=0&size=2&sort=demanda,asc&filtro=mediano',
        headers: bearer(admin),
      });
      expect(response.json().content.map((row: { demanda: string }) => row.demanda)).toEqual([
        'Zeta mediano 0001',
        'Zeta mediano 0002',
      ]);
      expect(response.json()).toMatchObject({
        totalElements: SEARCH_COUNT_LIMIT,
        totalCapped: true,
      });
      expect(watch.readTitleWords()).toBe(true);
    } finally {
      watch.stop();
      await run(
        `delete from demands where demanda like 'Zeta mediano %' or demanda like 'Alfa outro %'`,
      );
      await run('analyze demands');
    }
  });

  it('counts a walk on at most TITLE_COUNT_EXAMINED of each word\'s demands, then says "mais de N"', async () => {
    // One in 100 of the term's demands is finished: a filter few of them pass.
    const rows = TITLE_COUNT_EXAMINED + 995;
    await run(
      `insert into demands (client_id, demanda, service_type_id, prazo_atendimento, prazo, descricao_trabalho, status, created_at, updated_at)
       select 1001, 'Zeta contagem ' || lpad(i::text, 4, '0'), 9, 'CUSTOMIZADO', '2030-01-01', 'x',
         case when i % 100 = 0 then 'FINALIZADO' else 'PENDENTE' end, now(), now()
       from generate_series(1, ${rows}) i`,
    );
    await run('analyze demands');
    try {
      const list = async (status: string) =>
        (
          await t.app.inject({
            method: 'GET',
            url: `/api/solicitacao/filter?archived=false&page=0&size=10&sort=demanda,asc&filtro=contagem&status=${status}`,
            headers: bearer(admin),
          })
        ).json();
      const finished = await list('FINALIZADO');
      expect(finished.content.map((row: { demanda: string }) => row.demanda)).toEqual(
        Array.from(
          { length: 10 },
          (_, i) => `Zeta contagem ${String(100 * (i + 1)).padStart(4, '0')}`,
        ),
      );
      // 50 finished among the first TITLE_COUNT_EXAMINED, more beyond: a bound, said round.
      expect(finished).toMatchObject({ totalElements: 49, totalCapped: true });
      // Where more than 1 000 pass, the count says so as any search does.
      const pending = await list('PENDENTE');
      expect(pending).toMatchObject({ totalElements: SEARCH_COUNT_LIMIT, totalCapped: true });
    } finally {
      await run(`delete from demands where demanda like 'Zeta contagem %'`);
      await run('analyze demands');
    }
  });

  it("pages the firm's services searched for a common term in title order, through the title words", async () => {
    // A common term (over COMMON_TERM_ROWS demands) whose matches all sort after 3 000 titles,
    // two titles holding it in a longer word ("zeladores") and one of another year.
    const year = new Date().getFullYear();
    await run(
      `insert into demands (client_id, demanda, service_type_id, prazo_atendimento, prazo, descricao_trabalho, status, created_at, updated_at)
       select case when i % 2 = 0 then 1001 else 1002 end, title || lpad(i::text, 5, '0'), 9, 'CUSTOMIZADO', '2030-01-01', 'x',
         case when i % 2 = 0 then 'FINALIZADO' else 'PENDENTE' end, created, created
       from (
         select i, 'Zeta zelador ' as title, now() as created from generate_series(1, ${COMMON_TERM_ROWS + 1000}) i
         union all select i, 'Alfa sem o termo ', now() from generate_series(1, 3000) i
         union all select i, 'Beta Zeladores de entrega ', now() from generate_series(1, 2) i
         union all select i, 'Zeta zelador antigo ', timestamptz '2020-03-10 12:00Z' from generate_series(1, 5) i
       ) titles`,
    );
    await run('analyze demands');
    const watch = watchStatements();
    try {
      const services = async (query: string) => {
        const response = await t.app.inject({
          method: 'GET',
          url: `/api/controle-orcamentario/filter?${query}`,
          headers: bearer(admin),
        });
        expect(response.statusCode).toBe(200);
        return response.json();
      };
      const titles = (page: { content: { demanda: string }[] }) =>
        page.content.map((row) => row.demanda);
      const thisYear = `periodoInicial=01/${year}&periodoFinal=12/${year}`;

      const first = await services(`${thisYear}&name=ZELADOR&page=0&size=5`);
      expect(titles(first)).toEqual([
        'Beta Zeladores de entrega 00001',
        'Beta Zeladores de entrega 00002',
        'Zeta zelador 00001',
        'Zeta zelador 00002',
        'Zeta zelador 00003',
      ]);
      expect(first).toMatchObject({ totalElements: SEARCH_COUNT_LIMIT, totalCapped: true });
      expect(watch.readTitleWords()).toBe(true);

      const second = await services(`${thisYear}&name=ZELADOR&page=1&size=5`);
      expect(titles(second)).toEqual([4, 5, 6, 7, 8].map((i) => `Zeta zelador 0000${i}`));

      const finished = await services(`${thisYear}&name=zeta%20zelador&status=FINALIZADO&size=3`);
      expect(titles(finished)).toEqual([
        'Zeta zelador 00002',
        'Zeta zelador 00004',
        'Zeta zelador 00006',
      ]);

      // Within a period of few matches the count is exact.
      const old = await services('periodoInicial=03/2020&periodoFinal=03/2020&name=zelador&size=2');
      expect(titles(old)).toEqual(['Zeta zelador antigo 00001', 'Zeta zelador antigo 00002']);
      expect(old).toMatchObject({ totalElements: 5, totalPages: 3, totalCapped: false });

      // One client's services: its own index of title words.
      watch.clear();
      const client = await services(`${thisYear}&idCliente=1001&name=zelador&size=3`);
      expect(titles(client)).toEqual([
        'Beta Zeladores de entrega 00002',
        'Zeta zelador 00002',
        'Zeta zelador 00004',
      ]);
      expect(client).toMatchObject({ totalElements: SEARCH_COUNT_LIMIT, totalCapped: true });
      expect(watch.readTitleWords()).toBe(true);

      // The client's own list, as its administrator.
      watch.clear();
      const requests = await t.app.inject({
        method: 'GET',
        url: '/api/solicitacao/documentos-consultas/filter?page=0&size=2&sort=demanda,asc&demanda=ZELADOR',
        headers: bearer(await t.login('cliente.admin')),
      });
      expect(titles(requests.json())).toEqual([
        'Beta Zeladores de entrega 00002',
        'Zeta zelador 00002',
      ]);
      expect(watch.readTitleWords()).toBe(true);

      // The staff's demands list in title order, both ways.
      watch.clear();
      const staff = async (query: string) => {
        const response = await t.app.inject({
          method: 'GET',
          url: `/api/solicitacao/filter?archived=false&page=0&size=3&filtro=zelador&${query}`,
          headers: bearer(admin),
        });
        expect(response.statusCode).toBe(200);
        return response.json();
      };
      const ascending = await staff('sort=demanda,asc');
      expect(titles(ascending)).toEqual([
        'Beta Zeladores de entrega 00001',
        'Beta Zeladores de entrega 00002',
        'Zeta zelador 00001',
      ]);
      expect(ascending).toMatchObject({ totalElements: SEARCH_COUNT_LIMIT, totalCapped: true });
      expect(watch.readTitleWords()).toBe(true);
      const descending = await staff('sort=demanda,desc&status=FINALIZADO');
      expect(titles(descending)).toEqual([
        'Zeta zelador antigo 00004',
        'Zeta zelador antigo 00002',
        `Zeta zelador ${String(COMMON_TERM_ROWS + 1000).padStart(5, '0')}`,
      ]);
    } finally {
      watch.stop();
      await run(
        `delete from demands where demanda like 'Zeta zelador %' or demanda like 'Alfa sem o termo %' or demanda like 'Beta Zeladores de entrega %'`,
      );
      await run('analyze demands');
    }
  }, 120_000);
});
