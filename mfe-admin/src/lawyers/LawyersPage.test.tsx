import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Lawyer } from '@dpohub/domain';
import { createFakeShell } from '@dpohub/shared-ui/testing';
import type { FakeShell } from '@dpohub/shared-ui/testing';
import { pageOf } from '../test/pages';
import { renderAdmin } from '../test/render-admin';
import { requestsTo, routeResponder } from '@dpohub/shared-ui/testing';
import { FIRM_ADMIN } from '../test/session-users';

// Lawyers with no account field: the status change then sends none.
const LAWYERS: Omit<Lawyer, 'userId'>[] = [
  { id: 1, name: 'Helena Prado', status: true },
  { id: 2, name: 'Otávio Reis', status: false },
];

function lawyersShell() {
  return createFakeShell(
    routeResponder({
      'GET /lawyer/filter': { status: 200, data: pageOf(LAWYERS) },
      'POST /lawyer': { status: 201, data: { id: 3, name: 'Nova', status: true } },
      'PUT /lawyer/1': { status: 200, data: { ...LAWYERS[0], status: false } },
      'PUT /lawyer/2': { status: 409, data: { message: 'Já existe um advogado com este nome' } },
      'GET /lawyer/contas': {
        status: 200,
        data: [{ id: 7, name: 'Helena Prado', email: 'helena@dpohub.local' }],
      },
    }),
    FIRM_ADMIN,
  );
}

const listCalls = (fake: FakeShell) => requestsTo(fake.requests, 'GET /lawyer/filter');

async function openModal(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Novo Advogado' }));
  return screen.getByRole('dialog', { name: 'Adicionar Advogado' });
}

