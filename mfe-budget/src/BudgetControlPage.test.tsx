import { createFakeShell, requestsTo, routeResponder } from '@dpohub/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderBudget } from './test/render-budget';
import { CLIENT_ADMIN, FIRM_ADMIN } from './test/session-users';

const YEAR = 'periodoInicial=01/2026&periodoFinal=11/2026&page=0';

const service = {
  id: 7,
  demanda: 'Revisão de contrato',
  client: { id: 1001, name: 'Acme Indústria Ltda' },
  valor: 500,
  status: 'FINALIZADO',
};

const pack = (fields: Record<string, unknown>) => ({
  id: 1,
  descricao: null,
  quantidade: '010:00:00',
  valor: 2000,
  dataInicio: '2026-01-01',
  dataExpiracao: '2027-06-30',
  removida: '000:00:00',
  consumida: '002:30:00',
  saldo: '007:30:00',
  situacao: 'VIGENTE',
  createdBy: 'Administrador DPOHUB',
  ...fields,
});

const overview = {
  hoje: '2026-11-25',
  pacotes: [
    pack({ id: 1, descricao: 'Contrato 2026/2' }),
    pack({
      id: 2,
      descricao: 'Contrato 2026/1',
      dataExpiracao: '2026-06-30',
      situacao: 'EXPIRADO',
      consumida: '000:00:00',
      saldo: '010:00:00',
    }),
  ],
  alertas: [
    { tipo: 'used80', mensagem: 'Atenção: 80% das horas dos pacotes vigentes já foram usadas.' },
  ],
  meses: Array.from({ length: 12 }, (_, index) => ({
    mes: `${String(index + 1).padStart(2, '0')}/2026`,
    consumidaMinutos: index === 10 ? 150 : 0,
    contratadaMinutos: 600,
    saldoMinutos: index === 10 ? 450 : 600,
  })),
  ritmo: {
    mensal: '000:50:00',
    mensagem: 'No ritmo atual, o saldo acaba em 01/08/2027.',
    saldoAcabaEm: '2027-08-01',
  },
  contatoEscritorio: 'financeiro@daniellaw.example',
};

function routes(overrides: Record<string, unknown> = {}) {
  return routeResponder({
    'GET /controle-orcamentario/barra-progresso': {
      status: 200,
      data: { saldo: '007:30:00', consumida: '002:30:00', contratada: '010:00:00' },
    },
    'GET /controle-orcamentario/contratacao': {
      status: 200,
      data: { contratado: 2000, expiracao: '30/06/2027' },
    },
    'GET /controle-orcamentario/banco-horas': { status: 200, data: overview },
    'GET /controle-orcamentario/controle-por-status': {
      status: 200,
      data: [
        { status: 'EM_CURSO', servicos: 1, total: 55.56 },
        { status: 'FINALIZADO', servicos: 1, total: 500 },
        { status: 'CANCELADO', servicos: 1, total: 1666.65 },
      ],
    },
    'GET /controle-orcamentario/total-servicos': {
      status: 200,
      data: { totalServicos: 3, valorInvestido: 555.56 },
    },
    'GET /controle-orcamentario/filter': (request: { params?: Record<string, unknown> }) => ({
      status: 200,
      data: request.params?.name
        ? { content: [], totalPages: 0, totalElements: 0, number: 0, size: 20 }
        : {
            content: [service, { ...service, id: 8, demanda: 'Consulta sem horas', valor: null }],
            totalPages: 1,
            totalElements: 2,
            number: 0,
            size: 20,
          },
    }),
    'GET /controle-orcamentario/7': {
      status: 200,
      data: {
        id: 7,
        demanda: 'Revisão de contrato',
        autorDemanda: 'Carla Mendes',
        createdAt: '2026-03-10T13:00:00.000Z',
        descricaoTrabalho: 'Revisão completa',
        lawyer: { id: 1, name: 'Ana Beatriz Ferreira' },
        horas: '01:10:00',
        valor: 388.89,
        valorHora: 333.33,
        consumoHoras: true,
        dataConclusao: '2026-03-13',
        historico: [
          { id: 2, status: 'FINALIZADO', data: '2026-03-13 11:30:00' },
          { id: 1, status: 'PENDENTE', data: '2026-03-10 10:00:00' },
        ],
      },
    },
    'GET /controle-orcamentario/distribuicao': {
      status: 200,
      data: {
        porAdvogado: [
          { id: 1, nome: 'Ana Beatriz Ferreira', servicos: 2, horas: '003:20:00', valor: 555.56 },
        ],
        porTipoServico: [
          { id: 2, nome: 'Consulta', servicos: 2, horas: '003:20:00', valor: 555.56 },
        ],
      },
    },
    'GET /client/all': { status: 200, data: [{ id: 1001, name: 'Acme Indústria Ltda' }] },
    'POST /banco-horas': { status: 201, data: {} },
    'GET /controle-orcamentario/export-excel-historico-horas': {
      status: 400,
      data: { message: 'Não houve horas contratadas no período desejado.' },
    },
    ...(overrides as Record<string, { status: number; data?: unknown }>),
  });
}

