import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeShell, requestsTo, routeResponder } from '@dpohub/shared-ui/testing';
import { CLIENT_ADMIN, FIRM_ADMIN, renderAssessments } from '../test/render-assessments';

const CHECKLIST = '/lei-geral-protecao-de-dados/checklist-site-app';
const region = (title: RegExp) => screen.getByRole('region', { name: title });
const saves = (fake: ReturnType<typeof createFakeShell>) =>
  requestsTo(fake.requests, `POST ${CHECKLIST}/tab/salvar`).map((request) =>
    JSON.parse(request.data as string),
  );

const RECORD = {
  id: 40,
  formId: 6,
  completed: false,
  status: 'DRAFT',
  clientId: 1001,
  client: { id: 1001, name: 'Acme Indústria Ltda' },
  name: 'Loja virtual Acme',
  answers: {
    address: 'https://www.acme.com.br',
    platform: 'site',
    checkedOn: '2026-11-20',
    nonEssentialCookies: 'yes',
    cookieTools: [{ tool: 'Análise Web', category: 'analytics', retentionDays: 390 }],
  },
  jsonCustomObs: '{}',
  jsonCustomObsObj: {},
};

const routes = (extra = {}) =>
  routeResponder({
    [`POST ${CHECKLIST}/tab/salvar`]: { status: 200, data: { id: 40 } },
    [`GET ${CHECKLIST}/40`]: { status: 200, data: RECORD },
    [`GET ${CHECKLIST}/tab/finish/position`]: { status: 200, data: true },
    ...extra,
  });

