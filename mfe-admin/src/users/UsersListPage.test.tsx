import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import type { UserRow } from '@dpohub/domain';
import { ShellProvider } from '@dpohub/shared-ui';
import {
  TestQueryProvider,
  createFakeShell,
  holdingResponder,
  requestsTo,
  routeResponder,
} from '@dpohub/shared-ui/testing';
import type { FakeShell } from '@dpohub/shared-ui/testing';
import { pageOf } from '../test/pages';
import { location, renderAdmin } from '../test/render-admin';
import { CLIENT_ADMIN, FIRM_ADMIN, GRANULAR_MANAGER } from '../test/session-users';
import { UsersListPage } from './UsersListPage';

const ANA: UserRow = {
  id: 7,
  name: 'Ana Souza',
  username: 'ana',
  email: 'ana@acme.local',
  employeeDanielLaw: 0,
  jobTitle: 'Analista',
  department: 'Jurídico',
  temporaryAccess: true,
  expirationDate: '2030-03-05',
  enabled: true,
  client: { id: 1001, name: 'Acme' },
};
const BRUNO: UserRow = {
  ...ANA,
  id: 8,
  name: 'Bruno Lima',
  username: 'bruno',
  employeeDanielLaw: 2,
  jobTitle: 'Gerente',
  department: 'TI',
  temporaryAccess: false,
  expirationDate: null,
  enabled: false,
};

function listShell(user = FIRM_ADMIN, extra = {}) {
  return createFakeShell(
    routeResponder({
      'GET /user/filter': { status: 200, data: pageOf([ANA, BRUNO], 3) },
      ...extra,
    }),
    user,
  );
}

const listCalls = (fake: FakeShell) => requestsTo(fake.requests, 'GET /user/filter');
const lastQuery = (fake: FakeShell) => listCalls(fake).at(-1)?.params;

