import { formatDisplayDate } from '@dpohub/domain';
import { createFakeShell, requestsTo, routeResponder } from '@dpohub/shared-ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pageOf } from '../test/demand-fixtures';
import { renderDemands } from '../test/render-demands';
import { FIRM_ADMIN } from '../test/session-users';

const responder = routeResponder({
  'GET /solicitacao/filter': { status: 200, data: pageOf([]) },
  'GET /lawyer': { status: 200, data: [] },
  'GET /client/all': { status: 200, data: [] },
  'GET /solicitacao/export-excel': (request) =>
    String((request.params as Record<string, string>).periodoInicial).startsWith('2019')
      ? { status: 400, data: { message: 'Não há solicitações para o período informado.' } }
      : { status: 200, data: new Blob(['xlsx']) },
});

const downloads: string[] = [];

beforeAll(() => {
  Object.assign(URL, { createObjectURL: () => 'blob:relatorio', revokeObjectURL: () => undefined });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function click(
    this: HTMLAnchorElement,
  ) {
    downloads.push(this.download);
  });
});

beforeEach(() => {
  downloads.length = 0;
});

async function openDialog(path = '/demands') {
  const fake = createFakeShell(responder, FIRM_ADMIN);
  await renderDemands(path, fake);
  await userEvent.click(screen.getByRole('button', { name: 'Exportar' }));
  return { fake, dialog: await screen.findByRole('dialog', { name: 'Exportar relatório' }) };
}

async function fillAndDownload(dialog: HTMLElement, start: string, end: string) {
  if (start) await userEvent.type(within(dialog).getByLabelText(/Período inicial/), start);
  if (end) await userEvent.type(within(dialog).getByLabelText(/Período final/), end);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Baixar' }));
}

describe('demands export dialog', () => {
  it('downloads the spreadsheet of the period, as relatorio.xlsx when the server names none', async () => {
    const { fake, dialog } = await openDialog();
    await fillAndDownload(dialog, '01022025', '28022025');

    const calls = requestsTo(fake.requests, 'GET /solicitacao/export-excel');
    expect(calls).toHaveLength(1);
    // Dates travel yyyy-MM-dd (spec 1 section 5), with the list's scope.
    expect(calls[0]?.params).toEqual({
      periodoInicial: '2025-02-01',
      periodoFinal: '2025-02-28',
      archived: 'false',
      clientId: '1001',
    });
    expect(downloads).toEqual(['relatorio.xlsx']);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('exports the list as it is filtered: client, search, status, lawyer, overdue', async () => {
    const { fake, dialog } = await openDialog(
      '/demands?filtro=contrato&status=EM_CURSO&lawyer=5&atrasadas=true&page=2',
    );
    await fillAndDownload(dialog, '01022025', '28022025');

    expect(requestsTo(fake.requests, 'GET /solicitacao/export-excel')[0]?.params).toEqual({
      periodoInicial: '2025-02-01',
      periodoFinal: '2025-02-28',
      archived: 'false',
      clientId: '1001',
      filtro: 'contrato',
      status: 'EM_CURSO',
      lawyer: '5',
      atrasadas: 'true',
    });
  });

  it('is offered on the archived list too, and exports the archived demands', async () => {
    const { fake, dialog } = await openDialog('/filedDemands?filtro=acordo');
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
    await fillAndDownload(dialog, '01022025', '28022025');
    expect(requestsTo(fake.requests, 'GET /solicitacao/export-excel')[0]?.params).toMatchObject({
      archived: 'true',
      clientId: '1001',
      filtro: 'acordo',
    });
  });

  it.each([
    ['', '', 'Campo obrigatório'],
    ['10022025', '01022025', 'O período inicial não pode ser maior que o período final.'],
    ['01022025', '31022025', 'Período inválido!'],
  ])('refuses %p to %p with "%s"', async (start, end, message) => {
    const { fake, dialog } = await openDialog();
    await fillAndDownload(dialog, start, end);

    expect(await within(dialog).findAllByText(message)).not.toHaveLength(0);
    expect(requestsTo(fake.requests, 'GET /solicitacao/export-excel')).toHaveLength(0);
  });

  it('refuses a period that ends after today', async () => {
    const tomorrow = new Date();
    tomorrow.setDate(tomorrow.getDate() + 1);
    const { fake, dialog } = await openDialog();
    await fillAndDownload(dialog, '01012025', formatDisplayDate(tomorrow).replace(/\//g, ''));

    expect(
      await within(dialog).findByText(
        'O período final ou o período inicial não podem ser maiores que a data atual.',
      ),
    ).toBeInTheDocument();
    expect(requestsTo(fake.requests, 'GET /solicitacao/export-excel')).toHaveLength(0);
  });

  it('says what the period is and that the list filters apply (demands m14)', async () => {
    const { dialog } = await openDialog();
    expect(
      within(dialog).getByText(
        'O relatório traz as solicitações criadas no período, com os filtros aplicados à lista.',
      ),
    ).toBeInTheDocument();
  });

  it("words an impossible start once, as 'Período inválido!' (demands m14)", async () => {
    const { fake, dialog } = await openDialog();
    await fillAndDownload(dialog, '32012025', '28022025');
    expect(await within(dialog).findAllByText('Período inválido!')).toHaveLength(1);
    expect(within(dialog).queryByText('Formato de data inválida')).not.toBeInTheDocument();
    expect(requestsTo(fake.requests, 'GET /solicitacao/export-excel')).toHaveLength(0);
  });

  it('tells an empty period in the dialog and downloads nothing (demands m14)', async () => {
    const { fake, dialog } = await openDialog();
    await fillAndDownload(dialog, '01012019', '31122019');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Não há solicitações para o período informado.',
    );
    expect(requestsTo(fake.requests, 'GET /solicitacao/export-excel')).toHaveLength(1);
    expect(downloads).toEqual([]);
    expect(screen.getByRole('dialog', { name: 'Exportar relatório' })).toBeInTheDocument();
  });

  it('closes on Cancelar without a request', async () => {
    const { fake, dialog } = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requestsTo(fake.requests, 'GET /solicitacao/export-excel')).toHaveLength(0);
  });
});
