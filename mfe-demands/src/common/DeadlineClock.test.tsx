import { createFakeShell, requestsTo, routeResponder } from '@dpohub/shared-ui/testing';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { CLIENT_REQUEST_PATHS } from '../client-requests/client-request-paths';
import { ClientRequestsPage } from '../client-requests/ClientRequestsPage';
import { renderClientPage } from '../client-requests/testing/render-client-page';
import { CLIENT_USER } from '../client-requests/testing/session-users';
import { ClientRequestDetailsPage } from '../details/ClientRequestDetailsPage';
import { demandRow, pageOf } from '../test/demand-fixtures';
import { location, renderDemands } from '../test/render-demands';
import { FIRM_ADMIN } from '../test/session-users';

const prazoCells = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[5]!.textContent);

describe('deadline clock in the staff list', () => {
  const rows = [
    demandRow({ id: 41, prazo: '2025-03-11', atrasada: true, diasUteisRestantes: 0 }),
    demandRow({ id: 42, prazo: '2031-03-05', atrasada: false, diasUteisRestantes: 3 }),
    demandRow({ id: 43, prazo: '2031-03-06', atrasada: false, diasUteisRestantes: 1 }),
    demandRow({ id: 44, status: 'FINALIZADO', atrasada: false, diasUteisRestantes: null }),
  ];
  const responder = () =>
    routeResponder({
      'GET /solicitacao/filter': { status: 200, data: pageOf(rows) },
      'GET /lawyer': { status: 200, data: [] },
      'GET /client/all': { status: 200, data: [{ id: 1001, name: 'Acme Indústria Ltda' }] },
    });

  it("shows 'Atrasada' or the business days left under each open demand's deadline", async () => {
    const fake = createFakeShell(responder(), FIRM_ADMIN);
    await renderDemands('/demands', fake);
    expect(prazoCells()).toEqual([
      '11/03/2025Atrasada',
      '05/03/20313 dias úteis',
      '06/03/20311 dia útil',
      '11/03/2025',
    ]);
  });

  it("filters the overdue demands with 'Somente atrasadas', kept in the address", async () => {
    const fake = createFakeShell(responder(), FIRM_ADMIN);
    await renderDemands('/demands', fake);
    await act(async () => {
      fireEvent.click(screen.getByRole('checkbox', { name: 'Somente atrasadas' }));
    });
    expect(requestsTo(fake.requests, 'GET /solicitacao/filter').at(-1)?.params).toMatchObject({
      atrasadas: 'true',
      page: '0',
    });
    expect(location.current).toContain('atrasadas=true');
    await act(async () => {
      fireEvent.click(screen.getByRole('checkbox', { name: 'Somente atrasadas' }));
    });
    // Back to the unfiltered list seen a moment ago: its page shows from the cache, fresh for a
    // minute, with no request.
    expect(
      requestsTo(fake.requests, 'GET /solicitacao/filter').map((call) => call.params?.atrasadas),
    ).toEqual([undefined, 'true']);
    expect(location.current).not.toContain('atrasadas');
  });

  it('has no overdue filter on the archived list', async () => {
    const fake = createFakeShell(responder(), FIRM_ADMIN);
    await renderDemands('/filedDemands', fake);
    expect(screen.queryByRole('checkbox', { name: 'Somente atrasadas' })).toBeNull();
  });
});

describe('deadline clock and history for clients', () => {
  it("shows 'Atrasada' in the client list", async () => {
    const fake = createFakeShell(
      routeResponder({
        'GET /solicitacao/documentos-consultas/filter': {
          status: 200,
          data: pageOf([
            {
              id: 41,
              demanda: 'Contrato atrasado',
              serviceType: { id: 12, name: 'Contrato' },
              createdBy: { name: 'Carla Mendes' },
              prazo: '2025-03-11',
              status: 'EM_CURSO',
              atrasada: true,
              diasUteisRestantes: 0,
            },
          ]),
        },
        'GET /service-type': { status: 200, data: [] },
      }),
      CLIENT_USER,
    );
    await renderClientPage(
      <ClientRequestsPage />,
      CLIENT_REQUEST_PATHS.list,
      '/clientDemands',
      fake,
    );
    const row = screen.getAllByRole('row')[1]!;
    expect(within(row).getByText('Atrasada')).toBeInTheDocument();
    expect(within(row).getByText('11/03/2025')).toBeInTheDocument();
  });

  it('shows the days left and the status history, newest first, in the details', async () => {
    const fake = createFakeShell(
      routeResponder({
        'GET /solicitacao/documentos-consultas/41': {
          status: 200,
          data: {
            id: 41,
            client: { id: 1001, name: 'Acme' },
            demanda: 'Revisão de contrato',
            serviceType: { id: 12, name: 'Contrato' },
            tipoConsulta: null,
            tipoAvaliacao: 'GERAL',
            prazoAtendimento: 'SLA',
            prazo: '2031-03-05',
            descricaoTrabalho: 'Revisar',
            consumoHoras: false,
            status: 'CANCELAMENTO',
            archived: false,
            createdAt: '2031-02-26T10:00:00Z',
            createdBy: { name: 'Carla Mendes' },
            solicitacaoDocumentos: [],
            diasUteisRestantes: null,
            atrasada: false,
            historico: [
              { id: 1, status: 'PENDENTE', data: '2031-02-26 07:00:00' },
              { id: 2, status: 'CANCELAMENTO', data: '2031-02-27 16:45:10' },
            ],
          },
        },
        'GET /solicitacao-participante/41': { status: 200, data: [] },
        'GET /solicitacao/41/solicitacao-comentario': { status: 200, data: [] },
      }),
      CLIENT_USER,
    );
    await renderClientPage(
      <ClientRequestDetailsPage />,
      CLIENT_REQUEST_PATHS.details,
      '/clientDemands/details/41',
      fake,
    );
    const history = screen.getByRole('region', { name: 'Histórico' });
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Status alterado para Cancelamento Solicitado em 27/02/2031 às 16:45',
      'Status alterado para Pendente em 26/02/2031 às 07:00',
    ]);
  });
});