describe('UsersListPage', () => {
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('asks for the first page of 10 users sorted by name and shows the seven columns', async () => {
    const fake = listShell();
    await renderAdmin('/users', fake);

    expect(lastQuery(fake)).toEqual({ page: '0', size: '10', sort: 'name,asc' });
    const table = await screen.findByRole('table', { name: 'Usuários' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    // The firm's list says whose user each row is (platform m17).
    expect(headers.slice(0, 8)).toEqual([
      'Nome',
      'Cliente',
      'Perfil de acesso',
      'Cargo',
      'Departamento',
      'Tipo',
      'Expiração',
      'Status',
    ]);
    const [, anaRow, brunoRow] = within(table).getAllByRole('row');
    expect(
      within(anaRow as HTMLElement)
        .getAllByRole('cell')
        .slice(0, 8)
        .map((cell) => cell.textContent),
    ).toEqual([
      'Ana Souza',
      'Acme',
      'Usuário do cliente',
      'Analista',
      'Jurídico',
      'Temporária',
      '05/03/2030',
      'Ativo',
    ]);
    expect(
      within(brunoRow as HTMLElement)
        .getAllByRole('cell')
        .slice(0, 8)
        .map((cell) => cell.textContent),
    ).toEqual([
      'Bruno Lima',
      'Acme',
      'Administrador do cliente',
      'Gerente',
      'TI',
      'Permanente',
      '',
      'Inativo',
    ]);
  });

  it('says "mais de 10.000 resultados" when the API stopped counting the users', async () => {
    const capped = { ...pageOf([ANA, BRUNO], 1000), totalElements: 10000, totalCapped: true };
    const fake = listShell(FIRM_ADMIN, { 'GET /user/filter': { status: 200, data: capped } });
    await renderAdmin('/users', fake);

    expect(await screen.findByRole('navigation', { name: 'Paginação' })).toHaveTextContent(
      'mais de 10.000 resultados',
    );
  });

  it('links each row to /users/edit/{id}', async () => {
    const fake = listShell();
    await renderAdmin('/users', fake);

    const link = await screen.findByRole('link', { name: 'Ana Souza' });
    expect(link).toHaveAttribute('href', '/users/edit/7');
    await userEvent.setup().click(link);
    expect(fake.navigate).toHaveBeenCalledWith('/users/edit/7');
  });

  it('reads the page from the query, 1-based, and writes the chosen page back', async () => {
    const fake = listShell();
    await renderAdmin('/users?page=2', fake);

    expect(lastQuery(fake)).toEqual(expect.objectContaining({ page: '1' }));
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Página 3' }));

    await waitFor(() => expect(lastQuery(fake)).toEqual(expect.objectContaining({ page: '2' })));
    expect(location.current).toBe('/users?page=3');
  });

  it('searches 1000 ms after typing stops', async () => {
    jest.useFakeTimers();
    const fake = listShell();
    await renderAdmin('/users', fake);
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

    await user.type(screen.getByPlaceholderText('Buscar...'), 'ana');
    await act(async () => jest.advanceTimersByTime(999));
    expect(listCalls(fake)).toHaveLength(1);

    await act(async () => jest.advanceTimersByTime(1));
    expect(listCalls(fake)).toHaveLength(2);
    expect(lastQuery(fake)).toEqual({ page: '0', size: '10', sort: 'name,asc', search: 'ana' });
  });

  it('sends the chosen filters in the query and starts again from the first page', async () => {
    const fake = listShell();
    await renderAdmin('/users?page=2', fake);
    const user = userEvent.setup();

    await user.selectOptions(screen.getByLabelText('Tipo de permissão'), 'Temporária');
    await user.selectOptions(screen.getByLabelText('Status'), 'Inativo');
    await user.selectOptions(screen.getByLabelText('Perfil de acesso'), 'Equipe do escritório');

    await waitFor(() =>
      expect(lastQuery(fake)).toEqual({
        page: '0',
        size: '10',
        sort: 'name,asc',
        temporaryAccess: 'true',
        enabled: 'false',
        employeeDanielLaw: '1',
      }),
    );
    // Kept in the address, so going back to the list finds them again (platform m3).
    expect(location.current).toBe('/users?temporario=true&ativo=false&perfil=1');
  });

  it('opens with the search and filters its address holds, as it was left (platform m3)', async () => {
    const fake = listShell();
    await renderAdmin('/users?busca=Ana&ativo=true&page=2', fake);

    expect(lastQuery(fake)).toEqual({
      page: '1',
      size: '10',
      sort: 'name,asc',
      search: 'Ana',
      enabled: 'true',
    });
    expect(screen.getByPlaceholderText('Buscar...')).toHaveValue('Ana');
    expect(screen.getByLabelText('Status')).toHaveDisplayValue('Ativo');
    expect(sessionStorage.getItem('dpohub:usersListQuery')).toBe('busca=Ana&ativo=true&page=2');
  });

  it('has no Cliente column for a client administrator, whose users are all of one client', async () => {
    await renderAdmin('/users', listShell(CLIENT_ADMIN));

    const table = await screen.findByRole('table', { name: 'Usuários' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).not.toContain('Cliente');
    expect(headers.slice(0, 2)).toEqual(['Nome', 'Perfil de acesso']);
  });

  it('offers a client administrator a profile filter without firm staff', async () => {
    await renderAdmin('/users', listShell(CLIENT_ADMIN));

    const options = within(screen.getByLabelText('Perfil de acesso'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual(['Todos', 'Usuário do cliente', 'Administrador do cliente']);
  });

  it('has no profile filter for a granular user who manages users', async () => {
    await renderAdmin('/users', listShell(GRANULAR_MANAGER));

    expect(screen.getByLabelText('Status')).toBeInTheDocument();
    expect(screen.queryByLabelText('Perfil de acesso')).not.toBeInTheDocument();
  });

  it('opens the new-user form', async () => {
    const fake = listShell();
    await renderAdmin('/users', fake);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Novo Usuário' }));

    expect(fake.navigate).toHaveBeenCalledWith('/users/new');
  });

  it('deactivates a user from the row menu after the confirm dialog', async () => {
    const fake = listShell(FIRM_ADMIN, { 'DELETE /user/7': { status: 200, data: {} } });
    await renderAdmin('/users', fake);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Ações de Ana Souza' }));
    await user.click(screen.getByRole('menuitem', { name: 'Desativar' }));
    const dialog = screen.getByRole('dialog', {
      name: 'Você realmente deseja desativar o usuário?',
    });
    // It names the user it is about (platform m16).
    expect(dialog).toHaveTextContent('Ana Souza (ana)');
    await user.click(within(dialog).getByRole('button', { name: 'Sim' }));

    await waitFor(() =>
      expect(fake.toasts).toEqual([{ kind: 'success', message: 'Status alterado com sucesso' }]),
    );
    expect(requestsTo(fake.requests, 'DELETE /user/7')[0]?.params).toEqual({ enabled: 'false' });
    await waitFor(() => expect(listCalls(fake)).toHaveLength(2));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks to activate an inactive user and sends nothing when the answer is Não', async () => {
    const fake = listShell();
    await renderAdmin('/users', fake);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Ações de Bruno Lima' }));
    await user.click(screen.getByRole('menuitem', { name: 'Ativar' }));
    const dialog = screen.getByRole('dialog', { name: 'Você realmente deseja ativar o usuário?' });
    await user.click(within(dialog).getByRole('button', { name: 'Não' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requestsTo(fake.requests, 'DELETE /user/8')).toHaveLength(0);
  });

  it('opens the details from the row menu Editar', async () => {
    const fake = listShell();
    await renderAdmin('/users', fake);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Ações de Bruno Lima' }));
    await user.click(screen.getByRole('menuitem', { name: 'Editar' }));

    expect(fake.navigate).toHaveBeenCalledWith('/users/edit/8');
  });

  it('shows the empty text when the list fails to load', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const fake = createFakeShell(routeResponder({}), FIRM_ADMIN);
    await renderAdmin('/users', fake);

    expect(await screen.findByText('Não há dados a retornar.')).toBeInTheDocument();
    expect(fake.toasts).toEqual([]);
  });

  const rowNames = () =>
    within(screen.getByRole('table', { name: 'Usuários' }))
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[0]!.textContent);

  it("ends on the second filter's rows when the first filter's answer arrives last, its request aborted", async () => {
    const { responder, held } = holdingResponder('GET /user/filter');
    const fake = createFakeShell(responder, FIRM_ADMIN);
    await renderAdmin('/users', fake);
    await act(async () => held[0]!.answer({ status: 200, data: pageOf([ANA, BRUNO]) }));
    const user = userEvent.setup();

    await user.selectOptions(screen.getByLabelText('Status'), 'Ativo');
    await user.selectOptions(screen.getByLabelText('Status'), 'Inativo');
    await waitFor(() => expect(held).toHaveLength(3));
    expect(held[1]!.request.params).toEqual(expect.objectContaining({ enabled: 'true' }));
    expect(held[2]!.request.params).toEqual(expect.objectContaining({ enabled: 'false' }));
    // While the newer answer is on its way, the rows on screen stay, marked busy.
    expect(rowNames()).toEqual(['Ana Souza', 'Bruno Lima']);
    expect(screen.getByRole('table', { name: 'Usuários' })).toHaveAttribute('aria-busy', 'true');

    await act(async () => held[2]!.answer({ status: 200, data: pageOf([BRUNO]) }));
    await act(async () => held[1]!.answer({ status: 200, data: pageOf([ANA]) }));

    expect(rowNames()).toEqual(['Bruno Lima']);
    expect(held[1]!.request.signal?.aborted).toBe(true);
    expect(held[2]!.request.signal?.aborted).toBe(false);
    expect(screen.getByRole('table', { name: 'Usuários' })).toHaveAttribute('aria-busy', 'false');
  });

  it('shows the rows of a visit within the last minute at once and asks again behind them', async () => {
    const { responder, held } = holdingResponder('GET /user/filter');
    const fake = createFakeShell(responder, FIRM_ADMIN);
    // The same data cache across the two visits, as the shell's layout keeps it.
    const visit = (open: boolean) => (
      <ShellProvider shell={fake.shell}>
        <MemoryRouter initialEntries={['/users']}>
          <TestQueryProvider>{open ? <UsersListPage /> : null}</TestQueryProvider>
        </MemoryRouter>
      </ShellProvider>
    );
    const view = render(visit(true));
    await waitFor(() => expect(held).toHaveLength(1));
    await act(async () => held[0]!.answer({ status: 200, data: pageOf([ANA, BRUNO]) }));
    await screen.findByText('Bruno Lima');
    view.rerender(visit(false));
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    view.rerender(visit(true));

    // Before the new answer: the rows of the last visit, and the request for fresh ones.
    expect(rowNames()).toEqual(['Ana Souza', 'Bruno Lima']);
    await waitFor(() => expect(held).toHaveLength(2));
    expect(held[1]!.request.params).toEqual({ page: '0', size: '10', sort: 'name,asc' });
    await act(async () => held[1]!.answer({ status: 200, data: pageOf([BRUNO]) }));
    await waitFor(() => expect(rowNames()).toEqual(['Bruno Lima']));
  });
});
