import { sql } from 'drizzle-orm';
import { applyRopaChoices, ropaConclusion } from '@dpohub/domain';
import { bearer, createTestApp, type TestApp } from '../test/test-app';

// The ROPA is a definition now (issue 32), and its record keeps the spec's flat shape: a record
// the coded kind wrote before reads, computes and saves as it did.

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.login('cliente.admin');
}, 240_000);
afterAll(() => t.close());

const ROPA = '/api/lei-geral-protecao-de-dados/registro-das-operacoes';
const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

/** What the coded kind stored: the answers as sent (empty texts too), the categories made valid. */
const OLD_ANSWERS = applyRopaChoices({
  agentRole: 'Controlador',
  description: 'Leitura da digital na portaria ',
  purpose: 'Segurança das instalações',
  area: '',
  responsable: 'João',
  whichData: 'Nome, digital',
  sensitiveCategories: 'Dado genético ou biométrico',
  whichHolders: 'Empregados e visitantes',
  childrenData: 'no',
  largeScale: 'yes',
  sourceOfData: 'O próprio titular',
  hasAnotherController: 'Não',
  hasAnotherOperator: 'Fornecedor do leitor',
  contractLinkWithOperator: '',
  hasDataShare: 'Não',
  shareWith: '',
  sentAbroad: 'Não',
  custodyTerm: '2 anos',
  securityMeasures: 'Criptografia',
  baseLegal: 'Interesse Legítimo (Art. 7, IX)',
  baseLegalSensitiveData: "Art. 11 II 'g' - Prevenção à Fraude e Segurança do Titular",
  rightGuaranteedHolders: 'Canal do encarregado',
  automatedDecision: 'no',
  linkConsentRegister: '',
  storageDataLocation: 'Servidor local',
  recommendedImpactReport: 'no',
  progressReport: 'N/A',
  linkToReport: '',
  hasIncident: 'no',
  linkToDocIncident: '',
  observations: null,
});

async function insertOldRow(): Promise<number> {
  const rows = await t.database.db.execute<{ id: number }>(sql`
    insert into assessments (form_id, client_id, name, answers, observations, search_text)
    values (5, 1001, 'Controle de acesso', ${JSON.stringify(OLD_ANSWERS)}::jsonb,
      ${JSON.stringify({})}::jsonb, 'controle de acesso')
    returning id`);
  return Number((rows as unknown as { rows: { id: number }[] }).rows[0]!.id);
}

describe('a ROPA record stored before the kind was a definition', () => {
  it('reads the same, computes the same conclusion and saves in the same shape', async () => {
    const id = await insertOldRow();
    const record = (await call('GET', `${ROPA}/${id}`)).json();
    expect(record).toMatchObject({
      id,
      name: 'Controle de acesso',
      ...OLD_ANSWERS,
      jsonCustomObs: '{}',
    });
    expect(record.answers).toBeUndefined();

    for (const position of [1, 2, 3, 4, 5, 6, 7]) {
      expect(
        (await call('GET', `${ROPA}/tab/finish/position?id=${id}&position=${position}`)).json(),
      ).toBe(true);
    }
    const complete = (await call('GET', `${ROPA}/completo/${id}`)).json();
    expect(complete.unfilledSteps).toEqual([]);
    expect(complete.results).toBeUndefined();
    expect(complete.conclusion).toEqual(JSON.parse(JSON.stringify(ropaConclusion(OLD_ANSWERS))));
    expect(complete.conclusion.warnings.map((w: { code: string }) => w.code)).toEqual([
      'ROPA_LI_SENSITIVE',
      'ROPA_LI_ASSESSMENT',
      'ROPA_IMPACT_REPORT',
    ]);

    // The firm writes no observation on a ROPA (spec 3 section 6), as before.
    const saved = await call('POST', `${ROPA}/tab/salvar`, {
      id,
      area: 'TI',
      jsonCustomObs: JSON.stringify({ area: 'Ver' }),
    });
    expect(saved.statusCode).toBe(200);
    const [stored] = (
      (await t.database.db.execute(
        sql`select answers, observations from assessments where id = ${id}`,
      )) as unknown as {
        rows: { answers: Record<string, string | null>; observations: Record<string, string> }[];
      }
    ).rows;
    expect(stored!.answers).toEqual({ ...OLD_ANSWERS, area: 'TI' });
    expect(stored!.observations).toEqual({});
  });
});
