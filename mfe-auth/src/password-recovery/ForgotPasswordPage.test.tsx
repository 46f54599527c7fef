import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeShell } from '@dpohub/shared-ui/testing';
import { renderAuth } from '../test/render-auth';

async function sendEmail(email: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), email);
  await user.click(screen.getByRole('button', { name: /Enviar Email/ }));
}

describe('ForgotPasswordPage', () => {
  it('names the field user_recover and rejects a malformed e-mail', async () => {
    const fake = createFakeShell();
    await renderAuth('/forgetPassword', fake);

    expect(screen.getByLabelText('Email')).toHaveAttribute('name', 'user_recover');
    await sendEmail('ana@');

    expect(await screen.findByText('Formato de email inválido')).toBeInTheDocument();
    expect(fake.requests).toHaveLength(0);
  });

  it('requires the e-mail', async () => {
    const fake = createFakeShell();
    await renderAuth('/forgetPassword', fake);

    await userEvent.setup().click(screen.getByRole('button', { name: /Enviar Email/ }));

    expect(await screen.findByText('Campo obrigatório')).toBeInTheDocument();
  });

  it('asks for the code and goes to the verification step with the e-mail', async () => {
    const fake = createFakeShell(() => ({ status: 200, data: true }));
    await renderAuth('/forgetPassword', fake);

    await sendEmail('ana@cliente.com.br');

    await waitFor(() =>
      expect(fake.navigate).toHaveBeenCalledWith('/verificationCode?email=ana%40cliente.com.br'),
    );
    expect(fake.requests).toEqual([
      expect.objectContaining({
        method: 'POST',
        url: '/user/reset-password',
        params: { user_recover: 'ana@cliente.com.br' },
      }),
    ]);
    expect(fake.toasts).toEqual([{ kind: 'success', message: 'Email enviado' }]);
  });

  it('carries the page to return to into the verification step', async () => {
    const fake = createFakeShell(() => ({ status: 200, data: true }));
    await renderAuth('/forgetPassword?retorno=%2FclientDemands%2Fdetails%2F38', fake);

    await sendEmail('ana@cliente.com.br');

    await waitFor(() =>
      expect(fake.navigate).toHaveBeenCalledWith(
        '/verificationCode?email=ana%40cliente.com.br&retorno=%2FclientDemands%2Fdetails%2F38',
      ),
    );
  });

  it.each([
    ['a false answer', { status: 200, data: false }],
    ['a failure', { status: 500, data: { message: 'Erro interno' } }],
  ])('shows "Usuário não encontrado" on %s', async (_case, response) => {
    const fake = createFakeShell(() => response);
    await renderAuth('/forgetPassword', fake);

    await sendEmail('ninguem@cliente.com.br');

    await waitFor(() =>
      expect(fake.toasts).toEqual([{ kind: 'error', message: 'Usuário não encontrado' }]),
    );
    expect(fake.navigate).not.toHaveBeenCalled();
  });
});
