import { MESSAGES } from '@dpohub/domain';
import {
  createFakeShell,
  holdingResponder,
  requestsTo,
  routeResponder,
} from '@dpohub/shared-ui/testing';
import type { RecordedRequest } from '@dpohub/shared-ui/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { demandRow, pageOf } from '../test/demand-fixtures';
import { location, renderDemands } from '../test/render-demands';
import { CLIENT_ADMINISTRATOR, FIRM_ADMIN } from '../test/session-users';
import type { DemandRow } from '../common/demand-types';

const QUEUE = {
  advogados: [
    { lawyer: { id: 5, name: 'Beatriz Lima' }, abertas: 12, atrasadas: 3 },
    { lawyer: { id: 6, name: 'Diego Souza' }, abertas: 1000, atrasadas: 0 },
  ],
  semAdvogado: { abertas: 4, atrasadas: 1 },
  meuAdvogado: 5,
  limite: 999,
};

function responder(rows: DemandRow[], extra: Parameters<typeof routeResponder>[0] = {}) {
  return routeResponder({
    'GET /solicitacao/filter': { status: 200, data: pageOf(rows, 3) },
    'GET /lawyer': {
      status: 200,
      data: [
        { id: 5, name: 'Beatriz Lima', status: true },
        { id: 6, name: 'Diego Souza', status: true },
      ],
    },
    'GET /client/all': { status: 200, data: [{ id: 1001, name: 'Acme Indústria Ltda' }] },
    'GET /solicitacao-user/41': { status: 200, data: { admin: true } },
    'GET /solicitacao-user/42': { status: 200, data: { admin: false } },
    'PATCH /solicitacao/41': { status: 200 },
    'PATCH /solicitacao/update-archived/41': { status: 200 },
    'GET /solicitacao/fila': { status: 200, data: QUEUE },
    ...extra,
  });
}

const lastList = (requests: RecordedRequest[]) =>
  requestsTo(requests, 'GET /solicitacao/filter').at(-1);

