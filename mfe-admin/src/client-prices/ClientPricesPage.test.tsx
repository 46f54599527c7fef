import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PRICE_SAVE_DEBOUNCE_MS, type ClientPriceHours } from '@dpohub/domain';
import { createFakeShell } from '@dpohub/shared-ui/testing';
import type { FakeResponse } from '@dpohub/shared-ui/testing';
import { pageOf } from '../test/pages';
import { renderAdmin } from '../test/render-admin';
import { requestsTo, routeResponder } from '@dpohub/shared-ui/testing';
import { FIRM_ADMIN } from '../test/session-users';

const ACME: ClientPriceHours = {
  id: 11,
  clientId: 1001,
  clientName: 'Acme Indústria Ltda',
  valorHora: 350,
  vigenciaInicio: '2024-01-01',
  vigenciaFim: null,
  userId: null,
};
const BETA: ClientPriceHours = {
  id: 12,
  clientId: 1002,
  clientName: 'Beta Serviços S.A.',
  valorHora: 1234.5,
  vigenciaInicio: '2023-02-01',
  vigenciaFim: '2023-12-31',
  userId: null,
};

function pricesShell(put: FakeResponse = { status: 200, data: {} }) {
  return createFakeShell(
    routeResponder({
      'GET /client-prices-hours': { status: 200, data: pageOf([ACME, BETA]) },
      'GET /client/all': {
        status: 200,
        data: [
          { id: 1001, name: 'Acme Indústria Ltda' },
          { id: 1002, name: 'Beta Serviços S.A.' },
        ],
      },
      'PUT /client-prices-hours/11': put,
      'POST /client-prices-hours': { status: 201, data: { id: 13 } },
    }),
    FIRM_ADMIN,
  );
}

const table = () => screen.getByRole('table', { name: 'Preços por hora dos clientes' });
const rowOf = (client: string) =>
  within(table()).getByRole('cell', { name: client }).closest('tr') as HTMLElement;

