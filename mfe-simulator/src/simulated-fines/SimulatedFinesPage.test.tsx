import { MESSAGES } from '@dpohub/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeShell, requestsTo } from '../test/fake-shell';
import type { FakeResponse, RecordedRequest } from '../test/fake-shell';
import type { SessionUser } from '@dpohub/shared-ui';
import { renderSimulator } from '../test/render-simulator';

const ROWS = [
  {
    id: 3,
    createdBy: 'Ana Souza',
    email: 'ana@empresa.com.br',
    empresa: 'Empresa X',
    origem: 'LANDING_PAGE',
    createdAt: '2025-11-20T15:00:00',
    grauInfracao: 'MEDIA',
    valorSimulado: 28250,
    temDocumento: false,
    documentos: [],
  },
  {
    id: 2,
    createdBy: 'Bruno Lima',
    email: 'bruno@escritorio.com.br',
    empresa: null,
    origem: 'DPO',
    createdAt: '2025-11-19T10:00:00',
    grauInfracao: 'GRAVE',
    valorSimulado: 200000,
    temDocumento: true,
    documentos: [
      { id: 5, filename: 'contrato-social.pdf' },
      { id: 6, filename: 'politica-de-privacidade.pdf' },
    ],
  },
];

const ONE_PAGE = { content: ROWS, totalPages: 1, totalElements: 2, number: 0, size: 10 };

function listApi(exportStatus = 200, page: object = ONE_PAGE) {
  return (request: RecordedRequest): FakeResponse => {
    if (request.url === '/simulacao_multa/filter') return { status: 200, data: page };
    if (request.url === '/simulacao_multa/export-excel')
      return { status: exportStatus, data: new Blob(['x']) };
    return { status: 404 };
  };
}

const filterCalls = (fake: ReturnType<typeof createFakeShell>) =>
  requestsTo(fake, '/simulacao_multa/filter').map((request) => request.params);

async function advance(ms: number) {
  await act(async () => {
    jest.advanceTimersByTime(ms);
  });
}