async function advance(ms: number) {
  await act(async () => {
    jest.advanceTimersByTime(ms);
  });
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const user = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

describe('staff demand list (/demands)', () => {
  it('asks for the first page of 10 unarchived demands of the chosen client, by prazo', async () => {
    const fake = createFakeShell(responder([demandRow()]), FIRM_ADMIN);
    await renderDemands('/demands', fake);

    expect(fake.setTitle).toHaveBeenCalledWith('Solicitações');
    expect(lastList(fake.requests)?.params).toEqual({
      archived: 'false',
      page: '0',
      size: '10',
      sort: 'prazo,asc',
      clientId: '1001',
    });
    expect(requestsTo(fake.requests, 'GET /lawyer')[0]?.params).toEqual({ active: 'true' });
  });

  it('shows the queue per lawyer and filters by a lawyer, by mine and by none (staff queue)', async () => {
    const fake = createFakeShell(responder([demandRow()]), FIRM_ADMIN);
    await renderDemands('/demands', fake);
    const queue = screen.getByRole('group', { name: 'Fila por advogado' });
    expect(within(queue).getByRole('button', { name: /Beatriz Lima/ })).toHaveTextContent(
      'Beatriz Lima12 abertas · 3 atrasadas',
    );
    expect(within(queue).getByRole('button', { name: /Diego Souza/ })).toHaveTextContent(
      'mais de 999 abertas · 0 atrasadas',
    );
    await user().click(within(queue).getByRole('button', { name: /Beatriz Lima/ }));
    expect(lastList(fake.requests)?.params).toMatchObject({ lawyer: '5' });
    expect(location.current).toContain('lawyer=5');

    await user().click(within(queue).getByRole('checkbox', { name: 'Atribuídas a mim' }));
    expect(lastList(fake.requests)?.params).toMatchObject({ minhas: 'true' });
    expect(lastList(fake.requests)?.params).not.toHaveProperty('lawyer');

    await user().click(within(queue).getByRole('checkbox', { name: 'Sem advogado' }));
    expect(lastList(fake.requests)?.params).toMatchObject({ semAdvogado: 'true' });
    expect(lastList(fake.requests)?.params).not.toHaveProperty('minhas');
  });

  it('shows the queue and the rows together: the rows wait for the queue, asked at the same time', async () => {
    const { responder: held, ...control } = holdingResponder(
      'GET /solicitacao/fila',
      responder([demandRow({ demanda: 'Revisão do contrato de dados' })]),
    );
    const fake = createFakeShell(held, FIRM_ADMIN);
    await renderDemands('/demands', fake);

    // Both asked at once; the rows have answered, the queue has not.
    expect(requestsTo(fake.requests, 'GET /solicitacao/filter')).toHaveLength(1);
    expect(control.held).toHaveLength(1);
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent(MESSAGES.loading);

    await act(async () => control.held[0]!.answer({ status: 200, data: QUEUE }));
    expect(screen.getByRole('group', { name: 'Fila por advogado' })).toBeVisible();
    expect(screen.getByRole('cell', { name: 'Revisão do contrato de dados' })).toBeVisible();
  });

  it('shows the rows without the queue when the queue cannot load', async () => {
    const fake = createFakeShell(
      responder([demandRow({ demanda: 'Revisão do contrato de dados' })], {
        'GET /solicitacao/fila': { status: 500 },
      }),
      FIRM_ADMIN,
    );
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderDemands('/demands', fake);

    expect(screen.getByRole('cell', { name: 'Revisão do contrato de dados' })).toBeVisible();
    expect(screen.queryByRole('group', { name: 'Fila por advogado' })).toBeNull();
  });

  it("disables 'Atribuídas a mim' for an account linked to no lawyer, saying so", async () => {
    const fake = createFakeShell(
      responder([], {
        'GET /solicitacao/fila': { status: 200, data: { ...QUEUE, meuAdvogado: null } },
      }),
      FIRM_ADMIN,
    );
    await renderDemands('/demands', fake);
    const mine = screen.getByRole('checkbox', { name: 'Atribuídas a mim' });
    expect(mine).toBeDisabled();
    expect(mine).toHaveAccessibleDescription('Sua conta não está ligada a um advogado.');
  });

  it('reads page, filtro, status and lawyer from the address', async () => {
    const fake = createFakeShell(responder([]), FIRM_ADMIN);
    await renderDemands('/demands?page=2&filtro=contrato&status=PENDENTE&lawyer=5', fake);

    expect(lastList(fake.requests)?.params).toMatchObject({
      page: '2',
      filtro: 'contrato',
      status: 'PENDENTE',
      lawyer: '5',
    });
  });

  it('shows the ten columns, hours as HH:mm, money and the status badge', async () => {
    const fake = createFakeShell(responder([demandRow()]), FIRM_ADMIN);
    await renderDemands('/demands', fake);

    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers.slice(0, 10)).toEqual([
      'Pasta',
      'Cliente',
      'Demanda',
      'Serviço',
      'Data',
      'Prazo',
      'Advogado',
      'Horas',
      'Valor',
      'Status',
    ]);
    const cells = within(screen.getAllByRole('row')[1]!)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells.slice(0, 10)).toEqual([
      '1001',
      'Acme Indústria Ltda',
      'Revisão do contrato de fornecedor',
      'Contrato',
      '04/03/2025',
      '11/03/2025',
      'Beatriz Lima',
      '12:30',
      'R$ 3.750,00',
      'Em curso',
    ]);
  });

  it('says there is nothing to show when the list is empty or fails', async () => {
    const fake = createFakeShell(
      responder([], { 'GET /solicitacao/filter': { status: 500 } }),
      FIRM_ADMIN,
    );
    await renderDemands('/demands', fake);

    expect(screen.getByText('Não há dados a retornar.')).toBeInTheDocument();
    expect(fake.toasts).toEqual([]);
  });

  it('says "mais de 10.000 resultados" under a list the API stopped counting', async () => {
    const capped = { ...pageOf([demandRow()], 1000), totalElements: 10000, totalCapped: true };
    const fake = createFakeShell(
      responder([], { 'GET /solicitacao/filter': { status: 200, data: capped } }),
      FIRM_ADMIN,
    );
    await renderDemands('/demands', fake);

    const pages = screen.getByRole('navigation', { name: 'Paginação' });
    expect(pages).toHaveTextContent('mais de 10.000 resultados');
    expect(within(pages).getByRole('button', { name: 'Página 1000' })).toBeInTheDocument();
  });

  it('shows no capped total while the list is counted exactly', async () => {
    const fake = createFakeShell(responder([demandRow()]), FIRM_ADMIN);
    await renderDemands('/demands', fake);

    expect(screen.getByRole('navigation', { name: 'Paginação' })).toBeInTheDocument();
    expect(screen.queryByText('mais de 10.000 resultados')).not.toBeInTheDocument();
  });

  it('searches 500 ms after typing stops, from the first page', async () => {
    const fake = createFakeShell(responder([]), FIRM_ADMIN);
    await renderDemands('/demands?page=1', fake);
    const before = requestsTo(fake.requests, 'GET /solicitacao/filter').length;

    await user().type(screen.getByRole('searchbox', { name: 'Buscar...' }), 'contrato');
    await advance(499);
    expect(requestsTo(fake.requests, 'GET /solicitacao/filter')).toHaveLength(before);
    await advance(1);

    expect(lastList(fake.requests)?.params).toMatchObject({ filtro: 'contrato', page: '0' });
    expect(location.current).toBe('/demands?page=0&filtro=contrato');
  });

  it('applies the lawyer and the status filters 200 ms after the choice', async () => {
    const fake = createFakeShell(responder([]), FIRM_ADMIN);
    await renderDemands('/demands', fake);
    const before = requestsTo(fake.requests, 'GET /solicitacao/filter').length;

    await user().selectOptions(screen.getByLabelText('Advogado'), 'Diego Souza');
    await advance(199);
    expect(requestsTo(fake.requests, 'GET /solicitacao/filter')).toHaveLength(before);
    await advance(1);
    expect(lastList(fake.requests)?.params).toMatchObject({ lawyer: '6' });

    await user().selectOptions(screen.getByLabelText('Status'), 'Cancelamento');
    await advance(200);
    expect(lastList(fake.requests)?.params).toMatchObject({ lawyer: '6', status: 'CANCELAMENTO' });
    const options = within(screen.getByLabelText('Status'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual([
      'Todos',
      'Pendente',
      'Não iniciado',
      'Em curso',
      'Finalizado',
      'Cancelado',
      'Cancelamento',
    ]);
  });

  it('opens the staff form for admin participants of the request, else the client details', async () => {
    const fake = createFakeShell(
      responder([demandRow(), demandRow({ id: 42, demanda: 'Parecer LGPD' })]),
      FIRM_ADMIN,
    );
    await renderDemands('/demands', fake);

    await user().click(screen.getByText('Revisão do contrato de fornecedor'));
    expect(fake.navigate).toHaveBeenLastCalledWith('/demands/edit/41');
    await user().click(screen.getByText('Parecer LGPD'));
    expect(fake.navigate).toHaveBeenLastCalledWith('/clientDemands/details/42');
  });

  it('shows Arquivadas to firm staff only, and goes to the new demand form', async () => {
    const staff = createFakeShell(responder([]), FIRM_ADMIN);
    await renderDemands('/demands', staff);
    await user().click(screen.getByRole('button', { name: 'Arquivadas' }));
    expect(staff.navigate).toHaveBeenLastCalledWith('/filedDemands');
    await user().click(screen.getByRole('button', { name: 'Nova solicitação' }));
    expect(staff.navigate).toHaveBeenLastCalledWith('/demands/new');
  });

  it('hides Arquivadas from an admin who is not firm staff', async () => {
    await renderDemands('/demands', createFakeShell(responder([]), CLIENT_ADMINISTRATOR));
    expect(screen.queryByRole('button', { name: 'Arquivadas' })).not.toBeInTheDocument();
  });

  it('links the edit popover of a row to the staff form', async () => {
    const fake = createFakeShell(responder([demandRow()]), FIRM_ADMIN);
    await renderDemands('/demands', fake);

    await user().click(
      screen.getByRole('button', { name: 'Editar Revisão do contrato de fornecedor' }),
    );
    const link = screen.getByRole('link', { name: 'Editar' });
    expect(link).toHaveAttribute('href', '/demands/edit/41');
    await user().click(link);
    expect(fake.navigate).toHaveBeenLastCalledWith('/demands/edit/41');
  });
});

describe('row action menu', () => {
  async function menuOf(row: DemandRow) {
    const fake = createFakeShell(responder([row]), FIRM_ADMIN);
    await renderDemands('/demands', fake);
    const trigger = screen.queryByRole('button', { name: `Ações de ${row.demanda}` });
    if (trigger) await user().click(trigger);
    return { fake, trigger };
  }

  const items = () =>
    screen.queryAllByRole('menuitem').map((item) => ({
      label: item.textContent,
      disabled: (item as HTMLButtonElement).disabled,
    }));

  it.each([
    [
      'NAO_INICIADO',
      [
        { label: 'Iniciar', disabled: false },
        { label: 'Cancelar', disabled: false },
      ],
    ],
    [
      'EM_CURSO',
      [
        { label: 'Finalizar', disabled: false },
        { label: 'Cancelar', disabled: false },
      ],
    ],
    [
      'FINALIZADO',
      [
        { label: 'Finalizar', disabled: true },
        { label: 'Arquivar', disabled: false },
        { label: 'Cancelar', disabled: false },
      ],
    ],
    [
      'CANCELAMENTO',
      [
        { label: 'Aceitar', disabled: true },
        { label: 'Cancelar', disabled: false },
      ],
    ],
  ] as const)('offers for %s %j', async (status, expected) => {
    await menuOf(demandRow({ status }));
    expect(items()).toEqual(expected);
  });

  it('keeps Aceitar disabled while a pending demand lacks lawyer, hours or value, saying so (m9)', async () => {
    await menuOf(demandRow({ status: 'PENDENTE', lawyer: null }));
    expect(items()[0]).toEqual({ label: 'Aceitar', disabled: true });
    expect(screen.getByRole('menuitem', { name: 'Aceitar' })).toHaveAccessibleDescription(
      'Informe advogado(a), horas e valor antes de aceitar a solicitação.',
    );
  });

  it('says why the advance of a finished demand or one awaiting cancellation is disabled (m9)', async () => {
    await menuOf(demandRow({ status: 'FINALIZADO' }));
    expect(screen.getByRole('menuitem', { name: 'Finalizar' })).toHaveAccessibleDescription(
      'A solicitação já está finalizada.',
    );
  });

  it('enables Aceitar for a pending demand with its internal data', async () => {
    await menuOf(demandRow({ status: 'PENDENTE' }));
    expect(items()[0]).toEqual({ label: 'Aceitar', disabled: false });
  });

  it('offers nothing on a cancelled demand', async () => {
    const { trigger } = await menuOf(demandRow({ status: 'CANCELADO' }));
    expect(trigger).toBeNull();
  });

  it('changes the status 300 ms after the last click, once', async () => {
    const { fake } = await menuOf(demandRow({ status: 'EM_CURSO' }));
    await user().click(screen.getByRole('menuitem', { name: 'Finalizar' }));
    await user().click(
      screen.getByRole('button', { name: 'Ações de Revisão do contrato de fornecedor' }),
    );
    await user().click(screen.getByRole('menuitem', { name: 'Finalizar' }));
    await advance(299);
    expect(requestsTo(fake.requests, 'PATCH /solicitacao/41')).toHaveLength(0);
    const listsBefore = requestsTo(fake.requests, 'GET /solicitacao/filter').length;
    await advance(1);

    const patches = requestsTo(fake.requests, 'PATCH /solicitacao/41');
    expect(patches).toHaveLength(1);
    expect(patches[0]?.params).toEqual({ status: 'FINALIZADO' });
    expect(fake.toasts).toContainEqual({ kind: 'success', message: 'Status alterado com sucesso' });
    expect(requestsTo(fake.requests, 'GET /solicitacao/filter').length).toBe(listsBefore + 1);
  });

  it('shows the status the server holds after a refused change, not the one asked for', async () => {
    let status: DemandRow['status'] = 'EM_CURSO';
    const fake = createFakeShell(
      responder([], {
        // The list answers what the server holds at each call.
        'GET /solicitacao/filter': () => ({
          status: 200,
          data: pageOf([demandRow({ status })], 1),
        }),
        'PATCH /solicitacao/41': () => {
          // Someone else cancelled it meanwhile: the change is refused.
          status = 'CANCELADO';
          return {
            status: 409,
            data: {
              message:
                'O status da solicitação foi alterado por outra pessoa. Atualize a página e tente novamente.',
            },
          };
        },
      }),
      FIRM_ADMIN,
    );
    await renderDemands('/demands', fake);
    const table = screen.getByRole('table');
    expect(within(table).getByText('Em curso')).toBeInTheDocument();
    await user().click(
      screen.getByRole('button', { name: 'Ações de Revisão do contrato de fornecedor' }),
    );
    await user().click(screen.getByRole('menuitem', { name: 'Finalizar' }));
    await advance(300);

    expect(fake.toasts).not.toContainEqual({
      kind: 'success',
      message: 'Status alterado com sucesso',
    });
    expect(within(table).getByText('Cancelado')).toBeInTheDocument();
    expect(within(table).queryByText('Em curso')).not.toBeInTheDocument();
    expect(within(table).queryByText('Finalizado')).not.toBeInTheDocument();
  });

  it('shows the true row again after a refused archive', async () => {
    let archived = false;
    const fake = createFakeShell(
      responder([], {
        'GET /solicitacao/filter': () => ({
          status: 200,
          data: pageOf(archived ? [] : [demandRow({ status: 'FINALIZADO' })], 1),
        }),
        'PATCH /solicitacao/update-archived/41': () => {
          archived = true;
          return { status: 409, data: { message: 'Já arquivada' } };
        },
      }),
      FIRM_ADMIN,
    );
    await renderDemands('/demands', fake);
    await user().click(
      screen.getByRole('button', { name: 'Ações de Revisão do contrato de fornecedor' }),
    );
    await user().click(screen.getByRole('menuitem', { name: 'Arquivar' }));
    await advance(0);
    expect(screen.getByText('Não há dados a retornar.')).toBeInTheDocument();
  });

  it('cancels after the confirmation, with CANCELADO', async () => {
    const { fake } = await menuOf(demandRow({ status: 'NAO_INICIADO' }));
    await user().click(screen.getByRole('menuitem', { name: 'Cancelar' }));

    const dialog = await screen.findByRole('dialog', { name: 'Cancelar Solicitação' });
    expect(dialog).toHaveTextContent('Tem certeza que deseja cancelar esta solicitação?');
    await user().click(within(dialog).getByRole('button', { name: 'Sim' }));
    await advance(300);

    expect(requestsTo(fake.requests, 'PATCH /solicitacao/41')[0]?.params).toEqual({
      status: 'CANCELADO',
    });
  });

  it('does nothing when the cancellation is refused', async () => {
    const { fake } = await menuOf(demandRow({ status: 'NAO_INICIADO' }));
    await user().click(screen.getByRole('menuitem', { name: 'Cancelar' }));
    await user().click(await screen.findByRole('button', { name: 'Não' }));
    await advance(1000);

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requestsTo(fake.requests, 'PATCH /solicitacao/41')).toHaveLength(0);
  });

  it('archives a finished demand and refreshes the list about 2 s later', async () => {
    const { fake } = await menuOf(demandRow({ status: 'FINALIZADO' }));
    await user().click(screen.getByRole('menuitem', { name: 'Arquivar' }));
    await advance(0);

    expect(requestsTo(fake.requests, 'PATCH /solicitacao/update-archived/41')[0]?.params).toEqual({
      archived: 'true',
    });
    expect(fake.toasts).toContainEqual({ kind: 'success', message: MESSAGES.demandArchived });
    const listsBefore = requestsTo(fake.requests, 'GET /solicitacao/filter').length;
    await advance(1999);
    expect(requestsTo(fake.requests, 'GET /solicitacao/filter')).toHaveLength(listsBefore);
    await advance(1);
    expect(requestsTo(fake.requests, 'GET /solicitacao/filter')).toHaveLength(listsBefore + 1);
  });
});

