import { createFakeShell, requestsTo, routeResponder } from '@dpohub/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderBudget } from './test/render-budget';
import { CLIENT_ADMIN, FIRM_ADMIN } from './test/session-users';

const YEAR = 'periodoInicial=01/2025&periodoFinal=12/2025&page=0';

const service = {
  id: 7,
  demanda: 'Revisão de contrato',
  client: { id: 1001, name: 'Acme Indústria Ltda' },
  valor: 500,
  status: 'FINALIZADO',
};

function routes(overrides: Record<string, { status: number; data?: unknown }> = {}) {
  return routeResponder({
    'GET /controle-orcamentario/barra-progresso': {
      status: 200,
      data: { saldo: '007:30:00', consumida: '002:30:00', contratada: '010:00:00' },
    },
    'GET /controle-orcamentario/contratacao': {
      status: 200,
      data: { contratado: 2000, expiracao: '31/12/2099' },
    },
    'GET /controle-orcamentario/controle-por-status': {
      status: 200,
      data: [{ status: 'FINALIZADO', servicos: 1, total: 500 }],
    },
    'GET /controle-orcamentario/total-servicos': {
      status: 200,
      data: { totalServicos: 1, valorInvestido: 500 },
    },
    'GET /controle-orcamentario/filter': {
      status: 200,
      data: { content: [service], totalPages: 1, totalElements: 1, number: 0, size: 20 },
    },
    'GET /controle-orcamentario/7': {
      status: 200,
      data: {
        id: 7,
        demanda: 'Revisão de contrato',
        autorDemanda: 'Carla Mendes',
        createdAt: '2025-03-10T13:00:00.000Z',
        descricaoTrabalho: 'Revisão completa',
        lawyer: { id: 1, name: 'Ana Beatriz Ferreira' },
        horas: '02:30:00',
        valor: 500,
        historico: [
          { id: 2, status: 'FINALIZADO', data: '2025-03-13 11:30:00' },
          { id: 1, status: 'PENDENTE', data: '2025-03-10 10:00:00' },
        ],
      },
    },
    'GET /client/all': { status: 200, data: [{ id: 1001, name: 'Acme Indústria Ltda' }] },
    'POST /banco-horas': { status: 201, data: {} },
    'GET /controle-orcamentario/export-excel-historico-horas': {
      status: 400,
      data: { message: 'Não houve horas contratadas no período desejado.' },
    },
    ...overrides,
  });
}

describe('/budgetControl for a client', () => {
  it('shows the hours pack, the status control and the services of the period', async () => {
    const fake = createFakeShell(routes(), CLIENT_ADMIN);
    await renderBudget(`/budgetControl?${YEAR}`, fake);

    expect(await screen.findByTestId('hours-balance')).toHaveTextContent('7h 30min');
    const pack = screen.getByRole('region', { name: 'Pacote de horas vigente' });
    expect(within(pack).getByText('Contratada', { selector: 'dt' }).nextSibling).toHaveTextContent(
      '010:00',
    );
    expect(within(pack).getByText('Gasto', { selector: 'dt' }).nextSibling).toHaveTextContent(
      '002:30',
    );
    expect(within(pack).getByText('Contratado', { selector: 'dt' }).nextSibling).toHaveTextContent(
      'R$ 2.000,00',
    );
    expect(within(pack).getByText('Expira em', { selector: 'dt' }).nextSibling).toHaveTextContent(
      '31/12/2099',
    );
    expect(screen.getByText('Total de Serviços: 1')).toBeInTheDocument();
    const services = screen.getByRole('region', { name: 'Serviços' });
    expect(
      within(services).queryByRole('columnheader', { name: 'Cliente' }),
    ).not.toBeInTheDocument();
    expect(await within(services).findByText('Revisão de contrato')).toBeInTheDocument();
    const [list] = requestsTo(fake.requests, 'GET /controle-orcamentario/filter');
    expect(list?.params).toEqual({
      periodoInicial: '01/2025',
      periodoFinal: '12/2025',
      page: '0',
      size: '20',
      sort: 'demanda,asc',
    });
    expect(fake.setTitle).toHaveBeenCalledWith('Controle orçamentário');
    expect(screen.queryByRole('button', { name: 'Adicionar Horas' })).not.toBeInTheDocument();
  });

  it('shows a negative balance as a debt', async () => {
    const fake = createFakeShell(
      routes({
        'GET /controle-orcamentario/barra-progresso': {
          status: 200,
          data: { saldo: '-002:05:00', consumida: '012:05:00', contratada: '010:00:00' },
        },
      }),
      CLIENT_ADMIN,
    );
    await renderBudget(`/budgetControl?${YEAR}`, fake);
    expect(await screen.findByTestId('hours-balance')).toHaveTextContent('Débito 2h 05min');
  });

  it('offers the promotion to a client whose hours bank is off', async () => {
    const fake = createFakeShell(routes(), { ...CLIENT_ADMIN, enableHoursBank: false });
    await renderBudget(`/budgetControl?${YEAR}`, fake);
    expect(
      await screen.findByText(/Você já conhece nosso serviço de Pacote de Horas\?/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Fale conosco' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:/),
    );
  });

  it('says the client has no hours bank when every pack expired', async () => {
    const fake = createFakeShell(
      routes({
        'GET /controle-orcamentario/contratacao': {
          status: 200,
          data: { contratado: 2000, expiracao: '31/12/2020' },
        },
      }),
      CLIENT_ADMIN,
    );
    await renderBudget(`/budgetControl?${YEAR}`, fake);
    expect(
      await screen.findByText('Você não possui banco de horas no momento.'),
    ).toBeInTheDocument();
  });

  it('opens the service details with its history, newest first', async () => {
    const fake = createFakeShell(routes(), CLIENT_ADMIN);
    await renderBudget(`/budgetControl?${YEAR}`, fake);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Ver detalhes: Revisão de contrato' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Revisão de contrato' });
    const items = await within(dialog).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Status alterado para Finalizado em 13/03/2025 às 11:30',
      'Status alterado para Pendente em 10/03/2025 às 10:00',
    ]);
    expect(within(dialog).getByText('Ana Beatriz Ferreira')).toBeInTheDocument();
  });

  it('tells that nothing was contracted when the hours report answers 400', async () => {
    const fake = createFakeShell(routes(), CLIENT_ADMIN);
    await renderBudget(`/budgetControl?${YEAR}`, fake);
    await userEvent.click(await screen.findByRole('button', { name: 'Relatório de horas' }));
    const dialog = screen.getByRole('dialog', { name: 'Relatório de horas' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Baixar' }));
    expect(fake.toasts).toContainEqual({
      kind: 'error',
      message: 'Não houve horas contratadas no período desejado.',
    });
  });

  it('checks the report period with the messages of spec 2 section 5', async () => {
    const fake = createFakeShell(routes(), CLIENT_ADMIN);
    await renderBudget(`/budgetControl?${YEAR}`, fake);
    await userEvent.click(screen.getByRole('button', { name: 'Relatório serviços' }));
    const dialog = screen.getByRole('dialog', { name: 'Relatório de serviços' });
    const end = within(dialog).getByLabelText(/Período final/);
    await userEvent.clear(end);
    await userEvent.type(end, '122024');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Baixar' }));
    expect(
      await within(dialog).findByText('O período final não pode ser inferior ao período inicial.'),
    ).toBeInTheDocument();
    expect(requestsTo(fake.requests, 'GET /controle-orcamentario/export-excel')).toHaveLength(0);
  });
});

