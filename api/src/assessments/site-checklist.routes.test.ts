import { eq } from 'drizzle-orm';
import {
  DATA_SUBJECT_RIGHTS,
  PRIVACY_NOTICE_ITEMS,
  SITE_CHECKLIST_IDENTITY,
  isContractableFunction,
} from '@dpohub/domain';
import { assessments } from '../db/schema';
import { pdfText } from '../test/pdf-text';
import { bearer, createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const who of ['admin', 'cliente.admin', 'cliente.usuario', 'beta.admin']) {
    tokens[who] = await t.login(who);
  }
}, 240_000);
afterAll(() => t.close());

const BASE = '/api/lei-geral-protecao-de-dados';
const CHECKLIST = `${BASE}/checklist-site-app`;
const FINISH = 'finishWithLegalAssessment=false&sendBackWithComments=false';

const call = (who: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(tokens[who]!), ...(payload ? { payload } : {}) });

/** Every step answered: no non-essential cookie, a notice with four of art. 9's seven items. */
const STEPS: Record<number, Record<string, unknown>> = {
  1: { address: 'https://www.acme.com.br', platform: 'site', checkedOn: '2026-11-20' },
  2: { nonEssentialCookies: 'no', cookiePolicy: 'no' },
  3: {
    privacyNotice: 'yes',
    privacyNoticeContents: ['purpose', 'controllerIdentity', 'controllerContact', 'rights'],
    privacyNoticeClear: 'yes',
  },
  4: { rightsChannel: 'no', rightsAnpdPetition: 'no' },
  5: { dpoIdentityPublished: 'yes', dpoContactPublished: 'no' },
  6: {
    https: 'yes',
    softwareUpdated: 'yes',
    adminStrongAuth: 'no',
    credentialStorage: 'notApplicable',
    backups: 'yes',
  },
};

async function save(who: string, body: object) {
  const response = await call(who, 'POST', `${CHECKLIST}/tab/salvar`, body);
  expect(response.statusCode).toBe(200);
  return response.json<{ id: number }>().id;
}

