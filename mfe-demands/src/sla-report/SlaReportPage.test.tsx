import { MESSAGES, formatDisplayDate } from '@dpohub/domain';
import { createFakeShell, requestsTo, routeResponder } from '@dpohub/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderDemands } from '../test/render-demands';
import { FIRM_ADMIN } from '../test/session-users';

const REPORT = {
  periodoInicial: '2027-01-01',
  periodoFinal: '2027-12-31',
  rows: [
    {
      clientId: 1001,
      clientName: 'Acme Indústria Ltda',
      serviceTypeId: 2,
      modalidade: 'Consulta',
      finalizadas: 3,
      noPrazo: 2,
      foraDoPrazo: 1,
      percentualNoPrazo: 66.7,
      medianaDiasUteis: 4,
    },
    {
      clientId: 1002,
      clientName: 'Beta Serviços S.A.',
      serviceTypeId: 9,
      modalidade: 'Documento',
      finalizadas: 2,
      noPrazo: 0,
      foraDoPrazo: 2,
      percentualNoPrazo: 0,
      medianaDiasUteis: 2.5,
    },
  ],
  total: {
    finalizadas: 5,
    noPrazo: 2,
    foraDoPrazo: 3,
    percentualNoPrazo: 40,
    medianaDiasUteis: 4,
  },
};

const downloads: string[] = [];
beforeAll(() => {
  Object.assign(URL, { createObjectURL: () => 'blob:sla', revokeObjectURL: () => undefined });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function click(
    this: HTMLAnchorElement,
  ) {
    downloads.push(this.download);
  });
});

async function renderReport(report: unknown = REPORT) {
  const fake = createFakeShell(
    routeResponder({
      'GET /solicitacao/relatorio-sla': { status: 200, data: report },
      'GET /solicitacao/relatorio-sla/export-excel': { status: 200, data: new Blob(['xlsx']) },
    }),
    FIRM_ADMIN,
  );
  await renderDemands('/slaReport', fake);
  return fake;
}

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('SLA report page', () => {
  it('opens on the year to date and shows each client and modalidade with the total', async () => {
    const fake = await renderReport();
    expect(fake.setTitle).toHaveBeenCalledWith('Relatório de SLA');
    const today = new Date();
    expect(requestsTo(fake.requests, 'GET /solicitacao/relatorio-sla')[0]?.params).toEqual({
      periodoInicial: `${today.getFullYear()}-01-01`,
      periodoFinal: formatDisplayDate(today).split('/').reverse().join('-'),
    });
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Cliente',
      'Modalidade',
      'Finalizadas',
      'No prazo',
      'Fora do prazo',
      '% no prazo',
      'Mediana (dias úteis)',
    ]);
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map(cells)).toEqual([
      ['Acme Indústria Ltda', 'Consulta', '3', '2', '1', '66,7%', '4'],
      ['Beta Serviços S.A.', 'Documento', '2', '0', '2', '0%', '2,5'],
      ['Total', '', '5', '2', '3', '40%', '4'],
    ]);
    expect(screen.getByText('Finalizadas de 01/01/2027 a 31/12/2027')).toBeInTheDocument();
  });

  it('asks for the typed period, sent yyyy-MM-dd, and downloads the spreadsheet', async () => {
    const fake = await renderReport();
    const start = screen.getByLabelText(/Período inicial/);
    const end = screen.getByLabelText(/Período final/);
    await userEvent.clear(start);
    await userEvent.type(start, '01022026');
    await userEvent.clear(end);
    await userEvent.type(end, '28022026');
    await userEvent.click(screen.getByRole('button', { name: 'Gerar relatório' }));
    await waitFor(() =>
      expect(requestsTo(fake.requests, 'GET /solicitacao/relatorio-sla')).toHaveLength(2),
    );
    expect(requestsTo(fake.requests, 'GET /solicitacao/relatorio-sla')[1]?.params).toEqual({
      periodoInicial: '2026-02-01',
      periodoFinal: '2026-02-28',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Exportar planilha' }));
    expect(
      requestsTo(fake.requests, 'GET /solicitacao/relatorio-sla/export-excel')[0]?.params,
    ).toEqual({ periodoInicial: '2026-02-01', periodoFinal: '2026-02-28' });
    await waitFor(() => expect(downloads).toContain('relatorio-sla.xlsx'));
  });

  it('refuses a start after the end before asking the server', async () => {
    const fake = await renderReport();
    const start = screen.getByLabelText(/Período inicial/);
    const end = screen.getByLabelText(/Período final/);
    await userEvent.clear(start);
    await userEvent.type(start, '10022026');
    await userEvent.clear(end);
    await userEvent.type(end, '01022026');
    await userEvent.click(screen.getByRole('button', { name: 'Gerar relatório' }));
    expect(await screen.findByText(MESSAGES.periodStartAfterEnd)).toBeInTheDocument();
    expect(requestsTo(fake.requests, 'GET /solicitacao/relatorio-sla')).toHaveLength(1);
  });

  it('says so when nothing was finished in the period', async () => {
    await renderReport({
      ...REPORT,
      rows: [],
      total: { ...REPORT.total, finalizadas: 0, noPrazo: 0, foraDoPrazo: 0 },
    });
    expect(screen.getByText('Nenhuma solicitação finalizada no período.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
