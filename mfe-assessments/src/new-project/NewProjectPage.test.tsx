import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeShell, requestsTo, routeResponder } from '@dpohub/shared-ui/testing';
import { CLIENT_ADMIN, renderAssessments } from '../test/render-assessments';

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

  it("makes 'Não' of the sensitive categories exclusive", async () => {
    const fake = createFakeShell(routeResponder({}), CLIENT_ADMIN);
    const user = userEvent.setup();
    await renderAssessments('/evaluation/project/5', fake);
    // Unknown record (404): the load error shows and the form stays empty.
    await waitFor(() =>
      expect(fake.toasts).toContainEqual({
        kind: 'error',
        message: 'Ocorreu um erro ao carregar os dados',
      }),
    );
    await user.click(await screen.findByRole('button', { name: /Natureza dos dados/ }));
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
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull(), { timeout: 4000 });
  });
});
