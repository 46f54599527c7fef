import { sql } from 'drizzle-orm';
import { aliStampOverride, aliTest, applyAliChoices, type AliAssessment } from '@dpohub/domain';
import { bearer, createTestApp, type TestApp } from '../test/test-app';

// The ALI is a definition now (issue 32), and its record keeps the spec's flat shape: a record
// the coded kind wrote before, with the firm's change of the result, reads, computes and saves
// as it did.

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.login('cliente.admin');
}, 240_000);
afterAll(() => t.close());

const ALI = '/api/lei-geral-protecao-de-dados/avaliacao-legitimo-interesse';
const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

const name = 'Ofertas a clientes ativos';
/** What the coded kind stored: the sent answers, the derived text, then who changed the result. */
const OLD_ANSWERS = aliStampOverride(
  {},
  applyAliChoices({
    concreteSituation: 'Ofertas de serviços similares',
    personalData: 'Nome, e-mail',
    activityDataSources: '',
    childrenData: 'yes',
    childrenBestInterest: 'yes',
    childrenBestInterestReason: 'Ofertas só aos responsáveis',
    activityConcrete: 'yes',
    activityLicit: 'yes',
    actitivyLessData: 'yes',
    actitivyPrivicyData: 'yes',
    actitivyKnowns: 'yes',
    actitivyHappens: 'no',
    reportIsNeeded: null,
    reportIsNeededObs: null,
    resultWasChanged: 'yes',
    resultWasChangedObs: 'Expectativa confirmada em pesquisa',
  } satisfies Partial<AliAssessment>),
  'Administrador DPOHUB',
  '2026-11-20T12:00:00.000Z',
);
const NOTES = { processingOfRelevantConceptsAndActivity: 'Base de clientes ativos apenas.' };

async function insertOldRow(): Promise<number> {
  const rows = await t.database.db.execute<{ id: number }>(sql`
    insert into assessments (form_id, client_id, name, answers, observations, search_text)
    values (2, 1001, ${name}, ${JSON.stringify(OLD_ANSWERS)}::jsonb,
      ${JSON.stringify(NOTES)}::jsonb, 'ofertas a clientes ativos')
    returning id`);
  return Number((rows as unknown as { rows: { id: number }[] }).rows[0]!.id);
}

describe('an ALI record stored before the kind was a definition', () => {
  it('reads the same, computes the same result and saves in the same shape', async () => {
    const id = await insertOldRow();
    const record = (await call('GET', `${ALI}/${id}`)).json();
    expect(record).toMatchObject({
      id,
      name,
      ...OLD_ANSWERS,
      activityDataSources: 'no',
      activities: 'o projeto não trata dados pessoais sensíveis',
      jsonCustomObsObj: NOTES,
    });
    expect(record.answers).toBeUndefined();

    for (const position of [1, 2, 3, 4, 5, 6]) {
      expect(
        (await call('GET', `${ALI}/tab/finish/position?id=${id}&position=${position}`)).json(),
      ).toBe(true);
    }
    const complete = (await call('GET', `${ALI}/completo/${id}`)).json();
    expect(complete.unfilledSteps).toEqual([]);
    expect(complete.conclusion).toEqual(
      JSON.parse(JSON.stringify(aliTest(OLD_ANSWERS).conclusion)),
    );
    expect(complete.conclusion.risk).toMatchObject({
      message: 'SIM',
      override: { computed: 'NÃO', by: 'Administrador DPOHUB', at: '2026-11-20T12:00:00.000Z' },
    });

    // A client's later answer keeps the firm's change, its author and its time.
    expect(
      (
        await call('POST', `${ALI}/tab/salvar`, {
          id,
          personalData: 'Nome, e-mail, telefone',
          resultWasChanged: 'no',
          resultWasChangedBy: 'Outra pessoa',
        })
      ).statusCode,
    ).toBe(200);
    const [stored] = (
      (await t.database.db.execute(
        sql`select answers from assessments where id = ${id}`,
      )) as unknown as {
        rows: { answers: Record<string, string | null> }[];
      }
    ).rows;
    expect(stored!.answers).toEqual({ ...OLD_ANSWERS, personalData: 'Nome, e-mail, telefone' });
  });
});
