import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CLIENT_USER, createTestShell, renderWithShell } from '../test/test-shell';
import { NOTIFICATION_PREFERENCES_PATH } from './NotificationPreferencesDialog';
import { ProfileMenu } from './ProfileMenu';

const PREFERENCES = [
  { kind: 'statusChanged', label: 'Mudança de status das minhas solicitações', enabled: true },
  { kind: 'firmComment', label: 'Novo comentário do escritório', enabled: false },
  {
    kind: 'participantAdded',
    label: 'Inclusão como participante de uma solicitação',
    enabled: true,
  },
];

describe('e-mail preferences in the profile menu', () => {
  it('opens from the profile menu, shows each kind with its switch and saves the changes', async () => {
    const user = userEvent.setup();
    const test = createTestShell(CLIENT_USER, { [NOTIFICATION_PREFERENCES_PATH]: PREFERENCES });
    render(renderWithShell(test.shell, <ProfileMenu userName={CLIENT_USER.name} />));

    await user.click(screen.getByRole('button', { name: `Menu do usuário ${CLIENT_USER.name}` }));
    await user.click(screen.getByRole('menuitem', { name: 'Notificações por e-mail' }));

    const dialog = await screen.findByRole('dialog', { name: 'Notificações por e-mail' });
    const switches = await within(dialog).findAllByRole('switch');
    expect(
      switches.map((item) => [
        item.closest('label')!.textContent,
        (item as HTMLInputElement).checked,
      ]),
    ).toEqual([
      ['Mudança de status das minhas solicitações', true],
      ['Novo comentário do escritório', false],
      ['Inclusão como participante de uma solicitação', true],
    ]);

    await user.click(
      within(dialog).getByRole('switch', { name: 'Mudança de status das minhas solicitações' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));

    expect(test.requests).toEqual([
      `GET ${NOTIFICATION_PREFERENCES_PATH}`,
      `PUT ${NOTIFICATION_PREFERENCES_PATH}`,
    ]);
    expect(test.toast.success).toHaveBeenCalledWith(
      'Preferências de notificação salvas com sucesso!',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('warns and closes when the preferences cannot be loaded', async () => {
    const user = userEvent.setup();
    const test = createTestShell(CLIENT_USER, {});
    render(renderWithShell(test.shell, <ProfileMenu userName={CLIENT_USER.name} />));
    await user.click(screen.getByRole('button', { name: `Menu do usuário ${CLIENT_USER.name}` }));
    await user.click(screen.getByRole('menuitem', { name: 'Notificações por e-mail' }));
    await waitFor(() =>
      expect(test.toast.warn).toHaveBeenCalledWith(
        'Não foi possível carregar as preferências de notificação.',
      ),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
