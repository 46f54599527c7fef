import { SHELL_CONTRACT_VERSION } from '@dpohub/shared-ui';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from '../App';
import type { RemoteRuntime } from '../remotes/remote-runtime';
import { ADMIN_STAFF, createTestShell } from '../test/test-shell';
import { ShellRouter } from './ShellRouter';

function DemandsApp() {
  return <h2>Área de solicitações</h2>;
}

/** A remote runtime whose `./app` loads answer when the test says so. */
function deferredRuntime() {
  const loads: { id: string; resolve: () => void }[] = [];
  const runtime: RemoteRuntime = {
    loadRemote: jest.fn(
      (id: string) =>
        new Promise((resolve) => {
          loads.push({
            id,
            resolve: () =>
              resolve({ default: { contractVersion: SHELL_CONTRACT_VERSION, App: DemandsApp } }),
          });
        }),
    ),
    isConfigured: () => true,
    reset: jest.fn(),
  };
  return { runtime, loads };
}

/** The shell as bootstrap mounts it (ShellRouter over the window's history), signed in on /home. */
async function openHome(runtime: RemoteRuntime) {
  window.history.replaceState(null, '', '/home');
  const { shell } = createTestShell(ADMIN_STAFF);
  await act(async () => {
    render(
      <ShellRouter>
        <App shell={shell} runtime={runtime} />
      </ShellRouter>,
    );
  });
  await screen.findByRole('list', { name: 'Funções' });
}

const sideMenu = () => screen.getByRole('navigation', { name: 'Menu principal' });

describe('navigation between areas (issue 34 bound 3)', () => {
  it("starts loading a page's remote when the pointer reaches its menu entry, before any click", async () => {
    const { runtime } = deferredRuntime();
    await openHome(runtime);
    expect(runtime.loadRemote).not.toHaveBeenCalled();

    await userEvent.hover(within(sideMenu()).getByRole('link', { name: 'Solicitações' }));
    expect(runtime.loadRemote).toHaveBeenCalledWith('mfe_demands/app');
    expect(window.location.pathname).toBe('/home');
  });

  it("starts loading a page's remote when its menu entry gets the focus", async () => {
    const { runtime } = deferredRuntime();
    await openHome(runtime);
    act(() => within(sideMenu()).getByRole('link', { name: 'Multas Simuladas' }).focus());
    expect(runtime.loadRemote).toHaveBeenCalledWith('mfe_simulator/app');
  });

  it("starts loading a card's page when the pointer reaches the card", async () => {
    const { runtime } = deferredRuntime();
    await openHome(runtime);
    await userEvent.hover(
      within(screen.getByRole('list', { name: 'Funções' })).getByRole('button', {
        name: 'Gerenciamento de Usuários',
      }),
    );
    expect(runtime.loadRemote).toHaveBeenCalledWith('mfe_admin/app');
  });

  it('keeps the current page on screen, with the progress bar, until the next page can show', async () => {
    const { runtime, loads } = deferredRuntime();
    await openHome(runtime);

    await userEvent.click(within(sideMenu()).getByRole('link', { name: 'Solicitações' }));
    // The address is the new page's; the screen is still home's, never a spinner in its place.
    expect(window.location.pathname).toBe('/demands');
    expect(screen.getByRole('list', { name: 'Funções' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Carregando a página' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    // Every load of the remote answers (the preload on hover and the area's own share one in the
    // federation runtime).
    await act(async () => {
      for (const load of loads) if (load.id === 'mfe_demands/app') load.resolve();
    });
    expect(
      await screen.findByRole('heading', { name: 'Área de solicitações' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Funções' })).not.toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