describe('the simulated fines list', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('lists page 0 of 10, newest first, with the eight columns and the download only where a document exists', async () => {
    const fake = createFakeShell(listApi());
    await renderSimulator('/simulatedFines', fake);

    expect(fake.setTitle).toHaveBeenCalledWith('Multas Simuladas');
    expect(filterCalls(fake)).toEqual([{ page: '0', size: '10', sort: 'createdAt,desc' }]);
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Criado por',
      'E-mail',
      'Empresa',
      'Origem',
      'Data',
      'Grau de infração',
      'Valor',
      'Anexo',
    ]);
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first as HTMLElement).getByText('Landing Page')).toBeInTheDocument();
    expect(within(first as HTMLElement).getByText('20/11/2025')).toBeInTheDocument();
    expect(within(first as HTMLElement).getByText('Média')).toBeInTheDocument();
    expect(within(first as HTMLElement).getByText('R$ 28.250,00')).toBeInTheDocument();
    expect(within(first as HTMLElement).queryByRole('button')).not.toBeInTheDocument();
    // Each row opens the simulation's page (platform M3).
    expect(
      within(first as HTMLElement).getByRole('link', { name: 'Ana Souza (Abrir a simulação 3)' }),
    ).toHaveAttribute('href', '/simulatedFines/3');
    // Every file by name (platform M3), not only the first.
    const files = within(second as HTMLElement).getByRole('list', {
      name: 'Anexos da simulação 2',
    });
    expect(
      within(files)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['contrato-social.pdf', 'politica-de-privacidade.pdf']);
  });

  it('downloads the file clicked, each by its own id (platform M3)', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const fake = createFakeShell((request) =>
      request.url === '/simulacao_multa/download/2'
        ? { status: 200, data: new Blob(['%PDF']) }
        : listApi()(request),
    );
    URL.createObjectURL = jest.fn(() => 'blob:file');
    URL.revokeObjectURL = jest.fn();
    const save = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await renderSimulator('/simulatedFines', fake);

    await user.click(screen.getByRole('button', { name: 'Baixar politica-de-privacidade.pdf' }));
    await user.click(screen.getByRole('button', { name: 'Baixar contrato-social.pdf' }));
    expect(
      requestsTo(fake, '/simulacao_multa/download/2').map((request) => request.params),
    ).toEqual([{ documentId: '6' }, { documentId: '5' }]);
    expect(save).toHaveBeenCalledTimes(2);
    save.mockRestore();
  });

  it('says "mais de 10.000 resultados" when the API stopped counting the simulations', async () => {
    const capped = { ...ONE_PAGE, totalPages: 1000, totalElements: 10000, totalCapped: true };
    const fake = createFakeShell(listApi(200, capped));
    await renderSimulator('/simulatedFines', fake);

    expect(screen.getByRole('navigation', { name: 'Paginação' })).toHaveTextContent(
      'mais de 10.000 resultados',
    );
  });

  it('searches 500 ms after typing stops', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const fake = createFakeShell(listApi());
    await renderSimulator('/simulatedFines', fake);

    await user.type(screen.getByRole('searchbox'), 'ana');
    await advance(499);
    expect(filterCalls(fake)).toHaveLength(1);
    await advance(1);
    expect(filterCalls(fake).at(-1)).toEqual({
      page: '0',
      size: '10',
      sort: 'createdAt,desc',
      search: 'ana',
    });
  });

  it('filters by origin after 100 ms and by period after 1000 ms', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const fake = createFakeShell(listApi());
    await renderSimulator('/simulatedFines', fake);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Origem' }), 'Landing Page');
    await advance(99);
    expect(filterCalls(fake)).toHaveLength(1);
    await advance(1);
    expect(filterCalls(fake).at(-1)).toMatchObject({ origin: 'LANDING_PAGE' });

    await user.type(screen.getByRole('textbox', { name: 'Período inicial' }), '01112025');
    await advance(999);
    expect(filterCalls(fake).at(-1)).not.toHaveProperty('periodoInicial');
    await advance(1);
    expect(filterCalls(fake).at(-1)).toMatchObject({
      origin: 'LANDING_PAGE',
      periodoInicial: '2025-11-01',
    });
  });

  it('asks for page 0 alone when a filter changes on page 3, never the old page first (platform m25)', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const fake = createFakeShell(listApi(200, { ...ONE_PAGE, totalPages: 5, totalElements: 50 }));
    await renderSimulator('/simulatedFines', fake);

    await user.click(screen.getByRole('button', { name: 'Página 3' }));
    expect(filterCalls(fake).at(-1)).toMatchObject({ page: '2' });
    const before = filterCalls(fake).length;

    await user.selectOptions(screen.getByRole('combobox', { name: 'Origem' }), 'DPO');
    await advance(100);
    expect(filterCalls(fake).slice(before)).toEqual([
      { page: '0', size: '10', sort: 'createdAt,desc', origin: 'DPO' },
    ]);
  });

  it('checks the period before the report and answers a 400 with the message of spec 4 section 8', async () => {
    jest.setSystemTime(new Date('2025-11-21T12:00:00'));
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const fake = createFakeShell(listApi(400));
    await renderSimulator('/simulatedFines', fake);

    await user.click(screen.getByRole('button', { name: 'Relatório' }));
    expect(fake.toasts).toContainEqual({ kind: 'warn', message: MESSAGES.required });
    expect(requestsTo(fake, '/simulacao_multa/export-excel')).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: 'Período inicial' }), '10112025');
    await user.type(screen.getByRole('textbox', { name: 'Período final' }), '01112025');
    await user.click(screen.getByRole('button', { name: 'Relatório' }));
    expect(fake.toasts).toContainEqual({ kind: 'warn', message: MESSAGES.periodStartAfterEnd });

    await user.clear(screen.getByRole('textbox', { name: 'Período final' }));
    await user.type(screen.getByRole('textbox', { name: 'Período final' }), '20112025');
    await user.click(screen.getByRole('button', { name: 'Relatório' }));
    await advance(0);

    const [exported] = requestsTo(fake, '/simulacao_multa/export-excel');
    expect(exported?.params).toEqual({
      size: '10',
      sort: 'createdAt,desc',
      periodoInicial: '2025-11-10',
      periodoFinal: '2025-11-20',
    });
    expect(fake.toasts).toContainEqual({ kind: 'warn', message: MESSAGES.noSimulationsInPeriod });
  });

  it('goes to the simulator form with "Simular multa"', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const fake = createFakeShell(listApi());
    await renderSimulator('/simulatedFines', fake);

    await user.click(screen.getByRole('button', { name: 'Simular multa' }));

    expect(fake.navigate).toHaveBeenCalledWith('/fineSimulator');
  });

  describe("the firm's lead list (issue 30)", () => {
    const FIRM_ADMIN: SessionUser = {
      id: 1,
      name: 'Administrador DPOHUB',
      email: 'admin@dpohub.local',
      admin: true,
      enableHoursBank: false,
      client: null,
      clientName: null,
      roles: [{ authority: 'ROLE_ADMIN' }],
      employeeDanielLaw: 1,
      expiresAt: Date.now() + 3_600_000,
    };
    const LEAD_ROW = {
      ...ROWS[0]!,
      leadId: 41,
      infoEmail: true,
      consentimento: {
        texto: 'Li e concordo com os Termos de Uso e com o Aviso de Privacidade.',
        versao: 'termos-2023-05',
        em: '2025-11-20T15:00:00.000Z',
      },
      acompanhamento: { status: 'NOVO', por: null, em: null },
    };
    const leadApi = (request: RecordedRequest): FakeResponse => {
      if (request.url === '/simulacao_multa/filter')
        return { status: 200, data: { ...ONE_PAGE, content: [LEAD_ROW], totalElements: 1 } };
      if (request.url === '/lead/41/acompanhamento')
        return {
          status: 200,
          data: {
            status: 'CONTATADO',
            por: 'Administrador DPOHUB',
            em: '2025-11-21T13:00:00.000Z',
          },
        };
      if (request.url === '/lead/41') return { status: 204, data: '' };
      return { status: 404 };
    };

    it('shows the landing page simulations as contacts, with consent and follow-up, and sets the status', async () => {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      const fake = createFakeShell(leadApi, FIRM_ADMIN);
      await renderSimulator('/simulatedFines', fake);

      await user.selectOptions(screen.getByRole('combobox', { name: 'Origem' }), 'Landing Page');
      await advance(100);
      const table = screen.getByRole('table', { name: 'Contatos do simulador' });
      expect(
        within(table)
          .getAllByRole('columnheader')
          .map((cell) => cell.textContent),
      ).toEqual([
        'Empresa',
        'Contato',
        'Consentimento',
        'Data',
        'Valor simulado',
        'Acompanhamento',
        'Ações',
      ]);
      const [, row] = within(table).getAllByRole('row');
      expect(row).toHaveTextContent('Ana Souza');
      expect(row).toHaveTextContent('ana@empresa.com.br');
      expect(row).toHaveTextContent('Aceita e-mails');
      expect(row).toHaveTextContent('termos-2023-05, 20/11/2025');
      expect(row).toHaveTextContent('R$ 28.250,00');

      const status = within(row as HTMLElement).getByRole('combobox', {
        name: 'Acompanhamento de Ana Souza',
      });
      expect(status).toHaveDisplayValue('Novo');
      await user.selectOptions(status, 'Contatado');
      await advance(0);
      expect(requestsTo(fake, '/lead/41/acompanhamento').map((request) => request.data)).toEqual([
        JSON.stringify({ status: 'CONTATADO' }),
      ]);
      expect(
        await within(table).findByText('por Administrador DPOHUB em 21/11/2025'),
      ).toBeInTheDocument();
      expect(fake.toasts).toContainEqual({
        kind: 'success',
        message: 'Acompanhamento atualizado.',
      });
    });

    it('filters by follow-up status and erases a contact after confirming', async () => {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      const fake = createFakeShell(leadApi, FIRM_ADMIN);
      await renderSimulator('/simulatedFines', fake);

      await user.selectOptions(
        screen.getByRole('combobox', { name: 'Acompanhamento' }),
        'Proposta enviada',
      );
      await advance(0);
      expect(filterCalls(fake).at(-1)).toMatchObject({ acompanhamento: 'PROPOSTA_ENVIADA' });

      await user.click(await screen.findByRole('button', { name: 'Apagar os dados de Ana Souza' }));
      const dialog = await screen.findByRole('dialog', { name: 'Apagar os dados deste contato?' });
      expect(dialog).toHaveTextContent(
        'O nome, o e-mail, a empresa e o consentimento de Ana Souza serão apagados. As simulações ficam, sem dados pessoais.',
      );
      const before = filterCalls(fake).length;
      await user.click(within(dialog).getByRole('button', { name: 'Sim, apagar' }));
      await advance(0);
      expect(requestsTo(fake, '/lead/41').map((request) => request.method)).toEqual(['DELETE']);
      expect(fake.toasts).toContainEqual({
        kind: 'success',
        message: 'Dados do contato apagados.',
      });
      // The list reads the page again once the erasure has answered.
      await waitFor(() => expect(filterCalls(fake).length).toBe(before + 1));
    });

    it("is not offered to a client user, who sees the spec's eight columns", async () => {
      const fake = createFakeShell(listApi());
      await renderSimulator('/simulatedFines', fake);
      expect(screen.queryByRole('combobox', { name: 'Acompanhamento' })).not.toBeInTheDocument();
    });
  });
});