describe('site and app checklist (checklist-site-app), a kind written as a definition', () => {
  let id: number;

  it('creates it on the first step and keeps the answers as a typed object', async () => {
    id = await save('cliente.admin', {
      name: 'Loja virtual Acme',
      stepTitle: '1 - Site ou app',
      answers: STEPS[1],
    });
    const record = (await call('cliente.admin', 'GET', `${CHECKLIST}/${id}`)).json();
    expect(record).toMatchObject({
      id,
      formId: 6,
      name: 'Loja virtual Acme',
      completed: false,
      status: 'DRAFT',
      clientId: 1001,
      answers: STEPS[1],
    });
    const [row] = await t.app.db
      .select({ answers: assessments.answers })
      .from(assessments)
      .where(eq(assessments.id, id));
    expect(row!.answers).toEqual(STEPS[1]);
    expect(
      (
        await call('cliente.admin', 'GET', `${CHECKLIST}/tab/finish/position?id=${id}&position=1`)
      ).json(),
    ).toBe(true);
    expect(
      (
        await call('cliente.admin', 'GET', `${CHECKLIST}/tab/finish/position?id=${id}&position=2`)
      ).json(),
    ).toBe(false);
  });

  it('refuses a bad answer with a Portuguese 400 and keeps what was saved', async () => {
    const refused = await call('cliente.admin', 'POST', `${CHECKLIST}/tab/salvar`, {
      id,
      stepTitle: '3 - Aviso de privacidade',
      answers: {
        privacyNotice: 'yes',
        privacyNoticeContents: ['purpose', 'none'],
        https: 'talvez',
      },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      message:
        'Em "O que o aviso de privacidade informa", a opção "Nenhum destes itens" não pode ser escolhida com outras. Responda "Todas as páginas e chamadas usam HTTPS com certificado válido?" com sim ou não.',
      problems: [
        'Em "O que o aviso de privacidade informa", a opção "Nenhum destes itens" não pode ser escolhida com outras.',
        'Responda "Todas as páginas e chamadas usam HTTPS com certificado válido?" com sim ou não.',
      ],
    });
    const strings = await call('cliente.admin', 'POST', `${CHECKLIST}/tab/salvar`, {
      id,
      answers: JSON.stringify({ https: 'yes' }),
    });
    expect(strings.statusCode).toBe(400);
    const unknown = await call('cliente.admin', 'POST', `${CHECKLIST}/tab/salvar`, {
      id,
      answers: { cookieTools: [{ tool: 'Pixel', retentionDays: -1 }] },
    });
    expect(unknown.json().message).toBe(
      'Item 1 de "Ferramentas de terceiros que instalam cookies": A resposta de "Duração (dias)" deve ser no mínimo 0.',
    );
    const record = (await call('cliente.admin', 'GET', `${CHECKLIST}/${id}`)).json();
    expect(record.answers).toEqual(STEPS[1]);
  });

  it('refuses to conclude with unfilled steps, then concludes and answers the scores and what to fix', async () => {
    const early = await call(
      'cliente.admin',
      'POST',
      `${CHECKLIST}/tab/conclusion?id=${id}&${FINISH}`,
    );
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe(
      'Preencha todas as etapas antes de concluir: 2 - Cookies e consentimento; 3 - Aviso de privacidade; 4 - Canal dos titulares; 5 - Encarregado; 6 - Segurança',
    );
    for (const position of [2, 3, 4, 5, 6]) {
      await save('cliente.admin', {
        id,
        stepTitle: `${position} - ${SITE_CHECKLIST_IDENTITY.stepTitles[position - 1]}`,
        answers: STEPS[position],
      });
    }
    const concluded = await call(
      'cliente.admin',
      'POST',
      `${CHECKLIST}/tab/conclusion?id=${id}&${FINISH}`,
    );
    expect(concluded.statusCode).toBe(200);
    expect(concluded.json()).toMatchObject({ id, completed: true, status: 'DONE' });

    const result = (await call('cliente.admin', 'GET', `${CHECKLIST}/completo/${id}`)).json();
    expect(result.unfilledSteps).toEqual([]);
    const scores = [...result.results.sections, result.results.overall].map(
      (s: { key: string; score: number; band: { label: string } }) => [
        s.key,
        s.score,
        s.band.label,
      ],
    );
    // The hand-computed case of site-checklist.test.ts.
    expect(scores).toEqual([
      ['cookies', 0, 'Inadequado'],
      ['privacyNotice', 72.7, 'Parcialmente adequado'],
      ['rightsChannel', 0, 'Inadequado'],
      ['dpo', 50, 'Inadequado'],
      ['security', 75, 'Parcialmente adequado'],
      ['overall', 39.5, 'Inadequado'],
    ]);
    expect(result.results.fixes).toHaveLength(20);
    expect(result.results.fixes[0]).toEqual({
      section: 'cookies',
      item: 'cookiePolicy',
      text: 'Publique uma política de cookies com categorias, finalidades, duração e terceiros.',
      article: 'LGPD art. 9º; Guia orientativo de cookies da ANPD (2022)',
    });
  });

  it('prints the answers in words and the fix list with articles in the dossier', async () => {
    const pdf = await call('cliente.admin', 'GET', `${BASE}/${id}/dossie`);
    expect(pdf.statusCode).toBe(200);
    const text = (await pdfText(pdf.rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain('Dossiê: Checklist de site e app');
    expect(text).toContain('20/11/2026');
    expect(text).toContain(PRIVACY_NOTICE_ITEMS[0]!.label);
    expect(text).toContain(
      'Publique as informações de contato do encarregado no site ou app. (LGPD art. 41, §1º)',
    );
    expect(text).not.toContain(DATA_SUBJECT_RIGHTS[0]!.label);

    // The firm's review comments on these same lines (issue 31).
    const questions = (await call('cliente.admin', 'GET', `${BASE}/${id}/questoes`)).json();
    expect(questions).toContainEqual(
      expect.objectContaining({
        section: '5 - Encarregado',
        question:
          'A identidade do encarregado (nome da pessoa ou da empresa) está publicada no site ou app?',
        value: 'Sim',
      }),
    );
    expect(questions).toContainEqual(
      expect.objectContaining({
        section: 'Resultado',
        question: 'Geral',
        value: '39,5% (Inadequado)',
      }),
    );
  });

  it('lists it under formId 6 with its pie', async () => {
    const list = await call(
      'cliente.admin',
      'GET',
      `${BASE}/minhas-avaliacoes?formId=6&page=0&size=10`,
    );
    expect(list.statusCode).toBe(200);
    expect(list.json().content).toEqual([
      expect.objectContaining({ id, name: 'Loja virtual Acme', completed: true }),
    ]);
    const pie = await call('cliente.admin', 'GET', `${CHECKLIST}/pizzaChart`);
    expect(pie.statusCode).toBe(200);
  });

  it('refuses another client, a user without the role and a client that has not contracted it', async () => {
    // Beta has not contracted the checklist: its administrator is refused the whole kind.
    const beta = await call('beta.admin', 'GET', `${CHECKLIST}/${id}`);
    expect(beta.statusCode).toBe(403);
    expect(beta.json().message).toBe('Esta função não está contratada para a sua empresa.');
    const betaNew = await call('beta.admin', 'POST', `${CHECKLIST}/tab/salvar`, { answers: {} });
    expect(betaNew.statusCode).toBe(403);
    // A granular user of Acme without ROLE_CHECKLIST_SITE_APP.
    const noRole = await call('cliente.usuario', 'POST', `${CHECKLIST}/tab/salvar`, {
      answers: {},
    });
    expect(noRole.statusCode).toBe(403);
    // Once Beta contracts it, its administrator still never reads Acme's record.
    const functions = (await call('admin', 'GET', '/api/client/1002/functions')).json();
    const granted = await call('admin', 'PUT', '/api/client/1002/functions', {
      functions: [...functions.functions.filter(isContractableFunction), 'siteChecklist'],
    });
    expect(granted.statusCode).toBe(200);
    tokens['beta.admin'] = await t.login('beta.admin');
    const otherClient = await call('beta.admin', 'GET', `${CHECKLIST}/${id}`);
    expect(otherClient.statusCode).toBe(404);
    const own = await call('beta.admin', 'POST', `${CHECKLIST}/tab/salvar`, {
      name: 'Site Beta',
      answers: { platform: 'app' },
    });
    expect(own.statusCode).toBe(200);
  });

  it('keeps a concluded checklist read-only for the client; the firm changes it and drops follow-ups', async () => {
    const client = await call('cliente.admin', 'POST', `${CHECKLIST}/tab/salvar`, {
      id,
      answers: { https: 'no' },
    });
    expect(client.statusCode).toBe(403);
    const firm = await save('admin', {
      id,
      stepTitle: '3 - Aviso de privacidade',
      answers: { privacyNotice: 'no' },
    });
    expect(firm).toBe(id);
    const record = (await call('admin', 'GET', `${CHECKLIST}/${id}`)).json();
    expect(record.answers.privacyNotice).toBe('no');
    expect(record.answers.privacyNoticeContents).toBeUndefined();
    expect(record.answers.privacyNoticeClear).toBeUndefined();
  });
});
