import { SECURITY_INCIDENT_IDENTITY } from '@dpohub/domain';
import { pdfText } from '../test/pdf-text';
import { bearer, createTestApp, type TestApp } from '../test/test-app';

// The register of security incidents served by the generic assessment routes. The case is the
// domain's ransomware one (incident-result.test.ts), learned of on Wednesday 18/11/2026: ENISA
// 4 x 1 + 1.25 = 5.25 'Muito alta', relevant risk (significant effect and health data), deadline
// Tue 24/11 (Thu 19, Fri 20 Consciência Negra closed, Mon 23, Tue 24).

let t: TestApp;
const tokens: Record<string, string> = {};
// Thursday 19/11/2026, noon in São Paulo.
const THURSDAY = new Date('2026-11-19T15:00:00Z');
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(THURSDAY);
  for (const who of ['admin', 'cliente.admin', 'cliente.usuario', 'beta.admin']) {
    tokens[who] = await t.login(who);
  }
}, 240_000);
afterAll(() => t.close());

const BASE = '/api/lei-geral-protecao-de-dados';
const INCIDENT = `${BASE}/incidente-seguranca`;
const FINISH = 'finishWithLegalAssessment=false&sendBackWithComments=false';

const call = (who: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(tokens[who]!), ...(payload ? { payload } : {}) });

const STEPS: Record<number, Record<string, unknown>> = {
  1: {
    description: 'Ransomware no sistema de agendamento; os atacantes dizem ter copiado a base.',
    occurredOn: '2026-11-17',
    knownOn: '2026-11-18',
    discoveredHow: 'Tela de resgate nos computadores da recepção.',
    incidentKinds: ['confidentiality', 'availability'],
    smallAgent: 'no',
  },
  2: {
    dataCategories: ['simple', 'sensitive'],
    dataDescription: 'Nome, telefone e exames agendados.',
    subjectsAffected: 1240,
    vulnerableSubjects: 'yes',
    vulnerableAffected: 85,
    subjectCategories: 'Pacientes',
  },
  3: {
    dpcAdjustment: '0',
    identification: 'maximum',
    confidentialityLoss: 'unknown',
    integrityLoss: 'none',
    availabilityLoss: 'temporary',
    maliciousIntent: 'yes',
  },
  4: {
    significantEffect: 'yes',
    riskCriteria: ['sensitive', 'vulnerable'],
    risks: 'Exposição de dados de saúde; golpes por telefone.',
    anpdCommunicated: 'no',
    subjectsCommunicated: 'no',
  },
  5: {
    securityMeasures: 'Antivírus e cópias diárias fora da rede.',
    mitigationMeasures: 'Restauração das cópias, troca de senhas, aviso aos pacientes.',
  },
};

const stepTitle = (position: number) =>
  `${position} - ${SECURITY_INCIDENT_IDENTITY.stepTitles[position - 1]}`;

async function save(who: string, body: object) {
  const response = await call(who, 'POST', `${INCIDENT}/tab/salvar`, body);
  expect(response.statusCode).toBe(200);
  return response.json<{ id: number }>().id;
}

