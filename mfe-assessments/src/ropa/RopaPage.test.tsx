import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ROPA_FINISH_LOADING_MS, ROPA_HELP } from '@dpohub/domain';
import { createFakeShell, requestsTo, routeResponder } from '@dpohub/shared-ui/testing';
import { CLIENT_ADMIN, renderAssessments } from '../test/render-assessments';

const ROPA = '/lei-geral-protecao-de-dados/registro-das-operacoes';
const region = (title: RegExp) => screen.getByRole('region', { name: title });

const RECORD = {
  id: 12,
  completed: false,
  status: 'DRAFT',
  clientId: 1001,
  client: { id: 1001, name: 'Acme' },
  name: 'Folha de pagamento',
  baseLegal: 'Interesse Legítimo (Art. 7, IX)',
  baseLegalSensitiveData: "Art. 11 II 'f' - Tutela da Saúde",
  automatedDecision: 'no',
  recommendedImpactReport: 'no',
  hasIncident: 'no',
  jsonCustomObs: '{}',
};

describe('ROPA', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => jest.useRealTimers());

  it('shows the title, the seven steps and Conclusões, saves each step with its title and advances', async () => {
    const fake = createFakeShell(
      routeResponder({
        [`POST ${ROPA}/tab/salvar`]: { status: 200, data: { id: 30 } },
        [`GET ${ROPA}/tab/finish/position`]: { status: 200, data: true },
      }),
      CLIENT_ADMIN,
    );
    const user = userEvent.setup();
    await renderAssessments('/ropa', fake);
    expect(fake.setTitle).toHaveBeenCalledWith('ROPA - Registro das Operações de Tratamento');
    for (const title of [
      'Descrição',
      'Informações Básicas',
      'Análise Jurídica',
      'Consentimento',
      'Sistemas',
      'Relatório de Impacto',
      'Incidentes de Segurança',
      'Conclusões',
    ]) {
      expect(screen.getByRole('button', { name: new RegExp(title) })).toBeVisible();
    }
    const step1 = region(/Descrição/);
    expect(within(step1).getByText(ROPA_HELP.activity)).toBeVisible();
    await user.type(within(step1).getByLabelText('Atividade de tratamento'), 'Folha de pagamento');
    const description = within(step1).getByLabelText('Descrição da atividade');
    expect(description).toHaveAttribute('rows', '3');
    await user.type(description, 'Salários');
    await user.type(within(step1).getByLabelText('Finalidade do tratamento'), 'Pagar');
    await user.click(within(step1).getByRole('button', { name: 'Próximo' }));

    await waitFor(() => expect(region(/Informações Básicas/)).toBeVisible());
    const step2 = region(/Informações Básicas/);
    expect(within(step2).getByLabelText('Mais informações')).toBeVisible();
    expect(within(step2).getByText(ROPA_HELP.controllers)).toBeVisible();
    expect(within(step2).getByText(ROPA_HELP.operators)).toBeVisible();
    expect(within(step2).getByText(ROPA_HELP.dataSubjects)).toBeVisible();
    await user.type(within(step2).getByLabelText('Categorias de titulares'), 'Empregados');
    await user.click(within(step2).getByRole('button', { name: 'Próximo' }));
    await waitFor(() => expect(region(/Análise Jurídica/)).toBeVisible());

    const saves = requestsTo(fake.requests, `POST ${ROPA}/tab/salvar`).map((request) =>
      JSON.parse(request.data as string),
    );
    expect(saves[0]).toMatchObject({
      id: null,
      clientId: 1001,
      stepTitle: '1 - Descrição',
      name: 'Folha de pagamento',
      description: 'Salários',
      purpose: 'Pagar',
    });
    expect(saves[1]).toMatchObject({
      id: 30,
      stepTitle: '2 - Informações Básicas',
      whichHolders: 'Empregados',
    });
    expect(requestsTo(fake.requests, `GET ${ROPA}/tab/finish/position`)[1]!.params).toEqual({
      id: '30',
      position: '2',
    });
    // Steps 1 and 2 give no refresh signal (spec 3 section 2.2: steps 3 to 7 only).
    expect(window.localStorage.getItem('load')).toBeNull();
  });

  it('offers the legal bases as given and warns at once when legitimate interest meets sensitive data', async () => {
    const fake = createFakeShell(
      routeResponder({
        [`GET ${ROPA}/12`]: { status: 200, data: { ...RECORD, baseLegal: null } },
        [`POST ${ROPA}/tab/salvar`]: { status: 200, data: { id: 12 } },
        [`GET ${ROPA}/tab/finish/position`]: { status: 200, data: true },
      }),
      CLIENT_ADMIN,
    );
    const user = userEvent.setup();
    await renderAssessments('/ropa/12', fake);
    await user.click(await screen.findByRole('button', { name: /Análise Jurídica/ }));
    const step3 = region(/Análise Jurídica/);
    const basis = within(step3).getByLabelText('Hipótese legal (art. 7º)');
    expect(
      within(basis)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Selecione',
      'Consentimento (Art. 7, I)',
      'Obrigação Legal ou Regulatória (Art. 7, II)',
      'Execução de Políticas Públicas (Art. 7, III)',
      'Estudos por Órgãos de Pesquisa (Art. 7, IV)',
      'Execução de Contrato (Art. 7, V)',
      'Exercício Regular de Direito (Art. 7, VI)',
      'Proteção da Vida ou Incolumidade Física (Art. 7, VII)',
      'Tutela da Saúde (Art. 7, VIII)',
      'Interesse Legítimo (Art. 7, IX)',
      'Proteção do Crédito (Art. 7, X)',
    ]);
    expect(within(step3).queryByRole('note', { name: 'Pontos de atenção' })).toBeNull();
    await user.selectOptions(basis, 'Interesse Legítimo (Art. 7, IX)');
    const notes = within(step3).getByRole('note', { name: 'Pontos de atenção' });
    expect(notes).toHaveTextContent('o legítimo interesse não ampara dados sensíveis');
    await user.click(within(step3).getByRole('button', { name: 'Próximo' }));
    await waitFor(() => expect(region(/Consentimento/)).toBeVisible());
    expect(
      JSON.parse(requestsTo(fake.requests, `POST ${ROPA}/tab/salvar`)[0]!.data as string),
    ).toMatchObject({
      stepTitle: '3 - Análise Jurídica',
      baseLegal: 'Interesse Legítimo (Art. 7, IX)',
    });
    expect(window.localStorage.getItem('load')).toMatch(/^0\.\d+/);

    await user.click(screen.getByRole('button', { name: /Relatório de Impacto/ }));
    const step6 = region(/Relatório de Impacto/);
    expect(
      within(step6).getByRole('note', {
        name: 'Considerar realização de Relatório de Impacto de Proteção de Dados Pessoais',
      }),
    ).toHaveTextContent('A atividade trata dados pessoais sensíveis.');
    expect(
      within(within(step6).getByLabelText('Andamento do relatório'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Selecione', 'N/A', 'Completo', 'Em Progresso', 'A iniciar']);
  });

  it('shows the finishing state for 3000 ms, concludes and lists the warnings the server computed', async () => {
    let completed = false;
    const fake = createFakeShell(
      routeResponder({
        [`GET ${ROPA}/12`]: () => ({ status: 200, data: { ...RECORD, completed } }),
        [`POST ${ROPA}/tab/salvar`]: { status: 200, data: { id: 12 } },
        [`GET ${ROPA}/tab/finish/position`]: { status: 200, data: true },
        [`POST ${ROPA}/tab/conclusion`]: () => {
          completed = true;
          return { status: 200, data: { ...RECORD, completed: true, status: 'DONE' } };
        },
        [`GET ${ROPA}/completo/12`]: {
          status: 200,
          data: {
            id: 12,
            completed: true,
            unfilledSteps: [],
            conclusion: {
              warnings: [
                {
                  code: 'ROPA_LI_SENSITIVE',
                  level: 'warning',
                  field: 'baseLegal',
                  answer: 'Interesse Legítimo (Art. 7, IX)',
                  text: 'Texto do servidor sobre o legítimo interesse.',
                  anchor: 'LGPD arts. 7º, IX, e 11',
                },
              ],
              impactReport: { suggested: false, reasons: [] },
            },
          },
        },
      }),
      CLIENT_ADMIN,
    );
    jest.useFakeTimers();
    // No pause between the click's events: what the click starts runs in the act() below.
    const user = userEvent.setup({ delay: null });
    await renderAssessments('/ropa/12', fake);
    await user.click(await screen.findByRole('button', { name: /Incidentes de Segurança/ }));
    const pressedAt = Date.now();
    await user.click(
      within(region(/Incidentes de Segurança/)).getByRole('button', { name: 'Concluir' }),
    );
    expect(screen.getByText('Concluindo...')).toBeVisible();
    // The answers come back well within the finishing state (fake clock: 1 ms before its end).
    await act(() =>
      jest.advanceTimersByTimeAsync(ROPA_FINISH_LOADING_MS - (Date.now() - pressedAt) - 1),
    );
    expect(fake.toasts).toContainEqual({ kind: 'success', message: 'Concluído com sucesso' });
    const conclusion = requestsTo(fake.requests, `POST ${ROPA}/tab/conclusion`);
    expect(conclusion).toHaveLength(1);
    expect(conclusion[0]!.params).toEqual({
      id: '12',
      finishWithLegalAssessment: 'false',
      sendBackWithComments: 'false',
    });
    expect(
      JSON.parse(requestsTo(fake.requests, `POST ${ROPA}/tab/salvar`)[0]!.data as string),
    ).toMatchObject({ stepTitle: '7 - Incidentes de Segurança' });
    // Still finishing after the answers came back, gone 3000 ms after Concluir.
    expect(screen.getByText('Concluindo...')).toBeVisible();
    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(screen.queryByText('Concluindo...')).toBeNull();
    const result = region(/Conclusões/);
    expect(within(result).getByText('Informações salvas com sucesso!')).toBeVisible();
    expect(within(result).getByRole('note', { name: 'Pontos de atenção' })).toHaveTextContent(
      'Texto do servidor sobre o legítimo interesse.',
    );
    // Completed: read-only for a client user.
    expect(screen.queryByRole('button', { name: 'Próximo' })).toBeNull();
  });
});
