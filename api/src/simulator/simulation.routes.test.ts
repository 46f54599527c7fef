import { ADMIN_DEMO_PASSWORD } from '../seed/admin-seed';
import { API_MESSAGES, DOSIMETRY_MESSAGES, MESSAGES, SIMULATOR_API_MESSAGES } from '@dpohub/domain';
import { bearer, createTestApp, type TestApp } from '../test/test-app';
import { EXAMPLE_1, leadToken, simulationPayload } from './simulator-test-support';

let t: TestApp;
let admin: string;
let acmeUser: string;
let acmeAdmin: string;
let betaUser: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  acmeUser = await t.login('cliente.usuario');
  acmeAdmin = await t.login('cliente.admin');
  betaUser = await t.login('beta.usuario');
});
afterAll(() => t.close());

const call = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  token: string | null,
  payload?: object,
) =>
  t.app.inject({
    method,
    url,
    headers: token ? bearer(token) : {},
    ...(payload ? { payload } : {}),
  });

describe('public flow: save_lp then PUT {id} with a lead token', () => {
  it('creates the lead simulation, computes it on PUT and answers the whole calculation', async () => {
    const lead = await leadToken(t, { email: 'fluxo@lead.com', company: 'Fluxo SA' });
    const created = await call(
      'POST',
      '/api/simulacao_multa/save_lp',
      lead,
      simulationPayload({ createdByUserLP: true }),
    );
    expect(created.statusCode).toBe(200);
    const { id } = created.json();
    expect(created.json()).toEqual({ id: expect.any(Number) });

    const computed = await call(
      'PUT',
      `/api/simulacao_multa/${id}`,
      lead,
      simulationPayload({ ...EXAMPLE_1, id, createdByUserLP: true }),
    );
    expect(computed.statusCode).toBe(200);
    const body = computed.json();
    expect(body).toMatchObject({
      id,
      valorSimulado: 28250,
      grauInfracao: 'MEDIA',
      origem: 'LANDING_PAGE',
      createdByUserLP: true,
      createdBy: 'Visitante Teste',
      email: 'fluxo@lead.com',
      empresa: 'Fluxo SA',
      infracao1: true,
      grauDano: 2,
      documentos: [],
      filePath: null,
    });
    expect(body.calculo).toMatchObject({
      classLabel: 'Média',
      baseValue: expect.any(String),
      valorSimulado: 28250,
    });
    expect(body.calculo.steps.length).toBeGreaterThan(0);
  });

  it('refuses a lead token on another simulation, on GET and on the list (403)', async () => {
    const owner = await leadToken(t, { email: 'dono@lead.com' });
    const intruder = await leadToken(t, { email: 'intruso@lead.com' });
    const { id } = (
      await call('POST', '/api/simulacao_multa/save_lp', owner, simulationPayload())
    ).json();

    const forbidden = { message: API_MESSAGES.forbidden };
    const put = await call(
      'PUT',
      `/api/simulacao_multa/${id}`,
      intruder,
      simulationPayload({ id }),
    );
    expect(put.statusCode).toBe(403);
    expect(put.json()).toEqual(forbidden);
    // A lead reads nothing, not even its own simulation.
    for (const token of [owner, intruder]) {
      for (const url of [
        `/api/simulacao_multa/${id}`,
        '/api/simulacao_multa/filter',
        `/api/simulacao_multa/download/${id}`,
      ]) {
        const response = await call('GET', url, token);
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual(forbidden);
      }
    }
    expect(
      (await call('POST', '/api/simulacao_multa/save', owner, simulationPayload())).statusCode,
    ).toBe(403);
    // An unknown id tells a lead nothing either.
    expect(
      (await call('PUT', '/api/simulacao_multa/999999', owner, simulationPayload())).statusCode,
    ).toBe(403);
  });

  it('refuses save_lp without a token (401) and to portal users (403)', async () => {
    const anonymous = await call('POST', '/api/simulacao_multa/save_lp', null, simulationPayload());
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: MESSAGES.loginExpired });
    expect(
      (await call('POST', '/api/simulacao_multa/save_lp', acmeUser, simulationPayload()))
        .statusCode,
    ).toBe(403);
  });

  it('keeps a landing-page simulation out of portal users’ reach except for admins', async () => {
    const lead = await leadToken(t, { email: 'reservado@lead.com' });
    const { id } = (
      await call('POST', '/api/simulacao_multa/save_lp', lead, simulationPayload())
    ).json();
    // Security L3: a lead's simulation is no client's: it answers as a missing one.
    expect((await call('GET', `/api/simulacao_multa/${id}`, acmeAdmin)).statusCode).toBe(404);
    expect(
      (await call('PUT', `/api/simulacao_multa/${id}`, admin, simulationPayload({ id })))
        .statusCode,
    ).toBe(403);
    const read = await call('GET', `/api/simulacao_multa/${id}`, admin);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({
      id,
      origem: 'LANDING_PAGE',
      valorSimulado: null,
      calculo: null,
    });
  });

  it("answers a landing-page simulation's lead on its page: opt-in, consent, follow-up (platform M3)", async () => {
    const lead = await leadToken(t, { email: 'pagina@lead.com', infoEmail: false });
    const { id } = (
      await call('POST', '/api/simulacao_multa/save_lp', lead, simulationPayload())
    ).json();
    const leadId = (await call('GET', `/api/simulacao_multa/${id}`, admin)).json().contato.leadId;
    await call('PUT', `/api/lead/${leadId}/acompanhamento`, admin, { status: 'CONTATADO' });

    const read = (await call('GET', `/api/simulacao_multa/${id}`, admin)).json();
    expect(read.email).toBe('pagina@lead.com');
    expect(read.contato).toEqual({
      leadId: expect.any(Number),
      infoEmail: false,
      consentimento: {
        texto: 'Li e concordo com os Termos de Uso e com o Aviso de Privacidade.',
        versao: 'termos-2023-05',
        em: expect.any(String),
      },
      acompanhamento: { status: 'CONTATADO', por: expect.any(String), em: expect.any(String) },
      descadastradoEm: null,
    });
  });
});

