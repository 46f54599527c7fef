import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuditEventView } from '@dpohub/domain/wire';
import {
  createFakeShell,
  requestsTo,
  routeResponder,
  type FakeShell,
} from '@dpohub/shared-ui/testing';
import { pageOf } from '../test/pages';
import { renderAdmin } from '../test/render-admin';
import { CLIENT_ADMIN, FIRM_ADMIN } from '../test/session-users';

const EVENTS: AuditEventView[] = [
  {
    id: 42,
    occurredAt: '2026-03-12T14:30:00.000Z',
    kind: 'user.changed',
    kindLabel: 'Usuário alterado',
    actor: { kind: 'user', id: 2, name: 'Carla Mendes' },
    onBehalfOf: null,
    ip: '203.0.113.9',
    client: { id: 1001, name: 'Acme Indústria Ltda' },
    record: { type: 'user', id: 3, label: 'cliente.usuario' },
    changes: [
      { field: 'roles', added: ['ROLE_TPA'], removed: ['ROLE_ROPA'] },
      { field: 'password', secret: true },
    ],
    note: null,
    erased: false,
  },
  {
    id: 41,
    occurredAt: '2026-03-10T12:00:00.000Z',
    kind: 'client.dataErased',
    kindLabel: 'Dados do cliente eliminados',
    actor: { kind: 'system', id: null, name: null },
    onBehalfOf: { id: 1, name: 'Administrador DPOHUB' },
    ip: null,
    client: { id: 1002, name: null },
    record: { type: 'client', id: 1002, label: null },
    changes: [],
    note: null,
    erased: true,
  },
];

function auditShell(user = FIRM_ADMIN) {
  return createFakeShell(
    routeResponder({
      'GET /auditoria': { status: 200, data: { ...pageOf(EVENTS, 3), totalElements: 25 } },
      'GET /auditoria/export-excel': {
        status: 200,
        data: new Blob(['xlsx']),
        headers: { 'content-disposition': 'attachment; filename="trilha-de-auditoria.xlsx"' },
      },
      'GET /auditoria/verificacao': {
        status: 200,
        data: { ok: true, checked: 42, head: { id: 42, hash: 'ab'.repeat(32) }, firstBroken: null },
      },
      'GET /client/all': {
        status: 200,
        data: [
          { id: 1001, name: 'Acme Indústria Ltda', enableHoursBank: true },
          { id: 1002, name: 'Beta Serviços S.A.', enableHoursBank: false },
        ],
      },
      'GET /user/filter': { status: 200, data: pageOf([{ id: 1, name: 'Administrador DPOHUB' }]) },
      'GET /user/client': { status: 200, data: [{ id: 3, name: 'Rafael Oliveira' }] },
    }),
    user,
  );
}

const listCalls = (fake: FakeShell) => requestsTo(fake.requests, 'GET /auditoria');

