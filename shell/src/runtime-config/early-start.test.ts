import { preloadRemoteFiles } from '../remotes/remote-manifest';
import { fetchManifest, firstPageRemote, startEarlyRequests, takeEarlyConfig } from './early-start';

function response(body: unknown, ok = true) {
  const make = (): Response =>
    ({ ok, status: ok ? 200 : 500, json: async () => body, clone: make }) as unknown as Response;
  return make();
}

afterEach(() => {
  document.head.innerHTML = '';
  window.localStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('early requests of the shell', () => {
  it('knows the auth remote renders the first page of a signed-out visitor, the shell a signed-in one', () => {
    expect(firstPageRemote(false)).toBe('mfe_auth');
    expect(firstPageRemote(true)).toBeNull();
  });

  it('starts /config.json, then the auth manifest, and preloads the remote entry and ./app files', async () => {
    window.history.replaceState(null, '', '/login');
    const manifestUrl = 'http://auth.example/mf-manifest.json';
    const manifest = {
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [
        {
          path: './app',
          assets: { js: { sync: ['__federation_expose_app.1.js'] }, css: { sync: ['app.2.css'] } },
        },
      ],
    };
    const fetchImpl = jest.fn(async (url: string) =>
      url === '/config.json'
        ? response({ apiBaseUrl: '/api', remotes: { mfe_auth: manifestUrl } })
        : response(manifest),
    );
    startEarlyRequests(fetchImpl as unknown as typeof fetch);
    expect(fetchImpl).toHaveBeenCalledWith('/config.json', { cache: 'no-cache' });

    await expect(takeEarlyConfig()).resolves.toEqual({
      apiBaseUrl: '/api',
      remotes: { mfe_auth: manifestUrl },
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fetchImpl).toHaveBeenCalledWith(manifestUrl);
    const preloads = [...document.head.querySelectorAll('link[rel="preload"]')].map((link) => [
      link.getAttribute('as'),
      (link as HTMLLinkElement).href,
    ]);
    expect(preloads).toEqual([
      ['script', 'http://auth.example/remoteEntry.js'],
      ['script', 'http://auth.example/__federation_expose_app.1.js'],
      ['style', 'http://auth.example/app.2.css'],
    ]);

    // The shell's manifest reader gets the response already under way, once; then asks anew.
    const later = response(manifest);
    const refetch = jest.fn(async () => later);
    await expect(fetchManifest(manifestUrl, refetch)).resolves.toMatchObject({ ok: true });
    expect(refetch).not.toHaveBeenCalled();
    await expect(fetchManifest(manifestUrl, refetch)).resolves.toBe(later);
    expect(refetch).toHaveBeenCalledWith(manifestUrl);
  });

  it('takes the config written into the page without fetching /config.json', async () => {
    window.history.replaceState(null, '', '/login');
    const manifestUrl = 'http://auth.example/mf-manifest.json';
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = 'dpohub-runtime-config';
    script.textContent = JSON.stringify({ apiBaseUrl: '/api', remotes: { mfe_auth: manifestUrl } });
    document.head.appendChild(script);
    const fetchImpl = jest.fn(async () => response({ exposes: [] }));

    startEarlyRequests(fetchImpl as unknown as typeof fetch);

    await expect(takeEarlyConfig()).resolves.toEqual({
      apiBaseUrl: '/api',
      remotes: { mfe_auth: manifestUrl },
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    // The manifest starts at once; /config.json is never asked for.
    expect(fetchImpl.mock.calls).toEqual([[manifestUrl]]);
  });

  it('leaves the start to the normal path when /config.json fails', async () => {
    const fetchImpl = jest.fn(async () => response(null, false));
    startEarlyRequests(fetchImpl as unknown as typeof fetch);
    await expect(takeEarlyConfig()).resolves.toBeNull();
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('preloads nothing from a manifest without an ./app', () => {
    preloadRemoteFiles('http://x.example/mf-manifest.json', { exposes: [] });
    expect(document.head.querySelectorAll('link[rel="preload"]')).toHaveLength(0);
  });
});