const dd = (region: HTMLElement, term: string) =>
  within(region).getByText(term, { selector: 'dt' }).nextSibling;

describe('/budgetControl for a client', () => {
  it('shows the packs in force today, the alert, the packs and how the figures are computed', async () => {
    const fake = createFakeShell(routes(), CLIENT_ADMIN);
    await renderBudget(`/budgetControl?${YEAR}`, fake);

    expect(await screen.findByTestId('hours-balance')).toHaveTextContent('7h 30min');
    const card = screen.getByRole('region', { name: 'Pacote de horas vigente' });
    expect(dd(card, 'Contratada')).toHaveTextContent('010:00');
    expect(dd(card, 'Gasto')).toHaveTextContent('002:30');
    expect(dd(card, 'Contratado')).toHaveTextContent('R$ 2.000,00');
    expect(dd(card, 'Expira em')).toHaveTextContent('30/06/2027');
    expect(within(card).getByRole('status')).toHaveTextContent(
      'Atenção: 80% das horas dos pacotes vigentes já foram usadas.',
    );
    const inForce = within(card).getByRole('table', { name: 'Pacotes vigentes' });
    expect(within(inForce).getByRole('rowheader')).toHaveTextContent('Contrato 2026/2');
    expect(within(card).getByText('Como calculamos')).toBeInTheDocument();
    expect(
      within(card).getByText(
        'O cartão mostra os pacotes em vigor hoje; o período escolhido não muda o saldo.',
      ),
    ).toBeInTheDocument();
    // The burn-down (loaded with the overview) and its forecast.
    expect(await screen.findByTestId('burn-down-forecast')).toHaveTextContent(
      'No ritmo atual, o saldo acaba em 01/08/2027.',
    );
    expect(fake.setTitle).toHaveBeenCalledWith('Controle orçamentário');
    expect(screen.queryByRole('button', { name: 'Adicionar Horas' })).not.toBeInTheDocument();
    expect(requestsTo(fake.requests, 'GET /controle-orcamentario/distribuicao')).toHaveLength(0);
    expect(screen.queryByText('Horas e valores por advogado e por tipo de serviço')).toBeNull();
  });

  it("says what 'Valor investido' sums, under the status table", async () => {
    const fake = createFakeShell(routes(), CLIENT_ADMIN);
    await renderBudget(`/budgetControl?${YEAR}`, fake);
    const table = screen.getByRole('region', { name: 'Controle por status' });
    expect(await within(table).findByText('R$ 555,56')).toBeInTheDocument();
    expect(
      within(table).getByText('soma dos serviços em curso e finalizados do período'),
    ).toBeInTheDocument();
    expect(within(table).queryByText(/Total de Serviços/)).toBeNull();
  });

  it("counts in 'Total de Serviços' what the list's search keeps, and marks a service without a value", async () => {
    const fake = createFakeShell(routes(), CLIENT_ADMIN);
    await renderBudget(`/budgetControl?${YEAR}`, fake);
    const services = screen.getByRole('region', { name: 'Serviços' });
    expect(await within(services).findByText('Total de Serviços: 2')).toBeInTheDocument();
    const row = within(services).getByText('Consulta sem horas').closest('tr')!;
    expect(within(row).getByText('—')).toBeInTheDocument();
    expect(
      within(services).queryByRole('columnheader', { name: 'Cliente' }),
    ).not.toBeInTheDocument();
    const [list] = requestsTo(fake.requests, 'GET /controle-orcamentario/filter');
    expect(list?.params).toEqual({
      periodoInicial: '01/2026',
      periodoFinal: '11/2026',
      page: '0',
      size: '20',
      sort: 'demanda,asc',
    });
    await userEvent.type(within(services).getByRole('searchbox'), 'parecer');
    expect(await within(services).findByText('Total de Serviços: 0')).toBeInTheDocument();
  });

  it("ignores another client's id in the address instead of asking for it (budget m7)", async () => {
    const fake = createFakeShell(routes(), CLIENT_ADMIN);
    await renderBudget(`/budgetControl?idCliente=1002&${YEAR}`, fake);
    expect(await screen.findByTestId('hours-balance')).toHaveTextContent('7h 30min');
    expect(fake.requests.filter((request) => request.params?.idCliente !== undefined)).toEqual([]);
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
    expect(await screen.findByRole('link', { name: 'Fale conosco' })).toHaveAttribute(
      'href',
      'mailto:financeiro@daniellaw.example?subject=Pacote%20de%20Horas',
    );
  });

  it('offers the promotion without a link until the firm has an e-mail in its identification', async () => {
    const fake = createFakeShell(
      routes({
        'GET /controle-orcamentario/banco-horas': {
          status: 200,
          data: { ...overview, contatoEscritorio: null },
        },
      }),
      { ...CLIENT_ADMIN, enableHoursBank: false },
    );
    await renderBudget(`/budgetControl?${YEAR}`, fake);
    expect(
      await screen.findByText(/Você já conhece nosso serviço de Pacote de Horas\?/),
    ).toBeInTheDocument();
    // The overview has been read: the burn-down drawn from it is there.
    expect(
      await screen.findByText('No ritmo atual, o saldo acaba em 01/08/2027.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Fale conosco' })).toBeNull();
  });

  it('says the client has no hours bank when no pack is in force today, whatever the period', async () => {
    const fake = createFakeShell(
      routes({
        'GET /controle-orcamentario/banco-horas': {
          status: 200,
          data: { ...overview, pacotes: [overview.pacotes[1]], alertas: [] },
        },
      }),
      CLIENT_ADMIN,
    );
    await renderBudget(`/budgetControl?${YEAR}`, fake);
    expect(
      await screen.findByText('Você não possui banco de horas no momento.'),
    ).toBeInTheDocument();
  });

  it('opens the service details with the day it was finished, its rate and history', async () => {
    const fake = createFakeShell(routes(), CLIENT_ADMIN);
    await renderBudget(`/budgetControl?${YEAR}`, fake);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Ver detalhes: Revisão de contrato' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Revisão de contrato' });
    const items = await within(dialog).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Status alterado para Finalizado em 13/03/2026 às 11:30',
      'Status alterado para Pendente em 10/03/2026 às 10:00',
    ]);
    expect(dd(dialog, 'Advogado(a)')).toHaveTextContent('Ana Beatriz Ferreira');
    expect(dd(dialog, 'Horas')).toHaveTextContent('01:10');
    expect(dd(dialog, 'Data de conclusão')).toHaveTextContent('13/03/2026');
    expect(dd(dialog, 'Preço/hora')).toHaveTextContent('R$ 333,33');
    expect(dd(dialog, 'Valor')).toHaveTextContent('R$ 388,89');
  });

  it('tells that nothing was contracted when the hours report answers 400', async () => {
    const fake = createFakeShell(routes(), CLIENT_ADMIN);
    await renderBudget(`/budgetControl?${YEAR}`, fake);
    await userEvent.click(await screen.findByRole('button', { name: 'Relatório de horas' }));
    const dialog = await screen.findByRole('dialog', { name: 'Relatório de horas' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Baixar' }));
    await waitFor(() =>
      expect(fake.toasts).toContainEqual({
        kind: 'error',
        message: 'Não houve horas contratadas no período desejado.',
      }),
    );
  });

  it('checks the report period with the messages of spec 2 section 5', async () => {
    const fake = createFakeShell(routes(), CLIENT_ADMIN);
    await renderBudget(`/budgetControl?${YEAR}`, fake);
    await userEvent.click(screen.getByRole('button', { name: 'Relatório serviços' }));
    const dialog = await screen.findByRole('dialog', { name: 'Relatório de serviços' });
    const end = within(dialog).getByLabelText(/Período final/);
    await userEvent.clear(end);
    await userEvent.type(end, '122025');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Baixar' }));
    expect(
      await within(dialog).findByText('O período final não pode ser inferior ao período inicial.'),
    ).toBeInTheDocument();
    expect(requestsTo(fake.requests, 'GET /controle-orcamentario/export-excel')).toHaveLength(0);
  });

  it('downloads the statement of the period', async () => {
    const fake = createFakeShell(
      routes({
        'GET /controle-orcamentario/extrato': {
          status: 200,
          data: new Blob(['%PDF'], { type: 'application/pdf' }),
        },
      }),
      CLIENT_ADMIN,
    );
    await renderBudget(`/budgetControl?${YEAR}`, fake);
    await userEvent.click(screen.getByRole('button', { name: 'Extrato (PDF)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Extrato do período' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Baixar' }));
    await waitFor(() =>
      expect(requestsTo(fake.requests, 'GET /controle-orcamentario/extrato')).toHaveLength(1),
    );
    expect(requestsTo(fake.requests, 'GET /controle-orcamentario/extrato')[0]?.params).toEqual({
      periodoInicial: '01/2026',
      periodoFinal: '11/2026',
    });
  });
});

describe('the period fields', () => {
  it('starts on the same day one year ago and says which days it covers', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-25T15:00:00Z'), advanceTimers: true });
    try {
      const fake = createFakeShell(routes(), CLIENT_ADMIN);
      await renderBudget('/budgetControl', fake);
      expect(
        await screen.findByText('Período considerado: 25/11/2025 a 25/11/2026'),
      ).toBeInTheDocument();
      expect(screen.getByLabelText('Período inicial')).toHaveValue('11/2025');
      expect(screen.getByLabelText('Período final')).toHaveValue('11/2026');
      expect(fake.navigate).toHaveBeenCalledWith(
        '/budgetControl?periodoInicial=11%2F2025&periodoFinal=11%2F2026&diaInicial=25&page=0',
        { replace: true },
      );
    } finally {
      jest.useRealTimers();
    }
  });

  it('names a month above 12, and says when the start comes after the end (budget m5)', async () => {
    const fake = createFakeShell(routes(), CLIENT_ADMIN);
    await renderBudget(`/budgetControl?${YEAR}`, fake);
    const start = screen.getByLabelText('Período inicial');
    await userEvent.clear(start);
    await userEvent.type(start, '132026');
    expect(screen.getByText('Mês do período inicial está inválido!')).toBeInTheDocument();
    expect(start).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(start);
    await userEvent.type(start, '122026');
    expect(
      await screen.findByText(
        'O período final não pode ser inferior ao período inicial. Período considerado: todo o histórico.',
        {},
        { timeout: 3000 },
      ),
    ).toBeInTheDocument();
  });
});

describe('/budgetControl for a firm admin', () => {
  it('asks for a client and keeps add/remove hours and the statement disabled until one is chosen', async () => {
    const fake = createFakeShell(routes(), FIRM_ADMIN);
    await renderBudget(`/budgetControl?${YEAR}`, fake);
    expect(await screen.findByText('Selecione um cliente para visualizar.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Adicionar Horas' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remover Horas' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Extrato (PDF)' })).toBeDisabled();
    const services = screen.getByRole('region', { name: 'Serviços' });
    expect(within(services).getByRole('columnheader', { name: 'Cliente' })).toBeInTheDocument();
    expect(requestsTo(fake.requests, 'GET /controle-orcamentario/barra-progresso')).toHaveLength(0);
  });

  it('tells an admin with a client context why the client is fixed and lets them change it (budget m13)', async () => {
    const fake = createFakeShell(routes(), FIRM_ADMIN);
    let selected: number | null = 1001;
    fake.shell.session.getSelectedClient = () => selected;
    fake.shell.session.setSelectedClient = (next) => {
      selected = next;
    };
    await renderBudget(`/budgetControl?idCliente=1001&${YEAR}`, fake);
    expect(screen.queryByRole('button', { name: 'Adicionar Horas' })).not.toBeInTheDocument();
    expect(screen.getByText(/Você está no cliente escolhido em Solicitações/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Trocar cliente' }));
    expect(selected).toBeNull();
    expect(screen.getByRole('button', { name: 'Adicionar Horas' })).toBeEnabled();
  });

  it('opens the work per lawyer and per service type only when asked', async () => {
    const fake = createFakeShell(routes(), FIRM_ADMIN);
    await renderBudget(`/budgetControl?idCliente=1001&${YEAR}`, fake);
    expect(requestsTo(fake.requests, 'GET /controle-orcamentario/distribuicao')).toHaveLength(0);
    await userEvent.click(screen.getByText('Horas e valores por advogado e por tipo de serviço'));
    const lawyers = await screen.findByRole('table', { name: 'Por advogado(a)' });
    expect(
      within(lawyers)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'Por advogado(a)ServiçosHorasValor',
      'Ana Beatriz Ferreira2003:20R$ 555,56',
      'Total2003:20R$ 555,56',
    ]);
  });

  it('adds a pack with its first day and description', async () => {
    const fake = createFakeShell(routes(), FIRM_ADMIN);
    await renderBudget(`/budgetControl?idCliente=1001&${YEAR}`, fake);
    await userEvent.click(await screen.findByRole('button', { name: 'Adicionar Horas' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adicionar Horas' });
    const quantity = within(dialog).getByLabelText(/Quantidade/);
    await userEvent.type(quantity, '00000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('Valor de horas inválido')).toBeInTheDocument();
    expect(within(dialog).getAllByText('Campo obrigatório')).toHaveLength(2);

    await userEvent.clear(quantity);
    // A tens-of-minutes digit above 5 is blocked while typing.
    await userEvent.type(quantity, '010700');
    expect(quantity).toHaveValue('010:00');
    await userEvent.type(within(dialog).getByLabelText(/^Valor/), '1500');
    await userEvent.type(within(dialog).getByLabelText(/Data de expiração/), '31122099');
    await userEvent.type(within(dialog).getByLabelText(/Data de início/), '18112026');
    await userEvent.type(within(dialog).getByLabelText(/Descrição/), 'Contrato 2026/3');
    // The card and the burn-down share one answer; each figure of the page was asked once.
    const figures = [
      'GET /controle-orcamentario/barra-progresso',
      'GET /controle-orcamentario/controle-por-status',
      'GET /controle-orcamentario/filter',
    ];
    const asked = () => figures.map((route) => requestsTo(fake.requests, route).length);
    expect(asked()).toEqual([1, 1, 1]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));

    await waitFor(() => expect(requestsTo(fake.requests, 'POST /banco-horas')).toHaveLength(1));
    // The movement changed them: the card, the statuses and the services are read again.
    await waitFor(() => expect(asked()).toEqual([2, 2, 2]));
    const [post] = requestsTo(fake.requests, 'POST /banco-horas');
    expect(JSON.parse(post!.data as string)).toEqual({
      client: { id: 1001 },
      quantidade: '010:00:00',
      valor: 1500,
      dataExpiracao: '2099-12-31',
      dataInicio: '2026-11-18',
      descricao: 'Contrato 2026/3',
    });
    expect(fake.toasts).toContainEqual({
      kind: 'success',
      message: 'Horas adicionadas com sucesso!',
    });
  });

  it("shows the server's refusal in the dialog and keeps it open (budget M6)", async () => {
    const fake = createFakeShell(
      routes({
        'POST /banco-horas': {
          status: 400,
          data: { message: 'A data de expiração não pode ser anterior à data atual' },
        },
      }),
      FIRM_ADMIN,
    );
    await renderBudget(`/budgetControl?idCliente=1001&${YEAR}`, fake);
    await userEvent.click(await screen.findByRole('button', { name: 'Adicionar Horas' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adicionar Horas' });
    await userEvent.type(within(dialog).getByLabelText(/Quantidade/), '02000');
    await userEvent.type(within(dialog).getByLabelText(/^Valor/), '5000');
    await userEvent.type(within(dialog).getByLabelText(/Data de expiração/), '01012025');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'A data de expiração não pode ser anterior à data atual',
    );
    expect(screen.getByRole('dialog', { name: 'Adicionar Horas' })).toBeInTheDocument();
  });

  it('keeps the value within what the server accepts (budget m9)', async () => {
    const fake = createFakeShell(routes(), FIRM_ADMIN);
    await renderBudget(`/budgetControl?idCliente=1001&${YEAR}`, fake);
    await userEvent.click(await screen.findByRole('button', { name: 'Adicionar Horas' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adicionar Horas' });
    const value = within(dialog).getByLabelText(/^Valor/);
    await userEvent.type(value, '99999999999999999');
    expect(value).toHaveValue('9.999.999.999');
  });

  it('removes hours, and shows a removal past the balance refused', async () => {
    const fake = createFakeShell(
      routes({
        'POST /banco-horas': {
          status: 400,
          data: {
            message: 'Não é possível remover 100:00: o saldo dos pacotes vigentes é 007:30.',
          },
        },
      }),
      FIRM_ADMIN,
    );
    await renderBudget(`/budgetControl?idCliente=1001&${YEAR}`, fake);
    await userEvent.click(await screen.findByRole('button', { name: 'Remover Horas' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remover Horas' });
    await userEvent.type(within(dialog).getByLabelText(/Quantidade/), '10000');
    await userEvent.type(within(dialog).getByLabelText(/Data inicial/), '112026');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(requestsTo(fake.requests, 'POST /banco-horas')).toHaveLength(1));
    const [post] = requestsTo(fake.requests, 'POST /banco-horas');
    expect(JSON.parse(post!.data as string)).toEqual({
      client: { id: 1001 },
      quantidade: '-100:00:00',
      dataInicial: '11/2026',
    });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Não é possível remover 100:00: o saldo dos pacotes vigentes é 007:30.',
    );
    expect(fake.toasts).not.toContainEqual(expect.objectContaining({ kind: 'success' }));
  });
});