describe('LawyersPage', () => {
  afterEach(() => jest.useRealTimers());

  it('lists 10 lawyers per page in the columns Advogado and Status', async () => {
    const fake = lawyersShell();
    await renderAdmin('/lawyerManagement', fake);

    expect(listCalls(fake)[0]?.params).toEqual({ page: '0', size: '10' });
    const table = screen.getByRole('table', { name: 'Advogados' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Advogado', 'Status', 'Ações']);
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['Helena PradoAtivoEditar', 'Otávio ReisInativoEditar']);
  });

  it('searches by name 1000 ms after typing stops', async () => {
    jest.useFakeTimers();
    const fake = lawyersShell();
    await renderAdmin('/lawyerManagement', fake);
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

    await user.type(screen.getByPlaceholderText('Busca por advogado'), 'hel');
    await act(async () => jest.advanceTimersByTime(999));
    expect(listCalls(fake)).toHaveLength(1);
    await act(async () => jest.advanceTimersByTime(1));

    expect(listCalls(fake).at(-1)?.params).toEqual({ page: '0', size: '10', name: 'hel' });
  });

  it('lets only letters and spaces be typed and saves the trimmed name', async () => {
    const fake = lawyersShell();
    await renderAdmin('/lawyerManagement', fake);
    const user = userEvent.setup();
    const dialog = await openModal(user);
    const input = within(dialog).getByLabelText('Nome do advogado');

    expect(input).toHaveFocus();
    await user.type(input, '  João 2 da Silva!  ');
    expect(input).toHaveValue('  João  da Silva  ');
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }));

    await waitFor(() =>
      expect(fake.toasts).toEqual([
        { kind: 'success', message: 'Advogado cadastrado com sucesso!' },
      ]),
    );
    expect(JSON.parse(String(requestsTo(fake.requests, 'POST /lawyer')[0]?.data))).toEqual({
      id: 0,
      name: 'João  da Silva',
      status: true,
      userId: null,
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(listCalls(fake)).toHaveLength(2);
  });

  it('warns Informe o nome do advogado! for an empty name', async () => {
    const fake = lawyersShell();
    await renderAdmin('/lawyerManagement', fake);
    const user = userEvent.setup();
    const dialog = await openModal(user);

    await user.type(within(dialog).getByLabelText('Nome do advogado'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }));

    expect(fake.toasts).toEqual([{ kind: 'warn', message: 'Informe o nome do advogado!' }]);
    expect(requestsTo(fake.requests, 'POST /lawyer')).toHaveLength(0);
    expect(screen.getByRole('dialog', { name: 'Adicionar Advogado' })).toBeInTheDocument();
  });

  it('toggles the status through the badge and its confirm modal', async () => {
    const fake = lawyersShell();
    await renderAdmin('/lawyerManagement', fake);
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Alterar status de Helena Prado' }));
    const dialog = screen.getByRole('dialog', { name: 'Alterar status do advogado' });
    expect(dialog).toHaveTextContent('Você realmente deseja inativar o advogado Helena Prado?');
    await user.click(within(dialog).getByRole('button', { name: 'Sim' }));

    await waitFor(() =>
      expect(fake.toasts).toEqual([
        { kind: 'success', message: 'Status do advogado alterado com sucesso!' },
      ]),
    );
    expect(JSON.parse(String(requestsTo(fake.requests, 'PUT /lawyer/1')[0]?.data))).toEqual({
      id: 1,
      name: 'Helena Prado',
      status: false,
    });
    expect(listCalls(fake)).toHaveLength(2);
  });

  it('leaves the status as it was when the modal is declined', async () => {
    const fake = lawyersShell();
    await renderAdmin('/lawyerManagement', fake);
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Alterar status de Otávio Reis' }));
    const dialog = screen.getByRole('dialog', { name: 'Alterar status do advogado' });
    expect(dialog).toHaveTextContent('Você realmente deseja ativar o advogado Otávio Reis?');
    await user.click(within(dialog).getByRole('button', { name: 'Não' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fake.requests.filter((r) => r.method === 'PUT')).toHaveLength(0);
  });

  it('renames a lawyer from Editar, with the name prefilled (platform m12)', async () => {
    const fake = lawyersShell();
    await renderAdmin('/lawyerManagement', fake);
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Editar Helena Prado' }));
    const dialog = screen.getByRole('dialog', { name: 'Editar Advogado' });
    const input = within(dialog).getByLabelText('Nome do advogado');
    expect(input).toHaveValue('Helena Prado');
    await user.clear(input);
    await user.type(input, ' Helena Prado Souza ');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));

    await waitFor(() => expect(requestsTo(fake.requests, 'PUT /lawyer/1')).toHaveLength(1));
    expect(JSON.parse(String(requestsTo(fake.requests, 'PUT /lawyer/1')[0]?.data))).toEqual({
      id: 1,
      name: 'Helena Prado Souza',
      status: true,
      userId: null,
    });
    await waitFor(() =>
      expect(fake.toasts).toEqual([
        { kind: 'success', message: 'Advogado atualizado com sucesso!' },
      ]),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('links a lawyer to a staff account, told of the demands given to them (demands M3)', async () => {
    const fake = lawyersShell();
    await renderAdmin('/lawyerManagement', fake);
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Editar Helena Prado' }));
    const dialog = screen.getByRole('dialog', { name: 'Editar Advogado' });
    const account = within(dialog).getByRole('combobox', { name: 'Conta de usuário (opcional)' });
    expect(account).toHaveValue('');
    expect(account).toHaveAccessibleDescription(
      'Com uma conta, o advogado recebe por e-mail os avisos das solicitações atribuídas a ele.',
    );
    await within(dialog).findByRole('option', { name: 'Helena Prado (helena@dpohub.local)' });
    await user.selectOptions(account, 'Helena Prado (helena@dpohub.local)');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));

    await waitFor(() => expect(requestsTo(fake.requests, 'PUT /lawyer/1')).toHaveLength(1));
    expect(JSON.parse(String(requestsTo(fake.requests, 'PUT /lawyer/1')[0]?.data))).toEqual({
      id: 1,
      name: 'Helena Prado',
      status: true,
      userId: 7,
    });
  });

  it('keeps the rename open when the name is taken, the server saying so (platform m12)', async () => {
    const fake = lawyersShell();
    await renderAdmin('/lawyerManagement', fake);
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Editar Otávio Reis' }));
    const dialog = screen.getByRole('dialog', { name: 'Editar Advogado' });
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));

    await waitFor(() => expect(requestsTo(fake.requests, 'PUT /lawyer/2')).toHaveLength(1));
    expect(screen.getByRole('dialog', { name: 'Editar Advogado' })).toBeInTheDocument();
    expect(fake.toasts).not.toContainEqual({
      kind: 'success',
      message: 'Advogado atualizado com sucesso!',
    });
  });
});