describe('AuditTrailPage', () => {
  afterEach(() => jest.useRealTimers());

  it('shows the firm every event, newest first, with what changed and from where', async () => {
    const fake = auditShell();
    await renderAdmin('/auditTrail', fake);
    expect(fake.setTitle).toHaveBeenCalledWith('Trilha de auditoria');
    expect(listCalls(fake)[0]?.params).toEqual({ page: '0', size: '10' });
    const table = screen.getByRole('table', { name: 'Eventos da trilha de auditoria' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Data e hora', 'Evento', 'Quem', 'Cliente', 'Registro', 'Alterações', 'Endereço']);
    const [first, second] = within(table).getAllByRole('row').slice(1);
    expect(first).toHaveTextContent('Usuário alterado');
    expect(first).toHaveTextContent('Carla Mendes');
    expect(first).toHaveTextContent('Usuário 3 cliente.usuario');
    expect(first).toHaveTextContent('Permissões: + ROLE_TPA; − ROLE_ROPA');
    expect(first).toHaveTextContent('Senha: alterado (valor não registrado)');
    expect(first).toHaveTextContent('203.0.113.9');
    expect(second).toHaveTextContent('Detalhes eliminados');
    expect(second).toHaveTextContent('em nome de Administrador DPOHUB');
    expect(second).toHaveTextContent('#1002');
  });

  it('says how far it counted when the trail holds more than the API counts', async () => {
    const fake = createFakeShell(
      routeResponder({
        'GET /auditoria': {
          status: 200,
          data: { ...pageOf(EVENTS, 100), totalElements: 1000, totalCapped: true },
        },
        'GET /user/filter': { status: 200, data: pageOf([]) },
        'GET /client/all': { status: 200, data: [] },
      }),
      FIRM_ADMIN,
    );
    await renderAdmin('/auditTrail', fake);
    expect(screen.getByText('mais de 1.000 resultados')).toBeInTheDocument();
  });

  it('gives a client administrator no client filter and no address column', async () => {
    const fake = auditShell(CLIENT_ADMIN);
    await renderAdmin('/auditTrail', fake);
    expect(screen.queryByLabelText('Cliente')).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Endereço' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Verificar integridade' })).not.toBeInTheDocument();
    // Their client's users, from GET /user/client without a client id.
    const userCalls = requestsTo(fake.requests, 'GET /user/client');
    expect(userCalls).toHaveLength(1);
    expect(userCalls[0]!.params ?? {}).toEqual({});
    expect(requestsTo(fake.requests, 'GET /user/filter')).toHaveLength(0);
  });

  it('sends the chosen kind, client, user and record, from the first page', async () => {
    const fake = auditShell();
    await renderAdmin('/auditTrail', fake);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /Página 2/ }));
    await waitFor(() => expect(listCalls(fake).at(-1)?.params?.page).toBe('1'));
    await user.selectOptions(screen.getByLabelText('Evento'), 'Usuário desativado');
    await waitFor(() =>
      expect(listCalls(fake).at(-1)?.params).toEqual({
        page: '0',
        size: '10',
        kind: 'user.disabled',
      }),
    );
    await user.selectOptions(screen.getByLabelText('Cliente'), 'Acme Indústria Ltda');
    await waitFor(() =>
      expect(requestsTo(fake.requests, 'GET /user/client').at(-1)?.params).toEqual({
        clientId: '1001',
      }),
    );
    await user.selectOptions(
      await screen
        .findByRole('option', { name: 'Rafael Oliveira' })
        .then((option) => option.closest('select')!),
      'Rafael Oliveira',
    );
    await waitFor(() =>
      expect(listCalls(fake).at(-1)?.params).toEqual({
        page: '0',
        size: '10',
        kind: 'user.disabled',
        clientId: '1001',
        userId: '3',
      }),
    );
  });

  it('opens a record’s history from the address and applies a typed period after 1 s', async () => {
    jest.useFakeTimers();
    const fake = auditShell();
    await renderAdmin('/auditTrail?recordType=demand&recordId=40', fake);
    expect(listCalls(fake)[0]?.params).toEqual({
      page: '0',
      size: '10',
      recordType: 'demand',
      recordId: '40',
    });
    expect(screen.getByLabelText('Número do registro')).toHaveValue('40');
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.type(screen.getByLabelText('Período inicial'), '01032026');
    await act(async () => jest.advanceTimersByTime(999));
    expect(listCalls(fake).at(-1)?.params).not.toHaveProperty('periodoInicial');
    await act(async () => jest.advanceTimersByTime(1));
    await waitFor(() =>
      expect(listCalls(fake).at(-1)?.params).toMatchObject({ periodoInicial: '2026-03-01' }),
    );
  });

  it('exports the period with the filters, and asks for a period first', async () => {
    const fake = auditShell();
    await renderAdmin('/auditTrail', fake);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Exportar planilha' }));
    expect(fake.toasts.at(-1)?.kind).toBe('warn');
    expect(requestsTo(fake.requests, 'GET /auditoria/export-excel')).toHaveLength(0);
    await user.type(screen.getByLabelText('Período inicial'), '01032026');
    await user.type(screen.getByLabelText('Período final'), '31032026');
    await user.click(screen.getByRole('button', { name: 'Exportar planilha' }));
    await waitFor(() =>
      expect(requestsTo(fake.requests, 'GET /auditoria/export-excel')[0]?.params).toEqual({
        periodoInicial: '2026-03-01',
        periodoFinal: '2026-03-31',
      }),
    );
  });

  it('verifies the chain for the firm and shows the head to keep', async () => {
    const fake = auditShell();
    await renderAdmin('/auditTrail', fake);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Verificar integridade' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      `Cadeia íntegra: 42 eventos conferidos. Guarde fora do portal o último evento conferido: 42:${'ab'.repeat(32)}`,
    );
    expect(fake.toasts).toContainEqual({
      kind: 'success',
      message: 'Cadeia íntegra: 42 eventos conferidos.',
    });
  });
});
