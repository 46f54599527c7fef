import { SHELL_CONTRACT_VERSION } from '@dpohub/shared-ui';
import type { RemoteAppProps } from '@dpohub/shared-ui';
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import userEvent from '@testing-library/user-event';
import { createTestShell, renderWithShell } from '../test/test-shell';
import { loadRemoteApp } from './load-remote-app';
import { RemoteArea } from './RemoteArea';
import type { RemoteRuntime } from './remote-runtime';
import { RemoteRuntimeProvider } from './remote-runtime-context';

const MESSAGE = 'Não foi possível carregar esta área. Tente novamente.';

function DemandsApp({ shell, basePath }: RemoteAppProps) {
  return (
    <p>
      Área de solicitações ({shell.contractVersion}, base &apos;{basePath}&apos;)
    </p>
  );
}

const goodModule = { default: { contractVersion: SHELL_CONTRACT_VERSION, App: DemandsApp } };

function stubRuntime(loadRemote: jest.Mock, configured = ['mfe_demands']): RemoteRuntime {
  return { loadRemote, isConfigured: (name) => configured.includes(name), reset: jest.fn() };
}

async function renderArea(runtime: RemoteRuntime) {
  const { shell } = createTestShell(null);
  await act(async () => {
    render(
      renderWithShell(
        shell,
        <RemoteRuntimeProvider runtime={runtime}>
          <nav>Menu do shell</nav>
          {/* The boundary the shell's page puts above every area (RouteGate, the layout). */}
          <Suspense fallback={<p>Carregando</p>}>
            <RemoteArea remote="demands" />
          </Suspense>
        </RemoteRuntimeProvider>,
      ),
    );
  });
}

describe('RemoteArea: a remote that fails is contained', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => consoleError.mockRestore());

  it("renders the remote's ./app with the shell API and basePath ''", async () => {
    const loadRemote = jest.fn().mockResolvedValue(goodModule);
    await renderArea(stubRuntime(loadRemote));
    expect(loadRemote).toHaveBeenCalledWith('mfe_demands/app');
    expect(
      await screen.findByText(`Área de solicitações (${SHELL_CONTRACT_VERSION}, base '')`),
    ).toBeInTheDocument();
  });

  it('renders a remote loaded before the first render at once, with no loading spinner', async () => {
    const runtime = stubRuntime(jest.fn().mockResolvedValue(goodModule));
    await loadRemoteApp('demands', runtime);
    const { shell } = createTestShell(null);
    render(
      renderWithShell(
        shell,
        <RemoteRuntimeProvider runtime={runtime}>
          <RemoteArea remote="demands" />
        </RemoteRuntimeProvider>,
      ),
    );
    // No await: the first commit already holds the remote's page.
    expect(screen.getByText(/Área de solicitações/)).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(runtime.loadRemote).toHaveBeenCalledTimes(1);
  });

  it('shows the message when the load rejects, keeps the shell, and a retry loads it', async () => {
    const loadRemote = jest
      .fn()
      .mockRejectedValueOnce(new Error('remoteEntry.js 503'))
      .mockResolvedValueOnce(goodModule);
    const runtime = stubRuntime(loadRemote);
    await renderArea(runtime);

    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGE);
    expect(screen.getByText('Menu do shell')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText(/Área de solicitações/)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(runtime.reset).toHaveBeenCalledWith('mfe_demands');
    expect(loadRemote).toHaveBeenCalledTimes(2);
  });

  it('treats a module of another contract major version like a failed load', async () => {
    const loadRemote = jest
      .fn()
      // 1.x: a remote built when `http` was an axios instance.
      .mockResolvedValueOnce({ default: { contractVersion: '1.0.0', App: DemandsApp } })
      .mockResolvedValueOnce(goodModule);
    await renderArea(stubRuntime(loadRemote));

    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGE);
    expect(screen.queryByText(/Área de solicitações/)).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText(/Área de solicitações/)).toBeInTheDocument();
  });

  it('contains a module that is not a RemoteAppModule', async () => {
    await renderArea(stubRuntime(jest.fn().mockResolvedValue({ default: { App: DemandsApp } })));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGE);
  });

  it('shows the message, without loading, for a remote absent from the runtime config', async () => {
    const loadRemote = jest.fn();
    await renderArea(stubRuntime(loadRemote, []));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGE);
    expect(loadRemote).not.toHaveBeenCalled();
  });

  it('contains a remote that throws while rendering', async () => {
    function Broken(): never {
      throw new Error('render failure');
    }
    const loadRemote = jest
      .fn()
      .mockResolvedValue({ default: { contractVersion: SHELL_CONTRACT_VERSION, App: Broken } });
    await renderArea(stubRuntime(loadRemote));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGE);
    expect(screen.getByText('Menu do shell')).toBeInTheDocument();
  });
});
