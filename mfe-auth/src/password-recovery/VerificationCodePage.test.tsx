import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeShell } from '@dpohub/shared-ui/testing';
import { renderAuth } from '../test/render-auth';
import { verifiedCodeFor } from './recovery-email';

const PATH = '/verificationCode?email=ana%40cliente.com.br';

function boxes(): HTMLInputElement[] {
  return [1, 2, 3, 4, 5].map(
    (position) => screen.getByLabelText(`Dígito ${position} de 5`) as HTMLInputElement,
  );
}

describe('VerificationCodePage', () => {
  it('offers a way back to login (platform m15)', async () => {
    await renderAuth(PATH, createFakeShell());

    expect(screen.getByRole('link', { name: 'Voltar ao login' })).toHaveAttribute('href', '/login');
  });

  it('shows five numeric single-digit boxes named ssn_1 to ssn_5', async () => {
    await renderAuth(PATH, createFakeShell());

    expect(boxes().map((box) => box.name)).toEqual(['ssn_1', 'ssn_2', 'ssn_3', 'ssn_4', 'ssn_5']);
    boxes().forEach((box) => expect(box).toHaveAttribute('inputMode', 'numeric'));
  });

  it('advances to the next box as digits are typed and ignores other characters', async () => {
    await renderAuth(PATH, createFakeShell());
    const user = userEvent.setup();

    await user.click(boxes()[0] as HTMLInputElement);
    await user.keyboard('1a2');

    expect(boxes().map((box) => box.value)).toEqual(['1', '2', '', '', '']);
    expect(boxes()[2]).toHaveFocus();
  });

  it('goes back to the previous box with Backspace on an empty box', async () => {
    await renderAuth(PATH, createFakeShell());
    const user = userEvent.setup();

    await user.click(boxes()[0] as HTMLInputElement);
    await user.keyboard('12{Backspace}');

    expect(boxes()[1]).toHaveFocus();
    expect(boxes().map((box) => box.value)).toEqual(['1', '', '', '', '']);
  });

  it('fills all five boxes when a whole code is pasted into any of them', async () => {
    await renderAuth(PATH, createFakeShell());

    fireEvent.paste(boxes()[2] as HTMLInputElement, {
      clipboardData: { getData: () => ' 98-765 ' },
    });

    await waitFor(() => expect(boxes().map((box) => box.value)).toEqual(['9', '8', '7', '6', '5']));
  });

  it('verifies a pasted code', async () => {
    const fake = createFakeShell(() => ({ status: 200, data: true }));
    await renderAuth(PATH, fake);

    fireEvent.paste(boxes()[0] as HTMLInputElement, {
      clipboardData: { getData: () => '54321' },
    });
    await waitFor(() => expect(boxes().map((box) => box.value)).toEqual(['5', '4', '3', '2', '1']));
    await userEvent.setup().click(screen.getByRole('button', { name: /Verificar código/ }));

    await waitFor(() => expect(fake.requests).toHaveLength(1));
    expect(fake.requests[0]?.params).toEqual({
      user_recover: 'ana@cliente.com.br',
      verification_code: '54321',
    });
  });

  it('requires every digit', async () => {
    const fake = createFakeShell();
    await renderAuth(PATH, fake);

    await userEvent.setup().click(screen.getByRole('button', { name: /Verificar código/ }));

    expect(await screen.findByText('Campo obrigatório')).toBeInTheDocument();
    expect(boxes()[0]).toHaveFocus();
    expect(fake.requests).toHaveLength(0);
  });

  it('verifies the code and moves on with the e-mail in the address, the code kept in the tab', async () => {
    const fake = createFakeShell(() => ({ status: 200, data: true }));
    await renderAuth(PATH, fake);
    const user = userEvent.setup();

    await user.click(boxes()[0] as HTMLInputElement);
    await user.keyboard('12345');
    await user.click(screen.getByRole('button', { name: /Verificar código/ }));

    await waitFor(() =>
      expect(fake.navigate).toHaveBeenCalledWith('/newPassword?email=ana%40cliente.com.br'),
    );
    expect(fake.requests).toEqual([
      expect.objectContaining({
        method: 'POST',
        url: '/user/verification-code',
        params: { user_recover: 'ana@cliente.com.br', verification_code: '12345' },
      }),
    ]);
    expect(verifiedCodeFor('ana@cliente.com.br')).toBe('12345');
  });

  it('says "Token inválido" for a wrong code', async () => {
    const fake = createFakeShell(() => ({ status: 200, data: false }));
    await renderAuth(PATH, fake);
    const user = userEvent.setup();

    await user.click(boxes()[0] as HTMLInputElement);
    await user.keyboard('00000');
    await user.click(screen.getByRole('button', { name: /Verificar código/ }));

    await waitFor(() =>
      expect(fake.toasts).toEqual([{ kind: 'error', message: 'Token inválido' }]),
    );
    expect(fake.navigate).not.toHaveBeenCalled();
  });

  it('resends the code', async () => {
    const fake = createFakeShell(() => ({ status: 200, data: true }));
    await renderAuth(PATH, fake);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Reenviar código' }));

    await waitFor(() =>
      expect(fake.toasts).toEqual([{ kind: 'success', message: 'Email enviado' }]),
    );
    expect(fake.requests).toEqual([
      expect.objectContaining({
        url: '/user/reset-password',
        params: { user_recover: 'ana@cliente.com.br' },
      }),
    ]);
  });

  it('says "Email não cadastrado" when the resend fails', async () => {
    const fake = createFakeShell(() => ({ status: 400, data: { message: 'Usuário inexistente' } }));
    await renderAuth(PATH, fake);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Reenviar código' }));

    await waitFor(() =>
      expect(fake.toasts).toEqual([{ kind: 'error', message: 'Email não cadastrado' }]),
    );
  });
});
