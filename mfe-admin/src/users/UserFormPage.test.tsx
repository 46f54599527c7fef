import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, formatApiDate, formatDisplayDate } from '@dpohub/domain';
import type { UserDetail } from '@dpohub/domain';
import type { SessionUser } from '@dpohub/shared-ui';
import { createFakeShell } from '@dpohub/shared-ui/testing';
import type { FakeShell } from '@dpohub/shared-ui/testing';
import { renderAdmin } from '../test/render-admin';
import { requestsTo, routeResponder } from '@dpohub/shared-ui/testing';
import { CLIENT_ADMIN, FIRM_ADMIN, GRANULAR_MANAGER } from '../test/session-users';

const GROUPS = [
  {
    id: 1,
    name: 'Avaliações e Recursos',
    roles: [
      { id: 3, name: 'ROLE_AVALIACAO_NOVOS_PROJETOS', description: 'Avaliação de Novos Projetos' },
      { id: 6, name: 'ROLE_REGISTRO_OPERACAO_TRATAMENTO_DADOS', description: 'ROPA' },
    ],
  },
  {
    id: 3,
    name: 'Usuários',
    roles: [{ id: 8, name: 'ROLE_GESTAO_USUARIOS', description: 'Gerenciamento de Usuários' }],
  },
];

const ANA: UserDetail = {
  id: 7,
  username: 'ana',
  name: 'Ana Souza',
  email: 'ana@acme.local',
  jobTitle: 'Analista',
  department: 'Jurídico',
  employeeDanielLaw: 0,
  admin: false,
  temporaryAccess: false,
  expirationDate: null,
  enabled: true,
  client: { id: 1001, name: 'Acme Indústria Ltda' },
  roles: [
    { id: 2, name: 'ROLE_USER', description: 'Acesso básico ao portal' },
    { id: 3, name: 'ROLE_AVALIACAO_NOVOS_PROJETOS', description: 'Avaliação de Novos Projetos' },
  ],
};

function formShell(user: SessionUser = FIRM_ADMIN) {
  return createFakeShell(
    routeResponder({
      'GET /group-role/0': { status: 200, data: GROUPS },
      'GET /client/all': {
        status: 200,
        data: [
          { id: 1001, name: 'Acme Indústria Ltda' },
          { id: 1002, name: 'Beta Serviços S.A.' },
        ],
      },
      'GET /user/7': { status: 200, data: ANA },
      'POST /user': { status: 201, data: { id: 9 } },
      'PUT /user/7': { status: 200, data: { id: 7 } },
      'DELETE /user/7': { status: 200, data: { id: 7, enabled: false } },
    }),
    user,
  );
}

const bodyOf = (fake: FakeShell, route: string) =>
  JSON.parse(String(requestsTo(fake.requests, route)[0]?.data)) as unknown;

async function fillIdentity(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Usuário/), 'bia');
  await user.type(screen.getByLabelText(/^Nome/), 'Beatriz Alves');
  await user.type(screen.getByLabelText(/^Email/), 'bia@acme.local');
  await user.type(screen.getByLabelText(/^Cargo/), 'Analista');
  await user.type(screen.getByLabelText(/^Departamento/), 'Compras');
}

const profileSelect = () => screen.getByLabelText(/^Perfil de Acesso/);
const clientSelect = () => screen.getByLabelText(/^Cliente/);
const permissions = () => screen.queryByRole('region', { name: 'Permissões' });

