import { createRemoteRuntime, containRemoteFailuresPlugin } from './remote-runtime';
import { RemoteLoadError } from './remote-load-error';

describe('createRemoteRuntime', () => {
  it('registers every configured remote by container name and the containment plugin', () => {
    const federation = {
      registerRemotes: jest.fn(),
      registerPlugins: jest.fn(),
      loadRemote: jest.fn(),
    };
    const runtime = createRemoteRuntime(
      {
        apiBaseUrl: '/api',
        remotes: { mfe_auth: 'http://localhost:3001/mf-manifest.json' },
      },
      federation,
    );
    expect(federation.registerRemotes).toHaveBeenCalledWith([
      { name: 'mfe_auth', entry: 'http://localhost:3001/mf-manifest.json' },
    ]);
    expect(federation.registerPlugins.mock.calls[0][0][0].name).toBe(
      'dpohub-contain-remote-failures',
    );
    expect(runtime.isConfigured('mfe_auth')).toBe(true);
    expect(runtime.isConfigured('mfe_admin')).toBe(false);

    runtime.reset('mfe_auth');
    expect(federation.registerRemotes).toHaveBeenLastCalledWith(
      [{ name: 'mfe_auth', entry: 'http://localhost:3001/mf-manifest.json' }],
      { force: true },
    );
  });

  it('errorLoadRemote logs the failure and raises a RemoteLoadError for the remote', () => {
    const log = jest.fn();
    const plugin = containRemoteFailuresPlugin(log);
    const cause = new Error('manifest 404');
    const call = () =>
      plugin.errorLoadRemote?.({
        id: 'mfe_demands/app',
        error: cause,
        from: 'runtime',
        lifecycle: 'afterResolve',
        origin: {} as never,
      });
    expect(call).toThrow(RemoteLoadError);
    expect(call).toThrow('Remote mfe_demands: loadFailed');
    expect(log).toHaveBeenCalledWith(
      '[shell] remote mfe_demands/app failed at afterResolve',
      cause,
    );
  });
});

describe('containRemoteFailuresPlugin at manifest resolution', () => {
  it('names the remote from its info when the id is the manifest URL', () => {
    const plugin = containRemoteFailuresPlugin(jest.fn());
    expect(() =>
      plugin.errorLoadRemote?.({
        id: 'http://127.0.0.1:3002/mf-manifest.json',
        error: new TypeError('Failed to fetch'),
        from: 'runtime',
        lifecycle: 'afterResolve',
        remote: {
          name: 'mfe_demands',
          entry: 'http://127.0.0.1:3002/mf-manifest.json',
          type: 'global',
          entryGlobalName: 'mfe_demands',
          shareScope: 'default',
        },
        origin: {} as never,
      }),
    ).toThrow('Remote mfe_demands: loadFailed');
  });
});
