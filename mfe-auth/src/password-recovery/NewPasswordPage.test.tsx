import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PASSWORD_RULES } from '@dpohub/domain';
import { createFakeShell } from '@dpohub/shared-ui/testing';
import { renderAuth } from '../test/render-auth';
import { rememberVerifiedCode, verifiedCodeFor } from './recovery-email';

const PATH = '/newPassword?email=ana%40cliente.com.br';

async function fill(password: string, confirmation: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Nova senha'), password);
  await user.type(screen.getByLabelText('Confirmar nova senha'), confirmation);
  await user.click(screen.getByRole('button', { name: /Cadastrar senha/ }));
}

function metRules(): string[] {
  const list = screen.getByRole('list', { name: 'A senha deve conter:' });
  return within(list)
    .getAllByRole('listitem')
    .filter((item) => item.dataset.met === 'true')
    .map((item) => item.textContent ?? '');
}

describe('NewPasswordPage', () => {
  // The recovery reached this page with its code verified (VerificationCodePage keeps it).
  beforeEach(() => rememberVerifiedCode('ana@cliente.com.br', '01234'));
  afterEach(() => sessionStorage.clear());

  it('names the fields password and password_confirm', async () => {
    await renderAuth(PATH, createFakeShell());

    expect(screen.getByLabelText('Nova senha')).toHaveAttribute('name', 'password');
    expect(screen.getByLabelText('Confirmar nova senha')).toHaveAttribute(
      'name',
      'password_confirm',
    );
  });

  it('each password field shows and hides what was typed on its own (platform m26)', async () => {
    await renderAuth(PATH, createFakeShell());
    const user = userEvent.setup();
    const password = screen.getByLabelText('Nova senha');
    const confirmation = screen.getByLabelText('Confirmar nova senha');
    const [showPassword, showConfirmation] = screen.getAllByRole('button', {
      name: 'Mostrar senha',
    });
    expect(showPassword).toHaveAttribute('aria-controls', password.id);
    expect(showConfirmation).toHaveAttribute('aria-controls', confirmation.id);

    await user.click(showConfirmation!);
    expect(confirmation).toHaveAttribute('type', 'text');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Ocultar senha' }));
    expect(confirmation).toHaveAttribute('type', 'password');
  });

  it('ticks each rule of the checklist as the password meets it', async () => {
    await renderAuth(PATH, createFakeShell());
    const list = screen.getByRole('list', { name: 'A senha deve conter:' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(PASSWORD_RULES.length);
    expect(metRules()).toEqual([]);

    await userEvent.setup().type(screen.getByLabelText('Nova senha'), 'Segr@123');

    expect(metRules()).toHaveLength(PASSWORD_RULES.length);
    PASSWORD_RULES.forEach((rule) =>
      expect(within(list).getByText(rule.label, { exact: false })).toHaveTextContent('(atendida)'),
    );
  });

  it('ticks only the rules a partial password meets', async () => {
    await renderAuth(PATH, createFakeShell());

    await userEvent.setup().type(screen.getByLabelText('Nova senha'), 'abc1');

    const expected = PASSWORD_RULES.filter((rule) => rule.test('abc1')).map((rule) => rule.label);
    expect(metRules().map((text) => text.replace(/ \(atendida\)$/, ''))).toEqual(expected);
    expect(expected.length).toBeLessThan(PASSWORD_RULES.length);
  });

  it('rejects a weak password and a different confirmation', async () => {
    const fake = createFakeShell();
    await renderAuth(PATH, fake);

    await fill('fraca', 'outra');

    expect(await screen.findByText('Senha não atende regras de definição')).toBeInTheDocument();
    expect(screen.getByText('As senhas não conferem')).toBeInTheDocument();
    expect(fake.requests).toHaveLength(0);
  });

  it('saves the new password for the e-mail and goes to login', async () => {
    const fake = createFakeShell(() => ({ status: 200 }));
    rememberVerifiedCode('ana@cliente.com.br', '01234');
    await renderAuth(PATH, fake);

    await fill('Segr@123', 'Segr@123');

    await waitFor(() => expect(fake.navigate).toHaveBeenCalledWith('/login'));
    // The verified code travels again: the server sets no password on the e-mail alone.
    expect(fake.requests).toEqual([
      expect.objectContaining({
        method: 'POST',
        url: '/user/change-password',
        params: {
          user_recover: 'ana@cliente.com.br',
          verification_code: '01234',
          password: 'Segr@123',
        },
      }),
    ]);
    expect(verifiedCodeFor('ana@cliente.com.br')).toBe('');
    expect(fake.toasts).toEqual([{ kind: 'success', message: 'Nova senha cadastrada' }]);
  });

  it('says "Email não cadastrado" when saving fails', async () => {
    const fake = createFakeShell(() => ({
      status: 400,
      data: { message: 'Código não verificado' },
    }));
    await renderAuth(PATH, fake);

    await fill('Segr@123', 'Segr@123');

    await waitFor(() =>
      expect(fake.toasts).toEqual([{ kind: 'error', message: 'Email não cadastrado' }]),
    );
    expect(fake.navigate).not.toHaveBeenCalled();
  });

  it('says what to do, with no form, when no code was verified for the e-mail (platform m15)', async () => {
    sessionStorage.clear();
    const fake = createFakeShell();
    await renderAuth(PATH, fake);

    expect(screen.getByRole('alert')).toHaveTextContent(
      'O código de verificação deste email não foi confirmado. Solicite um novo código para cadastrar a nova senha.',
    );
    expect(screen.queryByLabelText('Nova senha')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Solicitar novo código' })).toHaveAttribute(
      'href',
      '/forgetPassword',
    );
    expect(screen.getByRole('link', { name: 'Voltar ao login' })).toHaveAttribute('href', '/login');
    expect(fake.requests).toEqual([]);
  });

  it('offers a way back to login beside the form (platform m15)', async () => {
    await renderAuth(PATH, createFakeShell());

    expect(screen.getByLabelText('Nova senha')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar ao login' })).toHaveAttribute('href', '/login');
  });

  describe('from the invitation e-mail of a new user', () => {
    const INVITE_PATH = '/newPassword?email=novo%40cliente.com.br&invite=abc123';

    it('sets the first password with the invitation token and goes to login', async () => {
      const fake = createFakeShell(() => ({ status: 200, data: true }));
      await renderAuth(INVITE_PATH, fake);

      await fill('Segr@123', 'Segr@123');

      await waitFor(() => expect(fake.navigate).toHaveBeenCalledWith('/login'));
      expect(fake.requests).toEqual([
        expect.objectContaining({
          method: 'POST',
          url: '/user/set-password',
          data: JSON.stringify({ token: 'abc123', password: 'Segr@123' }),
        }),
      ]);
      expect(fake.toasts).toEqual([{ kind: 'success', message: 'Nova senha cadastrada' }]);
    });

    it('goes to login still carrying the page to return to', async () => {
      const fake = createFakeShell(() => ({ status: 200, data: true }));
      await renderAuth(`${INVITE_PATH}&retorno=%2FclientDemands%2Fdetails%2F38`, fake);

      await fill('Segr@123', 'Segr@123');

      await waitFor(() =>
        expect(fake.navigate).toHaveBeenCalledWith(
          '/login?retorno=%2FclientDemands%2Fdetails%2F38',
        ),
      );
    });

    it("shows the server's message for an expired link and stays", async () => {
      const fake = createFakeShell(() => ({
        status: 400,
        data: { message: 'Link de cadastro inválido ou expirado' },
      }));
      await renderAuth(INVITE_PATH, fake);

      await fill('Segr@123', 'Segr@123');

      await waitFor(() =>
        expect(fake.toasts).toEqual([
          { kind: 'error', message: 'Link de cadastro inválido ou expirado' },
        ]),
      );
      expect(fake.navigate).not.toHaveBeenCalled();
    });
  });
});
