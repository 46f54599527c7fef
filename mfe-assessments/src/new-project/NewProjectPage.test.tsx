import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeShell, requestsTo, routeResponder } from '@dpohub/shared-ui/testing';
import { CLIENT_ADMIN, FIRM_ADMIN, renderAssessments } from '../test/render-assessments';

const NP = '/lei-geral-protecao-de-dados/questionario-novos-projetos';

const region = (title: RegExp) => screen.getByRole('region', { name: title });

describe('new-project questionnaire', () => {
  it('keeps the step and what was typed when a save fails, then saves, checks the step and advances', async () => {
    let fail = true;
    const fake = createFakeShell(
      routeResponder({
        [`POST ${NP}/tab/salvar`]: () =>
          fail ? { status: 503 } : { status: 200, data: { id: 41 } },
        [`GET ${NP}/tab/finish/position`]: { status: 200, data: true },
      }),
      CLIENT_ADMIN,
    );
    const user = userEvent.setup();
    await renderAssessments('/evaluation/project', fake);
    expect(fake.setTitle).toHaveBeenCalledWith('Avaliação de projetos');

    // A new record has no header: its steps come right under the top bar's h1 (heading-order).
    expect(screen.getByRole('heading', { level: 2, name: /Dados Pessoais/ })).toBeVisible();
    const step1 = region(/Dados Pessoais/);
    await user.type(within(step1).getByLabelText('Identificação do projeto'), 'Portal');
    await user.click(
      within(
        within(step1).getByRole('group', {
          name: 'O projeto envolve o tratamento de dados pessoais?',
        }),
      ).getByLabelText('Sim'),
    );
    await user.click(within(step1).getByRole('button', { name: 'Próximo' }));
    await waitFor(() =>
      expect(fake.toasts).toContainEqual({ kind: 'error', message: 'Erro ao salvar' }),
    );
    expect(fake.toasts[0]).toEqual({ kind: 'info', message: 'Salvando...' });
    expect(region(/Dados Pessoais/)).toBeVisible();
    expect(within(region(/Dados Pessoais/)).getByLabelText('Identificação do projeto')).toHaveValue(
      'Portal',
    );

    fail = false;
    await user.click(within(region(/Dados Pessoais/)).getByRole('button', { name: 'Próximo' }));
    await waitFor(() => expect(region(/Natureza dos dados/)).toBeVisible());
    expect(fake.toasts).toContainEqual({ kind: 'success', message: 'Salvo com sucesso' });
    const saves = requestsTo(fake.requests, `POST ${NP}/tab/salvar`);
    expect(JSON.parse(saves[1]!.data as string)).toMatchObject({
      id: null,
      clientId: 1001,
      name: 'Portal',
      processingOfPersonalData: 'yes',
      sensitivePersonalDataSources: 'Nao',
      jsonCustomObs: '{}',
    });
    expect(requestsTo(fake.requests, `GET ${NP}/tab/finish/position`)[0]!.params).toEqual({
      id: '41',
      position: '1',
    });
    // No observation fields for a client user (spec 3 section 6).
    expect(screen.queryByRole('button', { name: 'Adicionar observação' })).toBeNull();
  });

  it('shows the error state, not an empty form, for a record that fails to load (finding m4)', async () => {
    const fake = createFakeShell(routeResponder({}), CLIENT_ADMIN);
    const user = userEvent.setup();
    await renderAssessments('/evaluation/project/5', fake);
    // Unknown record (404), another kind's id or another client's: the same answer.
    await waitFor(() =>
      expect(fake.toasts).toContainEqual({
        kind: 'error',
        message: 'Ocorreu um erro ao carregar os dados',
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A avaliação não existe, é de outro tipo ou pertence a outro cliente.',
    );
    expect(screen.queryByRole('button', { name: /Dados Pessoais/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Próximo' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Voltar para Avaliações' }));
    expect(fake.navigate).toHaveBeenCalledWith('/myAvaliations?formId=1');
  });

  it("makes 'Não' of the sensitive categories exclusive", async () => {
    const fake = createFakeShell(
      routeResponder({
        [`GET ${NP}/5`]: {
          status: 200,
          data: {
            id: 5,
            completed: false,
            status: 'DRAFT',
            clientId: 1001,
            client: { id: 1001, name: 'Acme' },
            name: 'Portal',
            sensitivePersonalDataSources: 'Nao',
            jsonCustomObs: '{}',
          },
        },
      }),
      CLIENT_ADMIN,
    );
    const user = userEvent.setup();
    await renderAssessments('/evaluation/project/5', fake);
    await user.click(await screen.findByRole('button', { name: /Natureza dos dados/ }));
    // A saved record's steps sit under its header's h2.
    expect(screen.getByRole('heading', { level: 2, name: 'Portal' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 3, name: /Natureza dos dados/ })).toBeVisible();
    const step2 = region(/Natureza dos dados/);
    const no = within(step2).getAllByLabelText('Não')[0]!;
    expect(no).toBeChecked();
    await user.click(within(step2).getByLabelText('Dado referente à saúde'));
    expect(no).not.toBeChecked();
    await user.click(no);
    expect(within(step2).getByLabelText('Dado referente à saúde')).not.toBeChecked();
  });

  it('shows a completed assessment read-only to a client user, several steps open at once', async () => {
    const fake = createFakeShell(
      routeResponder({
        [`GET ${NP}/7`]: {
          status: 200,
          data: {
            id: 7,
            completed: true,
            status: 'DONE',
            clientId: 1001,
            client: { id: 1001, name: 'Acme' },
            name: 'Portal',
            jsonCustomObs: '{"name":"Ver contrato"}',
          },
        },
        [`GET ${NP}/completo/7`]: {
          status: 200,
          data: { id: 7, completed: true, unfilledSteps: [], results: null },
        },
      }),
      CLIENT_ADMIN,
    );
    const user = userEvent.setup();
    await renderAssessments('/evaluation/project/7', fake);
    await user.click(await screen.findByRole('button', { name: /Dados Pessoais/ }));
    await user.click(screen.getByRole('button', { name: /Propósitos/ }));
    expect(region(/Dados Pessoais/)).toBeVisible();
    expect(region(/Propósitos/)).toBeVisible();
    expect(
      within(region(/Dados Pessoais/)).getByLabelText('Identificação do projeto'),
    ).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Próximo' })).toBeNull();
    expect(within(region(/Dados Pessoais/)).getByText('Ver contrato')).toBeVisible();
  });

  it('blocks finishing while steps are unfilled and lists them', async () => {
    const fake = createFakeShell(
      routeResponder({
        [`GET ${NP}/9`]: {
          status: 200,
          data: {
            id: 9,
            completed: false,
            status: 'DRAFT',
            clientId: 1001,
            client: { id: 1001, name: 'Acme' },
            name: 'Portal',
            jsonCustomObs: '{}',
          },
        },
        [`POST ${NP}/tab/salvar`]: { status: 200, data: { id: 9 } },
        [`GET ${NP}/tab/finish/position`]: (request) => ({
          status: 200,
          data: request.params?.position !== '3',
        }),
      }),
      CLIENT_ADMIN,
    );
    const user = userEvent.setup();
    await renderAssessments('/evaluation/project/9', fake);
    await user.click(await screen.findByRole('button', { name: /Aspectos Técnicos/ }));
    await user.click(within(region(/Aspectos Técnicos/)).getByRole('button', { name: 'Concluir' }));
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Oops, Parece que algumas etapas não foram preenchidas');
    expect(within(notice).getByText('3 - Propósitos')).toBeVisible();
    expect(requestsTo(fake.requests, `POST ${NP}/tab/conclusion`)).toHaveLength(0);
    // Finding m2: the unfilled step stays marked, and Conclusões can be opened to read the list.
    expect(screen.getByRole('button', { name: /Propósitos Pendente/ })).toBeVisible();
    expect(screen.getByRole('button', { name: /Conclusões/ })).toBeEnabled();
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull(), { timeout: 4000 });
    expect(screen.getByRole('button', { name: /Propósitos Pendente/ })).toBeVisible();
  });

  const DRAFT_FOR_BETA = {
    id: 12,
    completed: false,
    status: 'DRAFT',
    clientId: 1002,
    client: { id: 1002, name: 'Beta Serviços S.A.' },
    name: 'Limite de crédito',
    createdBy: 'Administrador DPOHUB',
    updatedBy: 'Administrador DPOHUB',
    updatedAt: '2026-11-25T13:00:00.000Z',
    jsonCustomObs: '{}',
  };

  it('heads a saved assessment with what is open (finding m9)', async () => {
    const fake = createFakeShell(
      routeResponder({
        [`GET ${NP}/12`]: {
          status: 200,
          data: {
            ...DRAFT_FOR_BETA,
            completed: true,
            status: 'DONE',
            completedBy: 'Juliana Costa',
            completedAt: '2026-11-25T14:10:00.000Z',
          },
        },
      }),
      CLIENT_ADMIN,
    );
    await renderAssessments('/evaluation/project/12', fake);
    const header = await screen.findByRole('region', { name: 'Limite de crédito' });
    expect(within(header).getByRole('heading', { name: 'Limite de crédito' })).toBeVisible();
    expect(header).toHaveTextContent('AvaliaçãoAvaliação de projetos');
    expect(header).toHaveTextContent('ClienteBeta Serviços S.A.');
    expect(header).toHaveTextContent('Criado porAdministrador DPOHUB');
    expect(header).toHaveTextContent(/Concluída em25\/11\/2026 às \d{2}:10 por Juliana Costa/);
    expect(within(header).getByText('Finalizado')).toBeVisible();
  });

  it("gives the firm's admin Concluir on a draft it fills for a client (finding M1)", async () => {
    const fake = createFakeShell(
      routeResponder({
        [`GET ${NP}/12`]: { status: 200, data: DRAFT_FOR_BETA },
        [`POST ${NP}/tab/salvar`]: { status: 200, data: { id: 12 } },
        [`GET ${NP}/tab/finish/position`]: { status: 200, data: true },
        [`POST ${NP}/tab/conclusion`]: {
          status: 200,
          data: { ...DRAFT_FOR_BETA, completed: true, status: 'DONE' },
        },
      }),
      FIRM_ADMIN,
    );
    const user = userEvent.setup();
    await renderAssessments('/evaluation/project/12', fake);
    await user.click(await screen.findByRole('button', { name: /Aspectos Técnicos/ }));
    await user.click(within(region(/Aspectos Técnicos/)).getByRole('button', { name: 'Concluir' }));
    await waitFor(() =>
      expect(fake.toasts).toContainEqual({ kind: 'success', message: 'Concluído com sucesso' }),
    );
    expect(fake.toasts.map((toast) => toast.message)).toEqual(
      expect.arrayContaining(['Salvando...', 'Salvo com sucesso', 'Concluindo...']),
    );
    expect(requestsTo(fake.requests, `POST ${NP}/tab/conclusion`)[0]!.params).toEqual({
      id: '12',
      finishWithLegalAssessment: 'false',
      sendBackWithComments: 'false',
    });
    // Concluded, the firm keeps editing with Próximo (spec 3 section 6), no second Concluir.
    await user.click(screen.getByRole('button', { name: /Aspectos Técnicos/ }));
    expect(
      within(region(/Aspectos Técnicos/)).getByRole('button', { name: 'Próximo' }),
    ).toBeVisible();
  });

  it("shows the server's reason when contradictory answers keep it from concluding (finding M2)", async () => {
    const message =
      'Há respostas contraditórias; revise-as antes de concluir: Dados pessoais sensíveis foram marcados, mas o projeto diz não tratar dados pessoais (dado sensível é dado pessoal)';
    const fake = createFakeShell(
      routeResponder({
        [`GET ${NP}/12`]: { status: 200, data: { ...DRAFT_FOR_BETA, clientId: 1001 } },
        [`POST ${NP}/tab/salvar`]: { status: 200, data: { id: 12 } },
        [`GET ${NP}/tab/finish/position`]: { status: 200, data: true },
        [`POST ${NP}/tab/conclusion`]: { status: 400, data: { message, contradictions: [] } },
      }),
      CLIENT_ADMIN,
    );
    const user = userEvent.setup();
    await renderAssessments('/evaluation/project/12', fake);
    await user.click(await screen.findByRole('button', { name: /Aspectos Técnicos/ }));
    await user.click(within(region(/Aspectos Técnicos/)).getByRole('button', { name: 'Concluir' }));
    await waitFor(() => expect(fake.toasts).toContainEqual({ kind: 'error', message }));
  });
});
