import { SHELL_CONTRACT_VERSION, preloadHttpClient } from '@dpohub/shared-ui';
import { loadedRemoteApp } from '../remotes/load-remote-app';
import type { RemoteRuntime } from '../remotes/remote-runtime';
import { ADMIN_STAFF, createTestShell } from '../test/test-shell';
import { preparePage, preparePageWithin } from './prepare-page';

jest.mock('@dpohub/shared-ui', () => ({
  ...jest.requireActual('@dpohub/shared-ui'),
  preloadHttpClient: jest.fn(() => Promise.resolve()),
}));

function App() {
  return null;
}

function stubRuntime(loadRemote = jest.fn()): RemoteRuntime {
  loadRemote.mockResolvedValue({ default: { contractVersion: SHELL_CONTRACT_VERSION, App } });
  return { loadRemote, isConfigured: () => true, reset: jest.fn() };
}

describe('preparePage: the first render gets the code of the page it paints', () => {
  it("loads the auth remote's ./app for the sign-in page, checked and kept for the area", async () => {
    const runtime = stubRuntime();
    await preparePage('/login', createTestShell(null).shell, runtime);
    expect(runtime.loadRemote).toHaveBeenCalledWith('mfe_auth/app');
    expect(loadedRemoteApp('auth', runtime)?.App).toBe(App);
  });

  it("loads the owning remote's ./app for a signed-in user's page", async () => {
    const runtime = stubRuntime();
    await preparePage('/demands', createTestShell(ADMIN_STAFF).shell, runtime);
    expect(runtime.loadRemote).toHaveBeenCalledWith('mfe_demands/app');
  });

  it("loads the http client's code with a page in the layout, never with the sign-in page", async () => {
    const preload = preloadHttpClient as jest.Mock;
    preload.mockClear();
    await preparePage('/login', createTestShell(null).shell, stubRuntime());
    expect(preload).not.toHaveBeenCalled();
    await preparePage('/demands', createTestShell(ADMIN_STAFF).shell, stubRuntime());
    expect(preload).toHaveBeenCalledTimes(1);
  });

  it('loads no remote for a page the shell renders, nor for one the guard redirects', async () => {
    const runtime = stubRuntime();
    await preparePage('/home', createTestShell(ADMIN_STAFF).shell, runtime);
    // Signed out: /demands redirects to /login, which then loads as the redirect renders.
    await preparePage('/demands', createTestShell(null).shell, runtime);
    await preparePage('/nao-existe', createTestShell(ADMIN_STAFF).shell, runtime);
    expect(runtime.loadRemote).not.toHaveBeenCalled();
  });

  it('resolves when the remote fails: the area shows the failure', async () => {
    const runtime = stubRuntime();
    (runtime.loadRemote as jest.Mock).mockReset().mockRejectedValue(new Error('503'));
    await expect(
      preparePage('/login', createTestShell(null).shell, runtime),
    ).resolves.toBeUndefined();
    expect(loadedRemoteApp('auth', runtime)).toBeUndefined();
  });

  it('waits no longer than its limit for a remote that does not answer', async () => {
    jest.useFakeTimers();
    try {
      const runtime = stubRuntime();
      (runtime.loadRemote as jest.Mock).mockReset().mockReturnValue(new Promise(() => undefined));
      let done = false;
      void preparePageWithin(1000, '/login', createTestShell(null).shell, runtime).then(
        () => (done = true),
      );
      await jest.advanceTimersByTimeAsync(999);
      expect(done).toBe(false);
      await jest.advanceTimersByTimeAsync(1);
      expect(done).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });
});
