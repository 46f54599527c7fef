import { MESSAGES } from '@dpohub/domain';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeShell, requestsTo } from '../test/fake-shell';
import type { FakeResponse, RecordedRequest } from '../test/fake-shell';
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
    // Every file by name (platform M3), not only the first.
    const files = within(second as HTMLElement).getByRole('list', { name: 'Anexos da simulação 2' });
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
});