describe('UserFormPage: new user', () => {
  it('shows the permissions section only for the granular client profile', async () => {
    const fake = formShell();
    await renderAdmin('/users/new', fake);
    const user = userEvent.setup();

    expect(permissions()).not.toBeInTheDocument();
    await user.selectOptions(profileSelect(), 'Administrador do cliente');
    expect(permissions()).not.toBeInTheDocument();
    await user.selectOptions(profileSelect(), 'Equipe do escritório');
    expect(permissions()).not.toBeInTheDocument();

    await user.selectOptions(profileSelect(), 'Usuário do cliente');
    const section = permissions() as HTMLElement;
    expect(within(section).getByRole('radio', { name: 'Permanente' })).toBeChecked();
    expect(within(section).getByRole('radio', { name: 'Temporária' })).not.toBeChecked();
    expect(within(section).getByText('Avaliações e Recursos')).toBeInTheDocument();
    expect(within(section).getByRole('checkbox', { name: 'ROPA' })).not.toBeChecked();
    expect(requestsTo(fake.requests, 'GET /group-role/0')[0]?.params).toEqual({ ids: '1' });
  });

  it('asks for Data de Validade when temporary, at most 15 days ahead, with the note', async () => {
    const fake = formShell();
    await renderAdmin('/users/new', fake);
    const user = userEvent.setup();
    await user.selectOptions(profileSelect(), 'Usuário do cliente');
    await fillIdentity(user);

    expect(screen.queryByLabelText(/^Data de Validade/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Temporária' }));
    expect(
      within(permissions() as HTMLElement).getByText(
        'O tempo máximo para o acesso temporário é de 15 dias',
      ),
    ).toBeInTheDocument();
    await user.type(
      screen.getByLabelText(/^Data de Validade/),
      formatDisplayDate(addDays(new Date(), 16)).replace(/\//g, ''),
    );
    await user.click(screen.getByRole('checkbox', { name: 'ROPA' }));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));

    expect(
      await screen.findByText('O tempo máximo para o acesso temporário é de 15 dias', {
        selector: '[role="alert"]',
      }),
    ).toBeInTheDocument();
    expect(requestsTo(fake.requests, 'POST /user')).toHaveLength(0);
  });

  it('requires Data de Validade when temporary', async () => {
    const fake = formShell();
    await renderAdmin('/users/new', fake);
    const user = userEvent.setup();
    await user.selectOptions(profileSelect(), 'Usuário do cliente');
    await fillIdentity(user);
    await user.click(screen.getByRole('radio', { name: 'Temporária' }));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText('Campo obrigatório')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Data de Validade/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('refuses a granular user without a permission: Selecione pelo menos uma permissão!', async () => {
    const fake = formShell();
    await renderAdmin('/users/new', fake);
    const user = userEvent.setup();
    await user.selectOptions(profileSelect(), 'Usuário do cliente');
    await fillIdentity(user);
    await user.click(screen.getByRole('button', { name: 'Salvar' }));

    await waitFor(() =>
      expect(fake.toasts).toEqual([
        { kind: 'warn', message: 'Selecione pelo menos uma permissão!' },
      ]),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Selecione pelo menos uma permissão!');
    expect(requestsTo(fake.requests, 'POST /user')).toHaveLength(0);
  });

  it('requires the identity fields and the profile', async () => {
    const fake = formShell();
    await renderAdmin('/users/new', fake);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Salvar' }));

    expect(await screen.findAllByText('Campo obrigatório')).toHaveLength(6);
    expect(requestsTo(fake.requests, 'POST /user')).toHaveLength(0);
  });

  it('sends the exact body, with ROLE_USER added, then goes to /users', async () => {
    const fake = formShell();
    await renderAdmin('/users/new', fake);
    const user = userEvent.setup();
    const expiry = addDays(new Date(), 15);

    await user.selectOptions(profileSelect(), 'Usuário do cliente');
    await waitFor(() => expect(clientSelect()).toBeEnabled());
    await user.selectOptions(clientSelect(), 'Beta Serviços S.A.');
    await fillIdentity(user);
    await user.click(screen.getByRole('radio', { name: 'Temporária' }));
    await user.type(
      screen.getByLabelText(/^Data de Validade/),
      formatDisplayDate(expiry).replace(/\//g, ''),
    );
    await user.click(screen.getByRole('checkbox', { name: 'ROPA' }));
    await user.click(screen.getByRole('checkbox', { name: 'Gerenciamento de Usuários' }));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));

    await waitFor(() => expect(fake.navigate).toHaveBeenCalledWith('/users'));
    expect(bodyOf(fake, 'POST /user')).toEqual({
      username: 'bia',
      name: 'Beatriz Alves',
      email: 'bia@acme.local',
      jobTitle: 'Analista',
      department: 'Compras',
      employeeDanielLaw: 0,
      client: { id: 1002 },
      temporaryAccess: true,
      expirationDate: formatApiDate(expiry),
      roles: [{ id: 2 }, { id: 6 }, { id: 8 }],
    });
    expect(fake.toasts).toEqual([{ kind: 'success', message: 'Usuário criado com sucesso!' }]);
  });

  it('locks a client administrator to their own client and to the client profiles', async () => {
    const fake = formShell(CLIENT_ADMIN);
    await renderAdmin('/users/new', fake);
    const user = userEvent.setup();

    await waitFor(() => expect(clientSelect()).toHaveValue('1001'));
    expect(clientSelect()).toBeDisabled();
    expect(
      within(profileSelect())
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Selecione', 'Usuário do cliente', 'Administrador do cliente']);
    expect(screen.queryByRole('button', { name: 'Novo Cliente' })).not.toBeInTheDocument();

    await user.selectOptions(profileSelect(), 'Administrador do cliente');
    await fillIdentity(user);
    await user.click(screen.getByRole('button', { name: 'Salvar' }));

    await waitFor(() => expect(fake.navigate).toHaveBeenCalledWith('/users'));
    expect(bodyOf(fake, 'POST /user')).toEqual(
      expect.objectContaining({
        employeeDanielLaw: 2,
        client: { id: 1001 },
        temporaryAccess: false,
        expirationDate: null,
      }),
    );
  });

  it('locks a granular user manager to the granular profile', async () => {
    await renderAdmin('/users/new', formShell(GRANULAR_MANAGER));

    expect(profileSelect()).toBeDisabled();
    expect(profileSelect()).toHaveDisplayValue('Usuário do cliente');
    expect(permissions()).toBeInTheDocument();
    await waitFor(() => expect(clientSelect()).toHaveValue('1001'));
    expect(clientSelect()).toBeDisabled();
  });

  it('goes back to the list on Cancelar', async () => {
    const fake = formShell();
    await renderAdmin('/users/new', fake);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Cancelar' }));

    expect(fake.navigate).toHaveBeenCalledWith('/users');
  });
});

describe('UserFormPage: details', () => {
  it('opens in view mode with Editar Usuário and Desativar Usuário', async () => {
    await renderAdmin('/users/edit/7', formShell());

    expect(await screen.findByDisplayValue('Ana Souza')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Editar Usuário' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Desativar Usuário' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Salvar' })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Avaliação de Novos Projetos' })).toBeChecked();
  });

  it('edits with profile and username locked and saves with PUT', async () => {
    const fake = formShell();
    await renderAdmin('/users/edit/7', fake);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Editar Usuário' }));
    expect(profileSelect()).toBeDisabled();
    expect(screen.getByLabelText(/^Usuário/)).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Cargo/));
    await user.type(screen.getByLabelText(/^Cargo/), 'Coordenadora');
    await user.click(screen.getByRole('checkbox', { name: 'ROPA' }));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));

    await waitFor(() => expect(fake.navigate).toHaveBeenCalledWith('/users'));
    expect(bodyOf(fake, 'PUT /user/7')).toEqual({
      username: 'ana',
      name: 'Ana Souza',
      email: 'ana@acme.local',
      jobTitle: 'Coordenadora',
      department: 'Jurídico',
      employeeDanielLaw: 0,
      client: { id: 1001 },
      temporaryAccess: false,
      expirationDate: null,
      roles: [{ id: 2 }, { id: 3 }, { id: 6 }],
    });
    expect(fake.toasts).toEqual([{ kind: 'success', message: 'Usuário editado com sucesso!' }]);
  });

  it('discards the edits on Cancelar and returns to view mode', async () => {
    const fake = formShell();
    await renderAdmin('/users/edit/7', fake);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Editar Usuário' }));
    await user.clear(screen.getByLabelText(/^Nome/));
    await user.type(screen.getByLabelText(/^Nome/), 'Outro Nome');
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));

    expect(screen.getByLabelText(/^Nome/)).toHaveValue('Ana Souza');
    expect(screen.getByRole('button', { name: 'Editar Usuário' })).toBeInTheDocument();
    expect(requestsTo(fake.requests, 'PUT /user/7')).toHaveLength(0);
  });

  it('deactivates the user after the confirm dialog', async () => {
    const fake = formShell();
    await renderAdmin('/users/edit/7', fake);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Desativar Usuário' }));
    const dialog = screen.getByRole('dialog', {
      name: 'Você realmente deseja desativar o usuário?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Sim' }));

    expect(await screen.findByRole('button', { name: 'Ativar Usuário' })).toBeInTheDocument();
    expect(requestsTo(fake.requests, 'DELETE /user/7')[0]?.params).toEqual({ enabled: 'false' });
    expect(fake.toasts).toEqual([{ kind: 'success', message: 'Status alterado com sucesso' }]);
  });
});

