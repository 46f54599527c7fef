import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeShell } from '@dpohub/shared-ui/testing';
import type { FakeResponse, RecordedRequest } from '@dpohub/shared-ui/testing';
import { renderAuth } from '../test/render-auth';

// base64 of 'dpohub-portal:dpohub-portal-secret'
const BASIC_PORTAL_CLIENT = 'Basic ZHBvaHViLXBvcnRhbDpkcG9odWItcG9ydGFsLXNlY3JldA==';

function tokenAnswer(roles: string[]) {
  return {
    access_token: 'jwt-token',
    token_type: 'bearer',
    expires_in: 3600,
    id: 7,
    name: 'Ana Souza',
    email: 'ana@cliente.com.br',
    admin: false,
    enableHoursBank: true,
    client: 1234,
    clientName: 'Cliente Exemplo',
    roles: roles.map((authority) => ({ authority })),
    employeeDanielLaw: 0,
    termsAccepted: true,
  };
}

async function signInAs(userName: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Usuário'), userName);
  await user.type(screen.getByLabelText('Senha'), password);
  await user.click(screen.getByRole('button', { name: /Entrar/ }));
  return user;
}

describe('LoginPage', () => {
  const now = new Date(2024, 0, 10, 14, 5).getTime();

  beforeEach(() => {
    jest.spyOn(Date, 'now').mockReturnValue(now);
  });

  afterEach(() => jest.restoreAllMocks());

  it('shows the fields, the recovery link and the build number', async () => {
    const fake = createFakeShell();
    await renderAuth('/login', fake);

    expect(screen.getByLabelText('Usuário')).toHaveAttribute('name', 'userName');
    expect(screen.getByLabelText('Senha')).toHaveAttribute('name', 'password');
    expect(screen.getByLabelText('Senha')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'Esqueci minha senha' })).toHaveAttribute(
      'href',
      '/forgetPassword',
    );
    expect(screen.getByText('Versão 1.13.0 (build local)')).toBeInTheDocument();
    expect(fake.setTitle).toHaveBeenCalledWith('Login');
  });

  it('starts with the focus on Usuário (platform m26)', async () => {
    await renderAuth('/login', createFakeShell());

    expect(screen.getByLabelText('Usuário')).toHaveFocus();
  });

  it("shows and hides the password with 'Mostrar senha' / 'Ocultar senha' (platform m26)", async () => {
    const fake = createFakeShell();
    await renderAuth('/login', fake);
    const user = userEvent.setup();
    const password = screen.getByLabelText('Senha');
    await user.type(password, 'Segredo@1');

    await user.click(screen.getByRole('button', { name: 'Mostrar senha' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(password).toHaveValue('Segredo@1');
    const hide = screen.getByRole('button', { name: 'Ocultar senha' });
    expect(hide).toHaveFocus();
    expect(hide).toHaveAttribute('aria-controls', password.id);

    await user.click(hide);
    expect(password).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Mostrar senha' })).toBeInTheDocument();
    // The button is no submit: nothing was sent.
    expect(fake.requests).toHaveLength(0);
  });

  it('requires both fields and sends nothing', async () => {
    const fake = createFakeShell();
    await renderAuth('/login', fake);

    await userEvent.setup().click(screen.getByRole('button', { name: /Entrar/ }));

    expect(await screen.findAllByText('Campo obrigatório')).toHaveLength(2);
    expect(screen.getByLabelText('Usuário')).toHaveFocus();
    expect(fake.requests).toHaveLength(0);
  });

  it("shows a field's error once it is left empty, and typing clears it", async () => {
    const fake = createFakeShell();
    await renderAuth('/login', fake);
    const user = userEvent.setup();

    await user.click(screen.getByLabelText('Usuário'));
    expect(screen.queryByText('Campo obrigatório')).not.toBeInTheDocument();
    await user.tab();
    expect(await screen.findAllByText('Campo obrigatório')).toHaveLength(1);
    expect(screen.getByLabelText('Usuário')).toHaveAttribute('aria-invalid', 'true');

    // Typing clears the user name's error; leaving the password empty shows its own.
    await user.type(screen.getByLabelText('Usuário'), 'a');
    expect(screen.getByLabelText('Usuário')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Senha')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText('Campo obrigatório')).toHaveLength(1);
    expect(fake.requests).toHaveLength(0);
  });

  it('posts the password grant as a form body with the portal basic credentials', async () => {
    const fake = createFakeShell(() => ({ status: 200, data: tokenAnswer(['ROLE_USER']) }));
    await renderAuth('/login', fake);

    await signInAs('ana', 'Segr@123');

    await waitFor(() => expect(fake.requests).toHaveLength(1));
    const [request] = fake.requests as [RecordedRequest];
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/oauth/token');
    const sent = Object.fromEntries(new URLSearchParams(String(request.data)));
    // This browser's id goes with it: a sign-in from a browser never seen is e-mailed.
    expect(sent).toEqual({
      grant_type: 'password',
      username: 'ana',
      password: 'Segr@123',
      browser_id: expect.stringMatching(/^[A-Za-z0-9_-]{16,64}$/),
    });
    expect(request.headers.Authorization).toBe(BASIC_PORTAL_CLIENT);
    expect(request.headers['Content-Type']).toBe('application/x-www-form-urlencoded');
  });

  it('stores the session, warns when it expires and lands on home', async () => {
    const fake = createFakeShell(() => ({ status: 200, data: tokenAnswer(['ROLE_USER']) }));
    await renderAuth('/login', fake);

    await signInAs('ana', 'Segr@123');

    await waitFor(() => expect(fake.navigate).toHaveBeenCalledWith('/home'));
    expect(fake.login).toHaveBeenCalledWith('jwt-token', {
      id: 7,
      name: 'Ana Souza',
      email: 'ana@cliente.com.br',
      admin: false,
      enableHoursBank: true,
      client: 1234,
      clientName: 'Cliente Exemplo',
      roles: [{ authority: 'ROLE_USER' }],
      employeeDanielLaw: 0,
      expiresAt: now + 3600 * 1000,
      termsAccepted: true,
      twoFactorSetupRequired: false,
    });
    expect(fake.toasts).toEqual([{ kind: 'warn', message: 'Sua sessão expira às 15:05' }]);
  });

  it("keeps the end of the client's contract in the session, for the portal's banner", async () => {
    const contractEnd = { endedOn: '2024-01-05', readOnlyUntil: '2024-01-12' };
    const fake = createFakeShell(() => ({
      status: 200,
      data: { ...tokenAnswer(['ROLE_USER']), contractEnd },
    }));
    await renderAuth('/login', fake);

    await signInAs('ana', 'Segr@123');

    await waitFor(() => expect(fake.navigate).toHaveBeenCalledWith('/home'));
    expect(fake.login).toHaveBeenCalledWith(
      'jwt-token',
      expect.objectContaining({ id: 7, contractEnd }),
    );
  });

  it('asks for the code of the app after the password, refuses a wrong one, signs in with the right one', async () => {
    let codeCalls = 0;
    const fake = createFakeShell((request) => {
      const sent = Object.fromEntries(new URLSearchParams(String(request.data)));
      if (sent.grant_type === 'password') {
        return {
          status: 403,
          data: {
            error: 'two_factor_required',
            message: 'Informe o código de verificação do seu aplicativo autenticador.',
            twoFactorToken: 'passo-dois',
          },
        };
      }
      codeCalls += 1;
      return codeCalls === 1
        ? {
            status: 400,
            data: { error: 'invalid_grant', message: 'Código inválido.', attemptsLeft: 4 },
          }
        : { status: 200, data: tokenAnswer(['ROLE_USER']) };
    });
    await renderAuth('/login', fake);

    const user = await signInAs('ana', 'Segr@123');
    expect(
      await screen.findByRole('heading', { name: 'Verificação em duas etapas' }),
    ).toBeVisible();
    expect(
      await screen.findByText('Digite o código de 6 dígitos do seu aplicativo autenticador.'),
    ).toBeVisible();
    expect(fake.login).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(await screen.findByText('Informe o código de 6 dígitos.')).toBeVisible();

    await user.type(screen.getByLabelText('Código de verificação'), '12a3456');
    expect(screen.getByLabelText('Código de verificação')).toHaveValue('123456');
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    await waitFor(() =>
      expect(fake.toasts).toContainEqual({ kind: 'error', message: 'Código inválido.' }),
    );
    expect(
      screen.getByText('Restam 4 tentativas antes do bloqueio temporário do acesso.'),
    ).toBeVisible();

    await user.type(screen.getByLabelText('Código de verificação'), '654321');
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    await waitFor(() => expect(fake.navigate).toHaveBeenCalledWith('/home'));
    const codeRequest = fake.requests.at(-1)!;
    expect(Object.fromEntries(new URLSearchParams(String(codeRequest.data)))).toEqual({
      grant_type: 'two_factor',
      two_factor_token: 'passo-dois',
      code: '654321',
      browser_id: expect.any(String),
    });
  });

  it('signs in with a recovery code instead of the app', async () => {
    const fake = createFakeShell((request) => {
      const sent = Object.fromEntries(new URLSearchParams(String(request.data)));
      return sent.grant_type === 'password'
        ? {
            status: 403,
            data: { error: 'two_factor_required', message: 'x', twoFactorToken: 't2' },
          }
        : { status: 200, data: tokenAnswer(['ROLE_USER']) };
    });
    await renderAuth('/login', fake);

    const user = await signInAs('ana', 'Segr@123');
    await user.click(await screen.findByRole('button', { name: 'Usar um código de recuperação' }));
    await user.type(screen.getByLabelText('Código de recuperação'), 'abcde-fghij');
    await user.click(screen.getByRole('button', { name: 'Verificar' }));

    await waitFor(() => expect(fake.navigate).toHaveBeenCalledWith('/home'));
    expect(
      Object.fromEntries(new URLSearchParams(String(fake.requests.at(-1)!.data))),
    ).toMatchObject({
      grant_type: 'two_factor',
      two_factor_token: 't2',
      recovery_code: 'abcdefghij',
    });
  });

  it('sends a participant to the client demands', async () => {
    const fake = createFakeShell(() => ({
      status: 200,
      data: tokenAnswer(['ROLE_GESTAO_PARTICIPANTE']),
    }));
    await renderAuth('/login', fake);

    await signInAs('convidado', 'Segr@123');

    await waitFor(() => expect(fake.navigate).toHaveBeenCalledWith('/clientDemands'));
  });

  it('opens the page an e-mail link asked for once signed in (issue 29, demands M1)', async () => {
    const fake = createFakeShell(() => ({
      status: 200,
      data: tokenAnswer(['ROLE_GESTAO_PARTICIPANTE']),
    }));
    await renderAuth('/login?retorno=%2FclientDemands%2Fdetails%2F38', fake);

    await signInAs('convidado', 'Segr@123');

    await waitFor(() => expect(fake.navigate).toHaveBeenCalledWith('/clientDemands/details/38'));
    expect(fake.navigate).toHaveBeenCalledTimes(1);
  });

  it('never follows a return address of another site', async () => {
    const fake = createFakeShell(() => ({ status: 200, data: tokenAnswer(['ROLE_USER']) }));
    await renderAuth('/login?retorno=https%3A%2F%2Fevil.example%2Fhome', fake);

    await signInAs('ana', 'Segr@123');

    await waitFor(() => expect(fake.navigate).toHaveBeenCalledWith('/home'));
  });

  it('passes the return address on to the password recovery', async () => {
    await renderAuth('/login?retorno=%2FclientDemands%2Fdetails%2F38', createFakeShell());

    expect(screen.getByRole('link', { name: /Esqueci minha senha/ })).toHaveAttribute(
      'href',
      '/forgetPassword?retorno=%2FclientDemands%2Fdetails%2F38',
    );
  });

  it('shows the server message and the attempts left the refusal reports', async () => {
    const fake = createFakeShell((): FakeResponse => ({
      status: 400,
      data: { message: 'Usuário ou senha inválidos', error: 'invalid_grant', attemptsLeft: 2 },
    }));
    await renderAuth('/login', fake);

    await signInAs('ana', 'errada');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Restam 2 tentativas antes do bloqueio',
    );
    expect(fake.toasts).toEqual([{ kind: 'error', message: 'Usuário ou senha inválidos' }]);
    // one request only: a second credential check would count as a second failed attempt
    expect(fake.requests.map((request: RecordedRequest) => request.url)).toEqual(['/oauth/token']);
    expect(fake.navigate).not.toHaveBeenCalled();
    expect(fake.login).not.toHaveBeenCalled();
  });

  it('says the access is locked when the server refuses with 429', async () => {
    const fake = createFakeShell((): FakeResponse => ({
      status: 429,
      data: {
        message: 'Muitas tentativas de login. Aguarde alguns minutos e tente novamente.',
        error: 'too_many_attempts',
      },
    }));
    await renderAuth('/login', fake);

    await signInAs('ana', 'errada');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Acesso bloqueado temporariamente por excesso de tentativas. Aguarde alguns minutos e tente novamente.',
    );
    expect(fake.toasts).toEqual([
      {
        kind: 'error',
        message: 'Muitas tentativas de login. Aguarde alguns minutos e tente novamente.',
      },
    ]);
  });

  it('shows the message of a 401 sign-in answer without treating it as an expired session', async () => {
    const fake = createFakeShell((request): FakeResponse => {
      if (request.url === '/oauth/token')
        return { status: 401, data: { message: 'Credenciais inválidas' } };
      return { status: 200, data: '' };
    });
    await renderAuth('/login', fake);

    await signInAs('ana', 'errada');

    await waitFor(() =>
      expect(fake.toasts).toEqual([{ kind: 'error', message: 'Credenciais inválidas' }]),
    );
    expect(fake.requests).toHaveLength(1);
    expect(fake.navigate).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('disables the submit button while signing in', async () => {
    let answer: (response: FakeResponse) => void = () => undefined;
    const fake = createFakeShell(() => new Promise<FakeResponse>((resolve) => (answer = resolve)));
    await renderAuth('/login', fake);

    await signInAs('ana', 'Segr@123');

    await waitFor(() => expect(screen.getByRole('button', { name: /Entrar/ })).toBeDisabled());
    answer({ status: 200, data: tokenAnswer(['ROLE_USER']) });
    await waitFor(() => expect(fake.navigate).toHaveBeenCalledWith('/home'));
  });
});
