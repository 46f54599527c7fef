import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeShell, requestsTo, routeResponder } from '@dpohub/shared-ui/testing';
import { renderAdmin } from '../test/render-admin';
import { FIRM_ADMIN } from '../test/session-users';

function clientsShell() {
  return createFakeShell(
    routeResponder({
      'GET /client/all': {
        status: 200,
        data: [
          { id: 1001, name: 'Acme Indústria Ltda', enableHoursBank: true },
          { id: 4101, name: 'Épsilon Energia', enableHoursBank: false },
        ],
      },
      'GET /client/4101/functions': {
        status: 200,
        data: { clientId: 4101, functions: ['dashboard', 'ropa'] },
      },
      'PUT /client/4101/functions': (request) => ({
        status: 200,
        data: { clientId: 4101, functions: JSON.parse(String(request.data)).functions },
      }),
      'DELETE /client/4101': { status: 204, data: '' },
      'GET /client/4101': {
        status: 200,
        data: { id: 4101, name: 'Épsilon Energia', enableHoursBank: false },
      },
      'PUT /client/4101': (request) => ({
        status: 200,
        data: { id: 4101, ...JSON.parse(String(request.data)) },
      }),
    }),
    FIRM_ADMIN,
  );
}

async function chooseEpsilon(user: ReturnType<typeof userEvent.setup>) {
  const picker = screen.getByRole('combobox', { name: 'Cliente' });
  await screen.findByRole('option', { name: 'Épsilon Energia' });
  await user.selectOptions(picker, 'Épsilon Energia');
}

describe('ClientsPage (/clients)', () => {
  it("shows the chosen client's contracted functions and saves the new list", async () => {
    const fake = clientsShell();
    await renderAdmin('/clients', fake);
    const user = userEvent.setup();
    expect(fake.setTitle).toHaveBeenCalledWith('Clientes');
    expect(
      screen.getByText('Selecione um cliente para ver as funções contratadas.'),
    ).toBeInTheDocument();

    await chooseEpsilon(user);
    const group = await screen.findByRole('group', { name: 'Funções contratadas' });
    expect(within(group).getByRole('checkbox', { name: 'ROPA' })).toBeChecked();
    expect(within(group).getByRole('checkbox', { name: 'Dashboards' })).toBeChecked();
    expect(
      within(group).getByRole('checkbox', { name: 'Controle Orçamentário' }),
    ).not.toBeChecked();

    await user.click(within(group).getByRole('checkbox', { name: 'Dashboards' }));
    await user.click(
      within(group).getByRole('checkbox', { name: 'Documentos, Contratos e Consultas' }),
    );
    await user.click(screen.getByRole('button', { name: 'Salvar' }));

    await waitFor(() =>
      expect(fake.toasts).toEqual([
        { kind: 'success', message: 'Funções contratadas salvas com sucesso!' },
      ]),
    );
    expect(
      JSON.parse(String(requestsTo(fake.requests, 'PUT /client/4101/functions')[0]?.data)),
    ).toEqual({ functions: ['ropa', 'documentsContractsConsultations'] });
  });

  it("offers 'Remover cliente do Sistema' with the spec's confirmation", async () => {
    const fake = clientsShell();
    await renderAdmin('/clients', fake);
    const user = userEvent.setup();
    const remove = screen.getByRole('button', { name: 'Remover cliente do Sistema' });
    expect(remove).toBeDisabled();

    await chooseEpsilon(user);
    await user.click(remove);
    const dialog = await screen.findByRole('dialog', { name: 'Remover cliente ?' });
    expect(
      within(dialog).getByText(
        'Tem certeza que deseja remover este cliente permanentemente do sistema?',
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Não' }));
    expect(requestsTo(fake.requests, 'DELETE /client/4101')).toHaveLength(0);

    await user.click(remove);
    await user.click(screen.getByRole('button', { name: 'Sim, quero remover' }));
    await waitFor(() =>
      expect(fake.toasts).toContainEqual({
        kind: 'success',
        message: 'Cliente removido com sucesso.',
      }),
    );
    expect(requestsTo(fake.requests, 'DELETE /client/4101')).toHaveLength(1);
  });

  it("renames the chosen client and switches its 'Controle de Horas' (platform m13)", async () => {
    const fake = clientsShell();
    await renderAdmin('/clients', fake);
    const user = userEvent.setup();

    await chooseEpsilon(user);
    const details = await screen.findByRole('group', { name: 'Dados do cliente' });
    const name = within(details).getByRole('textbox', { name: /Nome do Cliente/ });
    expect(name).toHaveValue('Épsilon Energia');
    await user.clear(name);
    await user.type(name, 'Épsilon Energia S.A.');
    await user.click(within(details).getByRole('switch', { name: 'Controle de Horas' }));
    await user.click(screen.getByRole('button', { name: 'Salvar dados' }));

    await waitFor(() => expect(requestsTo(fake.requests, 'PUT /client/4101')).toHaveLength(1));
    expect(JSON.parse(String(requestsTo(fake.requests, 'PUT /client/4101')[0]?.data))).toEqual({
      name: 'Épsilon Energia S.A.',
      enableHoursBank: true,
    });
    await waitFor(() =>
      expect(fake.toasts).toContainEqual({
        kind: 'success',
        message: 'Cliente atualizado com sucesso!',
      }),
    );
    // The picker reads the list again, to show the new name.
    await waitFor(() => expect(requestsTo(fake.requests, 'GET /client/all')).toHaveLength(2));
  });
});