describe('site and app checklist: the wizard drawn from its definition', () => {
  it('saves the first step as one typed answers object, the day as yyyy-MM-dd', async () => {
    const fake = createFakeShell(routes(), CLIENT_ADMIN);
    const user = userEvent.setup();
    await renderAssessments('/checklist-site-app', fake);
    expect(fake.setTitle).toHaveBeenCalledWith('Checklist de site e app');
    const step1 = region(/Site ou app/);
    expect(step1).toHaveTextContent('Verifique o que o site ou app mostra ao visitante hoje.');
    await user.type(
      within(step1).getByLabelText('Identificação do site ou app'),
      'Loja virtual Acme',
    );
    await user.type(
      within(step1).getByLabelText('Endereço do site ou nome do app na loja'),
      'https://www.acme.com.br',
    );
    await user.selectOptions(within(step1).getByLabelText('O que está sendo verificado'), 'Site');
    await user.type(within(step1).getByLabelText('Data da verificação'), '20112026');
    await user.click(within(step1).getByRole('button', { name: 'Próximo' }));
    await waitFor(() => expect(saves(fake)).toHaveLength(1));
    const [body] = saves(fake);
    expect(body).toMatchObject({
      id: null,
      clientId: 1001,
      name: 'Loja virtual Acme',
      stepTitle: '1 - Site ou app',
      jsonCustomObsObj: {},
    });
    expect(body.answers).toMatchObject({
      address: 'https://www.acme.com.br',
      platform: 'site',
      checkedOn: '2026-11-20',
      nonEssentialCookies: null,
      privacyNoticeContents: null,
      cookieTools: null,
    });
    expect(fake.toasts).toEqual([
      { kind: 'info', message: 'Salvando...' },
      { kind: 'success', message: 'Salvo com sucesso' },
    ]);
  });

  it('asks the cookie follow-ups only after a yes, and sends the tools as a list with numbers', async () => {
    const fake = createFakeShell(routes(), CLIENT_ADMIN);
    const user = userEvent.setup();
    await renderAssessments('/checklist-site-app/40', fake);
    await user.click(await screen.findByRole('button', { name: /Cookies e consentimento/ }));
    const step = region(/Cookies e consentimento/);
    const reject = /Rejeitar os cookies é tão fácil quanto aceitá-los/;
    // The stored answer is yes: the follow-ups and the stored tool show.
    expect(within(step).getByRole('group', { name: reject })).toBeVisible();
    expect(within(step).getByLabelText('Ferramenta')).toHaveValue('Análise Web');
    expect(within(step).getByLabelText('Duração (dias)')).toHaveValue('390');
    const uses = within(step).getByRole('group', {
      name: /usa cookies ou tecnologias semelhantes que não são necessários/,
    });
    await user.click(within(uses).getByLabelText('Não'));
    expect(within(step).queryByRole('group', { name: reject })).toBeNull();
    await user.click(within(uses).getByLabelText('Sim'));
    await user.click(within(step).getByRole('button', { name: 'Adicionar ferramenta' }));
    const tools = within(step).getAllByLabelText('Ferramenta');
    await user.type(tools[1]!, 'Pixel de anúncios');
    await user.selectOptions(within(step).getAllByLabelText('Categoria')[1]!, 'Publicidade');
    await user.type(within(step).getAllByLabelText('Duração (dias)')[1]!, '9x0');
    await user.click(within(step).getByRole('button', { name: 'Próximo' }));
    await waitFor(() => expect(saves(fake)).toHaveLength(1));
    const [body] = saves(fake);
    expect(body.id).toBe(40);
    expect(body.stepTitle).toBe('2 - Cookies e consentimento');
    expect(body.answers.cookieTools).toEqual([
      { tool: 'Análise Web', category: 'analytics', retentionDays: 390 },
      { tool: 'Pixel de anúncios', category: 'advertising', retentionDays: 90 },
    ]);
  });

  it("keeps the step open with the server's words when it refuses an answer", async () => {
    const fake = createFakeShell(
      routes({
        [`POST ${CHECKLIST}/tab/salvar`]: {
          status: 400,
          data: {
            message: 'A resposta de "Data da verificação" deve ser uma data válida (dd/mm/aaaa).',
          },
        },
      }),
      CLIENT_ADMIN,
    );
    const user = userEvent.setup();
    await renderAssessments('/checklist-site-app', fake);
    const step1 = region(/Site ou app/);
    await user.type(within(step1).getByLabelText('Data da verificação'), '31022026');
    await user.click(within(step1).getByRole('button', { name: 'Próximo' }));
    await waitFor(() =>
      expect(fake.toasts).toContainEqual({
        kind: 'error',
        message: 'A resposta de "Data da verificação" deve ser uma data válida (dd/mm/aaaa).',
      }),
    );
    // An impossible day is sent as typed for the server to refuse, never dropped silently.
    expect(saves(fake)[0].answers.checkedOn).toBe('31/02/2026');
    expect(within(region(/Site ou app/)).getByLabelText('Data da verificação')).toBeVisible();
  });

  it('gives the firm an observation under each question', async () => {
    const fake = createFakeShell(
      routes({ [`GET /client/all`]: { status: 200, data: [] } }),
      FIRM_ADMIN,
    );
    await renderAssessments('/checklist-site-app/40', fake);
    await userEvent.click(await screen.findByRole('button', { name: /Encarregado/ }));
    expect(
      within(region(/Encarregado/)).getAllByRole('button', { name: /observação/i }).length,
    ).toBeGreaterThanOrEqual(2);
  });

  it('shows the score of each section, the overall one and what to fix with its article', async () => {
    const fake = createFakeShell(
      routes({
        [`GET ${CHECKLIST}/40`]: {
          status: 200,
          data: { ...RECORD, completed: true, status: 'DONE' },
        },
        [`GET ${CHECKLIST}/completo/40`]: {
          status: 200,
          data: {
            id: 40,
            completed: true,
            unfilledSteps: [],
            results: {
              sections: [
                {
                  key: 'privacyNotice',
                  title: 'Aviso de privacidade',
                  earned: 8,
                  possible: 11,
                  score: 72.7,
                  band: { min: 60, label: 'Parcialmente adequado', tone: 'warning' },
                },
                {
                  key: 'cookies',
                  title: 'Cookies e consentimento',
                  earned: 0,
                  possible: 0,
                  score: null,
                  band: null,
                },
              ],
              overall: {
                key: 'overall',
                title: 'Geral',
                earned: 8,
                possible: 11,
                score: 72.7,
                band: { min: 60, label: 'Parcialmente adequado', tone: 'warning' },
              },
              fixes: [
                {
                  section: 'privacyNotice',
                  item: 'privacyNotice-formAndDuration',
                  text: 'Informe no aviso de privacidade como os dados são tratados e por quanto tempo.',
                  article: 'LGPD art. 9º, II',
                },
              ],
            },
          },
        },
      }),
      CLIENT_ADMIN,
    );
    await renderAssessments('/checklist-site-app/40', fake);
    await userEvent.click(await screen.findByRole('button', { name: /Resultado/ }));
    const table = await screen.findByRole('table', { name: 'Pontuação por seção' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'SeçãoPontuaçãoSituação',
      'Aviso de privacidade72,7%Parcialmente adequado',
      'Cookies e consentimentoNão se aplica-',
      'Geral72,7%Parcialmente adequado',
    ]);
    expect(screen.getByRole('heading', { name: 'O que corrigir' })).toBeVisible();
    expect(
      screen.getByText(
        'Informe no aviso de privacidade como os dados são tratados e por quanto tempo.',
        {
          exact: false,
        },
      ),
    ).toHaveTextContent('(LGPD art. 9º, II)');
    expect(screen.getByRole('button', { name: 'Baixar dossiê (PDF)' })).toBeVisible();
  });
});