describe('/budgetControl for a firm admin', () => {
  it('asks for a client and keeps add/remove hours disabled until one is chosen', async () => {
    const fake = createFakeShell(routes(), FIRM_ADMIN);
    await renderBudget(`/budgetControl?${YEAR}`, fake);
    expect(await screen.findByText('Selecione um cliente para visualizar.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Adicionar Horas' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remover Horas' })).toBeDisabled();
    const services = screen.getByRole('region', { name: 'Serviços' });
    expect(within(services).getByRole('columnheader', { name: 'Cliente' })).toBeInTheDocument();
    expect(requestsTo(fake.requests, 'GET /controle-orcamentario/barra-progresso')).toHaveLength(0);
  });

  it('adds hours with the rules of spec 2 section 5', async () => {
    const fake = createFakeShell(routes(), FIRM_ADMIN);
    await renderBudget(`/budgetControl?idCliente=1001&${YEAR}`, fake);
    await userEvent.click(await screen.findByRole('button', { name: 'Adicionar Horas' }));
    const dialog = screen.getByRole('dialog', { name: 'Adicionar Horas' });
    const quantity = within(dialog).getByLabelText(/Quantidade/);
    await userEvent.type(quantity, '00000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('Valor de horas inválido')).toBeInTheDocument();
    expect(within(dialog).getAllByText('Campo obrigatório')).toHaveLength(2);

    await userEvent.clear(quantity);
    // A tens-of-minutes digit above 5 is blocked while typing.
    await userEvent.type(quantity, '010700');
    expect(quantity).toHaveValue('010:00');
    await userEvent.type(within(dialog).getByLabelText(/Valor/), '1500');
    await userEvent.type(within(dialog).getByLabelText(/Data de expiração/), '31122099');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));

    await waitFor(() => expect(requestsTo(fake.requests, 'POST /banco-horas')).toHaveLength(1));
    const [post] = requestsTo(fake.requests, 'POST /banco-horas');
    expect(JSON.parse(post!.data as string)).toEqual({
      client: { id: 1001 },
      quantidade: '010:00:00',
      valor: 1500,
      dataExpiracao: '2099-12-31',
    });
    expect(fake.toasts).toContainEqual({
      kind: 'success',
      message: 'Horas adicionadas com sucesso!',
    });
  });

  it('removes hours from a month on', async () => {
    const fake = createFakeShell(routes(), FIRM_ADMIN);
    await renderBudget(`/budgetControl?idCliente=1001&${YEAR}`, fake);
    await userEvent.click(await screen.findByRole('button', { name: 'Remover Horas' }));
    const dialog = screen.getByRole('dialog', { name: 'Remover Horas' });
    await userEvent.type(within(dialog).getByLabelText(/Quantidade/), '00130');
    await userEvent.type(within(dialog).getByLabelText(/Data inicial/), '052025');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(requestsTo(fake.requests, 'POST /banco-horas')).toHaveLength(1));
    const [post] = requestsTo(fake.requests, 'POST /banco-horas');
    expect(JSON.parse(post!.data as string)).toEqual({
      client: { id: 1001 },
      quantidade: '-001:30:00',
      dataInicial: '05/2025',
    });
    expect(fake.toasts).toContainEqual({
      kind: 'success',
      message: 'Horas removidas com sucesso!',
    });
  });
});
