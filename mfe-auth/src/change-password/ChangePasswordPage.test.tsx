import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PASSWORD_RULES } from '@dpohub/domain';
import { createFakeShell } from '@dpohub/shared-ui/testing';
import { renderAuth } from '../test/render-auth';

async function fill(oldPassword: string, newPassword: string, confirmation: string) {
  const user = userEvent.setup();
  if (oldPassword) await user.type(screen.getByLabelText('Senha atual'), oldPassword);
  if (newPassword) await user.type(screen.getByLabelText('Nova senha'), newPassword);
  if (confirmation) await user.type(screen.getByLabelText('Confirmar nova senha'), confirmation);
  await user.click(screen.getByRole('button', { name: /Salvar/ }));
}

describe('ChangePasswordPage', () => {
  it('is titled "Alterar Senha" and names the fields oldPassword and newPassword', async () => {
    const fake = createFakeShell();
    await renderAuth('/changePassword', fake);

    expect(fake.setTitle).toHaveBeenCalledWith('Alterar Senha');
    expect(screen.getByLabelText('Senha atual')).toHaveAttribute('name', 'oldPassword');
    expect(screen.getByLabelText('Nova senha')).toHaveAttribute('name', 'newPassword');
  });

  it('requires the three fields', async () => {
    const fake = createFakeShell();
    await renderAuth('/changePassword', fake);

    await fill('', '', '');

    expect(await screen.findAllByText('Campo obrigatório')).toHaveLength(3);
    expect(screen.getByLabelText('Senha atual')).toHaveFocus();
    expect(fake.requests).toHaveLength(0);
  });

  it('shows the live checklist of the password rules', async () => {
    await renderAuth('/changePassword', createFakeShell());
    const list = screen.getByRole('list', { name: 'A senha deve conter:' });

    await userEvent.setup().type(screen.getByLabelText('Nova senha'), 'Segr@123');

    const met = within(list)
      .getAllByRole('listitem')
      .filter((item) => item.dataset.met === 'true');
    expect(met).toHaveLength(PASSWORD_RULES.length);
  });

  it('rejects a confirmation that differs', async () => {
    await renderAuth('/changePassword', createFakeShell());

    await fill('Antiga@1', 'Segr@123', 'Segr@124');

    expect(await screen.findByText('As senhas não conferem')).toBeInTheDocument();
  });

  it('updates the password, keeps the session and goes home with the message (platform m1)', async () => {
    const fake = createFakeShell(() => ({ status: 200 }));
    const token = fake.shell.session.getToken();
    await renderAuth('/changePassword', fake);

    await fill('Antiga@1', 'Segr@123', 'Segr@123');

    await waitFor(() => expect(fake.navigate).toHaveBeenCalledWith('/home'));
    // Was a sign-out and /login with no explanation.
    expect(fake.navigate).not.toHaveBeenCalledWith('/login');
    expect(fake.shell.session.getToken()).toBe(token);
    const [request] = fake.requests;
    expect(request).toEqual(
      expect.objectContaining({ method: 'PUT', url: '/user/update-password' }),
    );
    expect(JSON.parse(String(request?.data))).toEqual({
      oldPassword: 'Antiga@1',
      newPassword: 'Segr@123',
    });
    expect(fake.toasts).toEqual([{ kind: 'success', message: 'Senha atualizada com sucesso.' }]);
  });

  it('refuses the current password as the new one, before any call (platform m1)', async () => {
    const fake = createFakeShell();
    await renderAuth('/changePassword', fake);

    await fill('Atual@2024', 'Atual@2024', 'Atual@2024');

    expect(
      await screen.findByText('A nova senha deve ser diferente da senha atual.'),
    ).toBeInTheDocument();
    expect(fake.requests).toHaveLength(0);
  });

  it('goes home on Cancelar without a call (platform m1)', async () => {
    const fake = createFakeShell();
    await renderAuth('/changePassword', fake);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Cancelar' }));

    expect(fake.navigate).toHaveBeenCalledWith('/home');
    expect(fake.requests).toHaveLength(0);
  });

  it('leaves the server message of a failure to the http client and stays', async () => {
    const fake = createFakeShell(() => ({
      status: 400,
      data: { message: 'Senha atual incorreta' },
    }));
    await renderAuth('/changePassword', fake);

    await fill('Errada@1', 'Segr@123', 'Segr@123');

    await waitFor(() =>
      expect(fake.toasts).toEqual([{ kind: 'error', message: 'Senha atual incorreta' }]),
    );
    expect(fake.navigate).not.toHaveBeenCalled();
  });
});