describe('UserFormPage: what the user used to miss', () => {
  it('marks Cliente required for an admin and says so instead of sending without it', async () => {
    const fake = formShell();
    await renderAdmin('/users/new', fake);
    const user = userEvent.setup();
    await user.selectOptions(profileSelect(), 'Administrador do cliente');
    await waitFor(() => expect(screen.getByLabelText(/^Cliente/)).toBeEnabled());
    expect(screen.getByLabelText(/^Cliente/)).toHaveAttribute('aria-required', 'true');
    await fillIdentity(user);
    await user.click(screen.getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText('Selecione o cliente do usuário')).toBeInTheDocument();
    expect(requestsTo(fake.requests, 'POST /user')).toHaveLength(0);
  });

  it("locks and empties Cliente for the firm's staff and sends no client (platform m14)", async () => {
    const fake = formShell();
    await renderAdmin('/users/new', fake);
    const user = userEvent.setup();
    await user.selectOptions(profileSelect(), 'Administrador do cliente');
    await waitFor(() => expect(clientSelect()).toBeEnabled());
    await user.selectOptions(clientSelect(), 'Beta Serviços S.A.');

    await user.selectOptions(profileSelect(), 'Equipe do escritório');
    await waitFor(() => expect(clientSelect()).toBeDisabled());
    expect(clientSelect()).toHaveValue('');
    await fillIdentity(user);
    await user.click(screen.getByRole('button', { name: 'Salvar' }));

    await waitFor(() => expect(requestsTo(fake.requests, 'POST /user')).toHaveLength(1));
    expect(bodyOf(fake, 'POST /user')).toMatchObject({ employeeDanielLaw: 1, client: null });
  });

  it('stops each text field at the 255 characters the server keeps, and says so (platform m14)', async () => {
    await renderAdmin('/users/new', formShell());
    for (const label of [/^Usuário/, /^Nome/, /^Email/, /^Cargo/, /^Departamento/]) {
      expect(screen.getByLabelText(label)).toHaveAttribute('maxLength', '255');
    }
  });

  it("shows the server's message when a duplicate username answers 409", async () => {
    const fake = createFakeShell(
      routeResponder({
        'GET /group-role/0': { status: 200, data: GROUPS },
        'GET /client/all': { status: 200, data: [{ id: 1001, name: 'Acme Indústria Ltda' }] },
        'POST /user': { status: 409, data: { message: 'Nome de usuário já cadastrado' } },
      }),
      CLIENT_ADMIN,
    );
    await renderAdmin('/users/new', fake);
    const user = userEvent.setup();
    await user.selectOptions(profileSelect(), 'Administrador do cliente');
    await fillIdentity(user);
    await user.click(screen.getByRole('button', { name: 'Salvar' }));

    await waitFor(() =>
      expect(fake.toasts).toContainEqual({
        kind: 'error',
        message: 'Nome de usuário já cadastrado',
      }),
    );
    expect(fake.navigate).not.toHaveBeenCalled();
  });

  it('offers a granular user manager only the permissions they hold', async () => {
    await renderAdmin('/users/new', formShell(GRANULAR_MANAGER));
    expect(
      await screen.findByRole('checkbox', { name: 'Gerenciamento de Usuários' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'ROPA' })).not.toBeInTheDocument();
    expect(screen.queryByText('Avaliações e Recursos')).not.toBeInTheDocument();
  });

  it('offers Editar Usuário only on a user whose every permission the manager holds (platform m10)', async () => {
    // ANA holds Avaliação de Novos Projetos, which the granular manager lacks.
    await renderAdmin('/users/edit/7', formShell(GRANULAR_MANAGER));

    expect(await screen.findByDisplayValue('Ana Souza')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Editar Usuário' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Desativar Usuário' })).not.toBeInTheDocument();
    expect(
      screen.getByText(
        'Você não pode alterar um usuário que possui permissões que você não possui',
      ),
    ).toBeInTheDocument();
    // The reader still sees what the user holds.
    expect(screen.getByRole('checkbox', { name: 'Avaliação de Novos Projetos' })).toBeChecked();
  });

  it('offers Editar Usuário to the manager on a user holding only what the manager holds', async () => {
    const weaker: UserDetail = {
      ...ANA,
      roles: [
        { id: 2, name: 'ROLE_USER', description: 'Acesso básico ao portal' },
        { id: 8, name: 'ROLE_GESTAO_USUARIOS', description: 'Gerenciamento de Usuários' },
      ],
    };
    const fake = createFakeShell(
      routeResponder({
        'GET /group-role/0': { status: 200, data: GROUPS },
        'GET /client/all': { status: 200, data: [{ id: 1001, name: 'Acme Indústria Ltda' }] },
        'GET /user/7': { status: 200, data: weaker },
      }),
      GRANULAR_MANAGER,
    );
    await renderAdmin('/users/edit/7', fake);

    expect(await screen.findByRole('button', { name: 'Editar Usuário' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Desativar Usuário' })).toBeInTheDocument();
  });

  it('never offers a participant to a manager without the participant role (security C1)', async () => {
    const participant: UserDetail = {
      ...ANA,
      roles: [
        { id: 2, name: 'ROLE_USER', description: 'Acesso básico ao portal' },
        { id: 23, name: 'ROLE_GESTAO_PARTICIPANTE', description: 'Participante' },
      ],
    };
    const fake = createFakeShell(
      routeResponder({
        'GET /group-role/0': { status: 200, data: GROUPS },
        'GET /client/all': { status: 200, data: [{ id: 1001, name: 'Acme Indústria Ltda' }] },
        'GET /user/7': { status: 200, data: participant },
      }),
      GRANULAR_MANAGER,
    );
    await renderAdmin('/users/edit/7', fake);

    expect(await screen.findByDisplayValue('Ana Souza')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Editar Usuário' })).not.toBeInTheDocument();
  });

  it("shows 'not found' with a way back for an unknown or forbidden id", async () => {
    const fake = createFakeShell(
      routeResponder({
        'GET /group-role/0': { status: 200, data: GROUPS },
        'GET /user/404': { status: 404, data: { message: 'Usuário não encontrado' } },
      }),
      FIRM_ADMIN,
    );
    await renderAdmin('/users/edit/404', fake);

    expect(await screen.findByText('Usuário não encontrado ou sem acesso.')).toBeInTheDocument();
    expect(screen.queryByText('Carregando usuário')).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Voltar para Usuários' }));
    expect(fake.navigate).toHaveBeenCalledWith('/users');
  });
});
