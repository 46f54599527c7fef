import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createHttpClient, createSessionStore, createShellApi } from '@dpohub/shared-ui';
import { createRecordingFetch } from '@dpohub/shared-ui/testing';
import { ADMIN_STAFF, renderWithShell } from '../test/test-shell';
import { ProfileMenu } from './ProfileMenu';

/** A signed-in shell whose API answers the sign-out call with `status`. */
function signedInShell(status: number) {
  localStorage.clear();
  const session = createSessionStore({ storage: localStorage });
  session.login('token-da-sessao', ADMIN_STAFF);
  const toast = { success: jest.fn(), info: jest.fn(), warn: jest.fn(), error: jest.fn() };
  const { fetch, requests } = createRecordingFetch(() => ({ status, data: {} }));
  const http = createHttpClient({ session, toast, redirectToLogin: jest.fn(), fetch });
  const shell = createShellApi({ navigate: jest.fn(), session, toast, http });
  return { shell, session, toast, requests };
}

async function chooseSair(shell: ReturnType<typeof signedInShell>['shell']) {
  await act(async () => {
    render(renderWithShell(shell, <ProfileMenu userName="Administrador DPOHUB" />));
  });
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Menu do usuário Administrador DPOHUB' }));
  await user.click(screen.getByRole('menuitem', { name: 'Sair' }));
  // The call's answer is read (and any toast it would raise shown) before the test looks.
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
}

describe("'Sair' (issue 31: the sign-out is in the audit trail)", () => {
  it('tells the API with the session’s token, then signs out', async () => {
    const { shell, session, requests } = signedInShell(204);
    await chooseSair(shell);
    expect(session.isAuthenticated()).toBe(false);
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({
      method: 'POST',
      url: '/oauth/revoke',
      headers: expect.objectContaining({ Authorization: 'Bearer token-da-sessao' }),
    });
  });

  it('signs out without a word when the call fails (an expired session)', async () => {
    const { shell, session, toast, requests } = signedInShell(401);
    await chooseSair(shell);
    expect(requests).toHaveLength(1);
    expect(session.isAuthenticated()).toBe(false);
    expect(toast.error).not.toHaveBeenCalled();
  });
});

describe("'Meus dados' (issue 31)", () => {
  it('is in the profile menu, after the sessions, and opens its page', async () => {
    const { shell } = signedInShell(204);
    const navigate = jest.spyOn(shell, 'navigate');
    await act(async () => {
      render(renderWithShell(shell, <ProfileMenu userName="Administrador DPOHUB" />));
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Menu do usuário Administrador DPOHUB' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Alterar Senha',
      'Verificação em duas etapas',
      'Sessões ativas',
      'Meus dados',
      'Notificações por e-mail',
      'Sair',
    ]);
    await user.click(screen.getByRole('menuitem', { name: 'Meus dados' }));
    expect(navigate).toHaveBeenCalledWith('/myData');
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