describe('POST /api/simulacao_multa/save and GET {id}', () => {
  it('computes an internal simulation with origin DPO and records its creator', async () => {
    const response = await call(
      'POST',
      '/api/simulacao_multa/save',
      acmeUser,
      simulationPayload({ client: null, valorFaturamento: '1000000.00' }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: expect.any(Number),
      origem: 'DPO',
      createdByUserLP: false,
      grauInfracao: 'LEVE',
      // Example 3 of the note: base R$ 800 lifted to the floor of R$ 3.000.
      valorSimulado: 3000,
      createdBy: 'Rafael Oliveira',
      client: { id: 1001, name: 'Acme Indústria Ltda' },
      valorFaturamento: 1000000,
    });
    expect(response.json().calculo.floor).toBe('3000');
  });

  it('computes "Não tenho faturamento" with 0 revenue and taxes (example 4)', async () => {
    const response = await call(
      'POST',
      '/api/simulacao_multa/save',
      admin,
      simulationPayload({
        infracao9: true,
        infracao10: false,
        grauDano: '1',
        naoTemFaturamento: true,
        valorFaturamento: null,
        valorTributos: null,
        etapa3pergunta4: '2 medidas corretivas descumpridas (60%)',
        etapa3pergunta5campo4: true,
      }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      valorSimulado: 13650,
      grauInfracao: 'GRAVE',
      valorFaturamento: 0,
      valorTributos: 0,
      client: null,
    });
  });

  it('answers bad numbers with 400 and the Portuguese message', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ valorFaturamento: -1 }, DOSIMETRY_MESSAGES.revenueNegative],
      [{ valorFaturamento: 1000, valorTributos: 2000 }, DOSIMETRY_MESSAGES.taxesAboveRevenue],
      [{ valorFaturamento: 'mil reais' }, DOSIMETRY_MESSAGES.revenueNotNumber],
      [{ valorTributos: 'abc' }, DOSIMETRY_MESSAGES.taxesNotNumber],
      [{ grauDano: 4 }, DOSIMETRY_MESSAGES.damageInvalid],
      [{ grauDano: 'dois' }, DOSIMETRY_MESSAGES.damageInvalid],
      [
        { infracao10: false },
        'É preciso marcar ao menos uma opção na etapa 1 Determinação da Alíquota Base.',
      ],
      [{ valorVantagemAuferidaEstimavel: null }, DOSIMETRY_MESSAGES.step4Required],
    ];
    for (const [overrides, message] of cases) {
      const response = await call(
        'POST',
        '/api/simulacao_multa/save',
        acmeUser,
        simulationPayload(overrides),
      );
      expect({ overrides, status: response.statusCode, message: response.json().message }).toEqual({
        overrides,
        status: 400,
        message,
      });
    }
  });

  it("lets the creator, the client's administrators and admins read a DPO simulation, and no one else (security M3)", async () => {
    const { id } = (
      await call('POST', '/api/simulacao_multa/save', acmeUser, simulationPayload())
    ).json();
    for (const token of [acmeUser, acmeAdmin, admin]) {
      expect((await call('GET', `/api/simulacao_multa/${id}`, token)).json()).toMatchObject({
        id,
        valorSimulado: 3000,
      });
    }
    // A colleague of the same client who is not an administrator (was 200).
    const colleague = await t.login('acme.gestor', ADMIN_DEMO_PASSWORD);
    const byColleague = await call('GET', `/api/simulacao_multa/${id}`, colleague);
    expect(byColleague.statusCode).toBe(403);
    // Another client's user finds nothing (security L3: was 403).
    const other = await call('GET', `/api/simulacao_multa/${id}`, betaUser);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ message: SIMULATOR_API_MESSAGES.simulationNotFound });
    expect(
      (await call('PUT', `/api/simulacao_multa/${id}`, betaUser, simulationPayload({ id })))
        .statusCode,
    ).toBe(404);
    const missing = await call('GET', '/api/simulacao_multa/999999', admin);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: SIMULATOR_API_MESSAGES.simulationNotFound });
  });

  it('recomputes a DPO simulation on PUT by its author; other users of the client may not overwrite it', async () => {
    const { id } = (
      await call('POST', '/api/simulacao_multa/save', acmeUser, simulationPayload())
    ).json();
    const byColleague = await call(
      'PUT',
      `/api/simulacao_multa/${id}`,
      acmeAdmin,
      simulationPayload({ ...EXAMPLE_1, id }),
    );
    expect(byColleague.statusCode).toBe(403);
    expect((await call('GET', `/api/simulacao_multa/${id}`, acmeUser)).json()).toMatchObject({
      id,
      valorSimulado: 3000,
    });
    const updated = await call(
      'PUT',
      `/api/simulacao_multa/${id}`,
      acmeUser,
      simulationPayload({ ...EXAMPLE_1, id }),
    );
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      id,
      valorSimulado: 28250,
      grauInfracao: 'MEDIA',
      createdBy: 'Rafael Oliveira',
    });
  });
});