describe('ClientPricesPage', () => {
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('lists 12 prices per page sorted by name, in BRL and dd/MM/yyyy', async () => {
    const fake = pricesShell();
    await renderAdmin('/clientPricesHours', fake);

    expect(requestsTo(fake.requests, 'GET /client-prices-hours')[0]?.params).toEqual({
      page: '0',
      size: '12',
      sort: 'name',
    });
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Cliente', 'Preço/hora', 'Início Vigência', 'Fim Vigência', 'Ações']);
    const cells = within(rowOf('Beta Serviços S.A.'))
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual([
      'Beta Serviços S.A.',
      'R$ 1.234,50',
      '01/02/2023',
      '31/12/2023',
      'Editar',
    ]);
  });

  it('filters the list by the chosen client', async () => {
    const fake = pricesShell();
    await renderAdmin('/clientPricesHours', fake);
    const picker = screen.getByLabelText('Cliente');
    await waitFor(() => expect(picker).toBeEnabled());

    await userEvent.setup().selectOptions(picker, 'Beta Serviços S.A.');

    await waitFor(() =>
      expect(requestsTo(fake.requests, 'GET /client-prices-hours').at(-1)?.params).toEqual({
        clientId: '1002',
        page: '0',
        size: '12',
        sort: 'name',
      }),
    );
  });

  it('saves an inline edit with the exact PUT 300 ms after Salvar, then shows the row again', async () => {
    jest.useFakeTimers();
    const fake = pricesShell();
    await renderAdmin('/clientPricesHours', fake);
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

    await user.click(within(rowOf('Acme Indústria Ltda')).getByRole('cell', { name: 'R$ 350,00' }));
    const price = screen.getByLabelText('Preço/hora de Acme Indústria Ltda');
    expect(price).toHaveValue('350,00');
    await user.clear(price);
    await user.type(price, '412,5');
    expect(price).toHaveValue('412,5');
    await user.type(screen.getByLabelText('Fim Vigência de Acme Indústria Ltda'), '31122024');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));

    await act(async () => jest.advanceTimersByTime(299));
    expect(requestsTo(fake.requests, 'PUT /client-prices-hours/11')).toHaveLength(0);
    await act(async () => jest.advanceTimersByTime(1));

    const [put] = requestsTo(fake.requests, 'PUT /client-prices-hours/11');
    expect(JSON.parse(String(put?.data))).toEqual({
      id: 11,
      clientId: 1001,
      valorHora: 412.5,
      vigenciaInicio: '2024-01-01',
      vigenciaFim: '2024-12-31',
      userId: 1,
    });
    await waitFor(() =>
      expect(fake.toasts).toEqual([{ kind: 'success', message: 'Preço atualizado com sucesso!' }]),
    );
    const cells = within(rowOf('Acme Indústria Ltda'))
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual([
      'Acme Indústria Ltda',
      'R$ 412,50',
      '01/01/2024',
      '31/12/2024',
      'Editar',
    ]);
  });

  it('discards the draft on Cancelar', async () => {
    const fake = pricesShell();
    await renderAdmin('/clientPricesHours', fake);
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Editar preço de Acme Indústria Ltda' }));
    await user.type(screen.getByLabelText('Preço/hora de Acme Indústria Ltda'), '9');
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));

    expect(screen.queryByLabelText('Preço/hora de Acme Indústria Ltda')).not.toBeInTheDocument();
    expect(
      within(rowOf('Acme Indústria Ltda')).getByRole('cell', { name: 'R$ 350,00' }),
    ).toBeInTheDocument();
    expect(fake.requests.filter((r) => r.method === 'PUT')).toHaveLength(0);
  });

  it.each([
    ['Início Vigência', '31022024', 'Data de início inválida'],
    ['Fim Vigência', '3112', 'Data de fim inválida'],
    ['Fim Vigência', '01012024', 'Data de fim deve ser posterior à data de início'],
  ])('refuses %s %s with "%s"', async (field, typed, message) => {
    jest.useFakeTimers();
    const fake = pricesShell();
    await renderAdmin('/clientPricesHours', fake);
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

    await user.click(screen.getByRole('button', { name: 'Editar preço de Acme Indústria Ltda' }));
    const input = screen.getByLabelText(`${field} de Acme Indústria Ltda`);
    await user.clear(input);
    await user.type(input, typed);
    await user.click(screen.getByRole('button', { name: 'Salvar' }));

    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    // Past the save's debounce (300 ms): nothing was sent.
    await act(async () => jest.advanceTimersByTime(PRICE_SAVE_DEBOUNCE_MS));
    expect(fake.requests.filter((r) => r.method === 'PUT')).toHaveLength(0);
  });

  it('shows Erro ao atualizar preço when the save fails and stays in edit mode', async () => {
    const fake = pricesShell({ status: 500, data: { message: 'falhou' } });
    await renderAdmin('/clientPricesHours', fake);
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Editar preço de Acme Indústria Ltda' }));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));

    await waitFor(() =>
      expect(fake.toasts).toEqual([{ kind: 'error', message: 'Erro ao atualizar preço' }]),
    );
    expect(screen.getByLabelText('Preço/hora de Acme Indústria Ltda')).toBeInTheDocument();
  });

  it('logs a failed list load and shows an empty list', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const fake = createFakeShell(
      routeResponder({
        'GET /client-prices-hours': { status: 500, data: { message: 'falhou' } },
        'GET /client/all': { status: 200, data: [] },
      }),
      FIRM_ADMIN,
    );
    await renderAdmin('/clientPricesHours', fake);

    expect(await screen.findByText('Não há dados a retornar.')).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith('GET /client-prices-hours failed', expect.anything());
    expect(fake.toasts).toEqual([]);
  });

  it('creates a new price period for the chosen client', async () => {
    const fake = pricesShell();
    await renderAdmin('/clientPricesHours', fake);
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Novo preço' }));
    const dialog = await screen.findByRole('dialog', { name: 'Novo preço' });
    const picker = within(dialog).getByLabelText(/^Cliente/);
    await waitFor(() => expect(picker).toBeEnabled());
    await user.selectOptions(picker, 'Acme Indústria Ltda');
    // The three fields are marked required alike (platform m26).
    expect(
      within(dialog)
        .getAllByText('*')
        .map((mark) => mark.parentElement?.textContent),
    ).toEqual(['Cliente *', 'Preço/hora *', 'Início Vigência *']);
    await user.type(within(dialog).getByLabelText('Preço/hora'), '400');
    await user.type(within(dialog).getByLabelText('Início Vigência'), '01072025');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));

    await waitFor(() =>
      expect(fake.toasts).toEqual([{ kind: 'success', message: 'Preço cadastrado com sucesso!' }]),
    );
    expect(
      JSON.parse(String(requestsTo(fake.requests, 'POST /client-prices-hours')[0]?.data)),
    ).toEqual({
      clientId: 1001,
      valorHora: 400,
      vigenciaInicio: '2025-07-01',
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requestsTo(fake.requests, 'GET /client-prices-hours')).toHaveLength(2);
  });

  it('refuses a new price without a valid start date', async () => {
    const fake = pricesShell();
    await renderAdmin('/clientPricesHours', fake);
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Novo preço' }));
    const dialog = await screen.findByRole('dialog', { name: 'Novo preço' });
    const picker = within(dialog).getByLabelText(/^Cliente/);
    await waitFor(() => expect(picker).toBeEnabled());
    await user.selectOptions(picker, 'Acme Indústria Ltda');
    await user.type(within(dialog).getByLabelText('Preço/hora'), '400');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));

    expect(within(dialog).getByRole('alert')).toHaveTextContent('Data de início inválida');
    expect(requestsTo(fake.requests, 'POST /client-prices-hours')).toHaveLength(0);
  });

  it('shows each problem of Novo preço under its own field, and clears only the edited one', async () => {
    const fake = pricesShell();
    await renderAdmin('/clientPricesHours', fake);
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Novo preço' }));
    const dialog = await screen.findByRole('dialog', { name: 'Novo preço' });
    await waitFor(() => expect(within(dialog).getByLabelText(/Cliente/)).toBeEnabled());
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));

    const price = within(dialog).getByLabelText('Preço/hora');
    const start = within(dialog).getByLabelText('Início Vigência');
    expect(
      within(dialog)
        .getAllByRole('alert')
        .map((alert) => alert.textContent),
    ).toEqual(['Campo obrigatório', 'Campo obrigatório', 'Data de início inválida']);
    expect(price).toHaveAttribute('aria-invalid', 'true');
    expect(price).toHaveAccessibleDescription('Campo obrigatório');
    expect(start).toHaveAccessibleDescription('Data de início inválida');

    await user.type(price, '400');
    expect(price).not.toHaveAttribute('aria-invalid');
    expect(
      within(dialog)
        .getAllByRole('alert')
        .map((alert) => alert.textContent),
    ).toEqual(['Campo obrigatório', 'Data de início inválida']);
    expect(requestsTo(fake.requests, 'POST /client-prices-hours')).toHaveLength(0);
  });

  it("shows the server's reason when a price edit overlaps another period", async () => {
    const fake = pricesShell({
      status: 400,
      data: { message: 'O período de vigência se sobrepõe a outro período deste cliente' },
    });
    await renderAdmin('/clientPricesHours', fake);
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Editar preço de Acme Indústria Ltda' }));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));

    await waitFor(() =>
      expect(fake.toasts).toEqual([
        {
          kind: 'error',
          message: 'O período de vigência se sobrepõe a outro período deste cliente',
        },
      ]),
    );
    expect(screen.getByLabelText('Preço/hora de Acme Indústria Ltda')).toBeInTheDocument();
  });
});
