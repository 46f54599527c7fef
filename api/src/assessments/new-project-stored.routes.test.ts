import { sql } from 'drizzle-orm';
import { applyNewProjectChoices, newProjectResults, type NewProjectAnswers } from '@dpohub/domain';
import { FULL_PROJECT } from '../test/assessment-fixtures';
import { bearer, createTestApp, type TestApp } from '../test/test-app';

// The new project is a definition now (issue 32), and its record keeps the spec's flat shape: a
// record the coded kind wrote before reads, computes and saves as it did.

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.login('cliente.admin');
}, 240_000);
afterAll(() => t.close());

const NP = '/api/lei-geral-protecao-de-dados/questionario-novos-projetos';
const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

/** What the coded kind stored: the sent answers with its derived ones (applyNewProjectChoices). */
const { name, ...sent } = {
  ...FULL_PROJECT,
  sensitivePersonalDataSources: 'Dado referente à saúde,Dado genético ou biométrico',
  legalBaseDataSources: 'Art. 7 V - Execução de contrato,Art. 11 II f - Tutela da saúde',
  appropriateInformationSecurityMeasuresInformation: 'Criptografia',
};
const OLD_ANSWERS = applyNewProjectChoices(sent as Partial<NewProjectAnswers>);

async function insertOldRow(): Promise<number> {
  const rows = await t.database.db.execute<{ id: number }>(sql`
    insert into assessments (form_id, client_id, name, answers, observations, search_text)
    values (1, 1001, ${name}, ${JSON.stringify(OLD_ANSWERS)}::jsonb,
      ${JSON.stringify({ name: 'Ver contrato' })}::jsonb, 'portal do cliente')
    returning id`);
  return Number((rows as unknown as { rows: { id: number }[] }).rows[0]!.id);
}

describe('a new-project record stored before the kind was a definition', () => {
  it('reads the same, computes the same result and saves in the same shape', async () => {
    const id = await insertOldRow();
    const record = (await call('GET', `${NP}/${id}`)).json();
    expect(record).toMatchObject({
      id,
      name,
      ...OLD_ANSWERS,
      jsonCustomObs: '{"name":"Ver contrato"}',
    });
    expect(record.answers).toBeUndefined();

    for (const position of [1, 2, 3, 4, 5, 6, 7]) {
      expect(
        (await call('GET', `${NP}/tab/finish/position?id=${id}&position=${position}`)).json(),
      ).toBe(true);
    }
    const complete = (await call('GET', `${NP}/completo/${id}`)).json();
    expect(complete.unfilledSteps).toEqual([]);
    expect(complete.results).toEqual(JSON.parse(JSON.stringify(newProjectResults(OLD_ANSWERS))));
    expect(complete.results.risk.message).toBe('RISCO ALTO');

    expect((await call('POST', `${NP}/tab/salvar`, { id, responsable: 'Ana' })).statusCode).toBe(
      200,
    );
    const [stored] = (
      (await t.database.db.execute(
        sql`select answers from assessments where id = ${id}`,
      )) as unknown as {
        rows: { answers: Record<string, string | null> }[];
      }
    ).rows;
    expect(stored!.answers).toMatchObject({ ...OLD_ANSWERS, responsable: 'Ana' });
  });
});