describe('two fast filter changes', () => {
  it("end on the second filter's rows when the first filter's answer arrives last, its request aborted", async () => {
    const { responder: held, ...control } = holdingResponder(
      'GET /solicitacao/filter',
      responder([]),
    );
    const fake = createFakeShell(held, FIRM_ADMIN);
    await renderDemands('/demands', fake);
    await act(async () => control.held[0]!.answer({ status: 200, data: pageOf([demandRow()], 1) }));
    const status = screen.getByLabelText('Status');

    // Each change reaches the list after the filter's 200 ms (spec 2 section 9).
    await user().selectOptions(status, 'Pendente');
    await advance(200);
    await user().selectOptions(status, 'Em curso');
    await advance(200);
    expect(control.held.map((call) => call.request.params?.status)).toEqual([
      undefined,
      'PENDENTE',
      'EM_CURSO',
    ]);
    await act(async () =>
      control.held[2]!.answer({
        status: 200,
        data: pageOf([demandRow({ id: 43, demanda: 'Contrato em curso', status: 'EM_CURSO' })], 1),
      }),
    );
    await act(async () =>
      control.held[1]!.answer({
        status: 200,
        data: pageOf([demandRow({ id: 42, demanda: 'Parecer pendente', status: 'PENDENTE' })], 1),
      }),
    );

    const table = screen.getByRole('table');
    expect(within(table).getByText('Contrato em curso')).toBeInTheDocument();
    expect(within(table).queryByText('Parecer pendente')).not.toBeInTheDocument();
    expect(control.held[1]!.request.signal?.aborted).toBe(true);
  });
});