describe('the security incident register (securityIncident), with its clock on the firm calendar', () => {
  let id: number;

  it('creates it on the first step and keeps the answers as a typed object', async () => {
    id = await save('cliente.admin', {
      name: 'Ransomware na clínica',
      stepTitle: stepTitle(1),
      answers: STEPS[1],
    });
    const record = (await call('cliente.admin', 'GET', `${INCIDENT}/${id}`)).json();
    expect(record).toMatchObject({ id, formId: 8, clientId: 1001, answers: STEPS[1] });
  });

  it('refuses an answer off its options with a Portuguese 400 and keeps what was saved', async () => {
    const refused = await call('cliente.admin', 'POST', `${INCIDENT}/tab/salvar`, {
      id,
      stepTitle: stepTitle(3),
      answers: { identification: 'total' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      'Escolha uma das opções de "Facilidade de identificação dos titulares (EI)".',
    );
    const record = (await call('cliente.admin', 'GET', `${INCIDENT}/${id}`)).json();
    expect(record.answers).toEqual(STEPS[1]);
  });

  it('concludes once every step is filled, with the severity, the verdict and the open clocks', async () => {
    const early = await call(
      'cliente.admin',
      'POST',
      `${INCIDENT}/tab/conclusion?id=${id}&${FINISH}`,
    );
    expect(early.statusCode).toBe(400);
    for (const position of [2, 3, 4, 5]) {
      await save('cliente.admin', { id, stepTitle: stepTitle(position), answers: STEPS[position] });
    }
    const concluded = await call(
      'cliente.admin',
      'POST',
      `${INCIDENT}/tab/conclusion?id=${id}&${FINISH}`,
    );
    expect(concluded.statusCode).toBe(200);

    const result = (await call('cliente.admin', 'GET', `${INCIDENT}/completo/${id}`)).json();
    // Today Thu 19: Mon 23 (1), Tue 24 (2) left.
    expect(result.results).toEqual({
      severity: { dpc: 4, ei: 1, cb: 1.25, score: 5.25, level: 'veryHigh' },
      relevantRisk: {
        significantEffect: true,
        criteria: ['sensitive', 'vulnerable'],
        relevant: true,
      },
      smallAgent: false,
      knownOn: '2026-11-18',
      anpd: { deadline: '2026-11-24', state: 'open', businessDaysLeft: 2 },
      subjects: { deadline: '2026-11-24', state: 'open', businessDaysLeft: 2 },
      keptUntil: '2031-11-19',
    });
  });

  it('reads the clock on the day it is shown: a week later it is overdue, the term unchanged', async () => {
    // Thursday 26/11: Wed 25 (1), Thu 26 (2) past Tue 24.
    t.clock.set(new Date('2026-11-26T15:00:00Z'));
    try {
      // A week on, the session of Thursday has expired: sign in again.
      tokens['cliente.admin'] = await t.login('cliente.admin');
      const result = (await call('cliente.admin', 'GET', `${INCIDENT}/completo/${id}`)).json();
      expect(result.results.anpd).toEqual({
        deadline: '2026-11-24',
        state: 'overdue',
        businessDaysLate: 2,
      });
      expect(result.results.keptUntil).toBe('2031-11-19');
    } finally {
      t.clock.set(THURSDAY);
      tokens['cliente.admin'] = await t.login('cliente.admin');
    }
  });

  it('prints the communication summary in the dossier', async () => {
    const pdf = await call('cliente.admin', 'GET', `${BASE}/${id}/dossie`);
    expect(pdf.statusCode).toBe(200);
    const text = (await pdfText(pdf.rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain('Dossiê: Registro de incidentes de segurança');
    expect(text).toContain('Gravidade Muito alta: SE = DPC × EI + CB = 4 × 1 + 1,25 = 5,25.');
    expect(text).toContain(
      'Prazo: 24/11/2026 (3 dias úteis da ciência, no calendário do escritório). Ainda não comunicada: restam 2 dias úteis.',
    );
    expect(text).toContain('Natureza dos dados pessoais afetados (LGPD art. 48, §1º, I)');
    expect(text).toContain('Registro mantido ao menos até 19/11/2031');
  });

  it('lists it under formId 8', async () => {
    const list = await call(
      'cliente.admin',
      'GET',
      `${BASE}/minhas-avaliacoes?formId=8&page=0&size=10`,
    );
    expect(list.statusCode).toBe(200);
    expect(list.json().content).toEqual([
      expect.objectContaining({ id, name: 'Ransomware na clínica', completed: true }),
    ]);
  });

  it('refuses a client that has not contracted it, a user without the role and another client', async () => {
    const beta = await call('beta.admin', 'GET', `${INCIDENT}/${id}`);
    expect(beta.statusCode).toBe(403);
    expect(beta.json().message).toBe('Esta função não está contratada para a sua empresa.');
    const noRole = await call('cliente.usuario', 'POST', `${INCIDENT}/tab/salvar`, {
      answers: {},
    });
    expect(noRole.statusCode).toBe(403);
  });
});
