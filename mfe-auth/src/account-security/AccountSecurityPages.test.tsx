import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeShell, requestsTo, routeResponder } from '@dpohub/shared-ui/testing';
import { renderAuth } from '../test/render-auth';

const SESSIONS = [
  {
    id: 'atual',
    device: 'Chrome 120 em Linux',
    ip: '10.0.0.1',
    signedInAt: '25/11/2026 09:00',
    lastUsedAt: '25/11/2026 10:15',
    current: true,
  },
  {
    id: 'outra',
    device: 'Firefox 121 em Windows 10',
    ip: '10.0.0.2',
    signedInAt: '24/11/2026 18:30',
    lastUsedAt: '24/11/2026 19:00',
    current: false,
  },
];

describe("'Sessões ativas'", () => {
  it('lists each session with device, IP, sign-in and last use, and marks this one', async () => {
    const fake = createFakeShell(
      routeResponder({ 'GET /user/sessions': { status: 200, data: SESSIONS } }),
    );
    await renderAuth('/sessions', fake);

    const list = await screen.findByRole('list', { name: 'Sessões ativas' });
    const [current, other] = within(list).getAllByRole('listitem');
    expect(within(current!).getByText('Esta sessão')).toBeVisible();
    expect(within(current!).getByText('Chrome 120 em Linux')).toBeVisible();
    expect(within(other!).getByText('10.0.0.2')).toBeVisible();
    expect(within(other!).getByText('24/11/2026 18:30')).toBeVisible();
    expect(within(other!).getByText('24/11/2026 19:00')).toBeVisible();
    expect(fake.setTitle).toHaveBeenCalledWith('Sessões ativas');
  });

  it("ends one session with 'Encerrar' and every other with 'Encerrar todas as outras'", async () => {
    const fake = createFakeShell(
      routeResponder({
        'GET /user/sessions': { status: 200, data: SESSIONS },
        'DELETE /user/sessions/outra': { status: 204 },
        'POST /user/sessions/end-others': { status: 200, data: { ended: 1 } },
      }),
    );
    await renderAuth('/sessions', fake);
    const user = userEvent.setup();

    await user.click(
      await screen.findByRole('button', {
        name: 'Encerrar: Firefox 121 em Windows 10, 24/11/2026 18:30',
      }),
    );
    await waitFor(() =>
      expect(requestsTo(fake.requests, 'DELETE /user/sessions/outra')).toHaveLength(1),
    );
    expect(fake.toasts).toContainEqual({ kind: 'success', message: 'Sessão encerrada.' });

    await user.click(screen.getByRole('button', { name: 'Encerrar todas as outras' }));
    await waitFor(() =>
      expect(fake.toasts).toContainEqual({ kind: 'success', message: '1 sessão encerrada.' }),
    );
    expect(requestsTo(fake.requests, 'POST /user/sessions/end-others')).toHaveLength(1);
  });
});

describe("'Verificação em duas etapas'", () => {
  it('turns it on with the QR code and the first code, then shows the recovery codes once', async () => {
    const codes = Array.from({ length: 10 }, (_, index) => `abcd${index}-efghi`);
    let enabled = false;
    const fake = createFakeShell((request) => {
      if (request.method === 'GET' && request.url === '/user/two-factor') {
        return {
          status: 200,
          data: { enabled, required: false, recoveryCodesLeft: enabled ? 10 : 0 },
        };
      }
      if (request.url === '/user/two-factor/setup') {
        return {
          status: 200,
          data: {
            secret: 'JBSWY3DPEHPK3PXP',
            uri: 'otpauth://totp/DPOHUB:ana?secret=JBSWY3DPEHPK3PXP&issuer=DPOHUB',
            qrSvg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
          },
        };
      }
      if (request.url === '/user/two-factor/confirm') {
        enabled = true;
        return { status: 200, data: { recoveryCodes: codes } };
      }
      return { status: 404, data: {} };
    });
    await renderAuth('/twoFactor', fake);
    const user = userEvent.setup();

    expect(await screen.findByText('A verificação em duas etapas está desativada.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Ativar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ativar verificação em duas etapas' });
    expect(
      within(dialog).getByRole('img', { name: 'QR code para o aplicativo autenticador' }),
    ).toBeVisible();
    expect(within(dialog).getByText('JBSW Y3DP EHPK 3PXP')).toBeVisible();

    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(within(dialog).getByText('Informe o código de 6 dígitos.')).toBeVisible();
    await user.type(within(dialog).getByLabelText('Código de verificação'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));

    const recovery = await screen.findByRole('dialog', { name: 'Códigos de recuperação' });
    expect(within(recovery).getAllByRole('listitem')).toHaveLength(10);
    expect(
      JSON.parse(String(requestsTo(fake.requests, 'POST /user/two-factor/confirm')[0]?.data)),
    ).toEqual({
      code: '123456',
    });
    await user.click(within(recovery).getByRole('button', { name: 'Guardei os códigos' }));
    expect(await screen.findByText('A verificação em duas etapas está ativada.')).toBeVisible();
    expect(screen.getByText('Restam 10 códigos de recuperação.')).toBeVisible();
    expect(fake.toasts).toContainEqual({
      kind: 'success',
      message: 'Verificação em duas etapas ativada.',
    });
  });

  it('says when the firm requires it and offers no way to turn it off then', async () => {
    const fake = createFakeShell(
      routeResponder({
        'GET /user/two-factor': {
          status: 200,
          data: { enabled: true, required: true, recoveryCodesLeft: 3 },
        },
      }),
    );
    await renderAuth('/twoFactor', fake);

    expect(await screen.findByText('A verificação em duas etapas está ativada.')).toBeVisible();
    expect(screen.getByText('Restam 3 códigos de recuperação.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Desativar' })).not.toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Gerar novos códigos de recuperação' }),
    ).toBeVisible();
  });
});
