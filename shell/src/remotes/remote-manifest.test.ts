import { manifestEntryPlugin, preloadRemoteFiles, remoteFilesOf } from './remote-manifest';

const manifestUrl = 'http://demands.example/mf-manifest.json';
const manifest = {
  metaData: {
    globalName: 'mfe_demands',
    remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
  },
  exposes: [
    {
      path: './app',
      assets: {
        js: { sync: ['__federation_expose_app.1.js', '77.2.js'] },
        css: { sync: ['app.3.css'] },
      },
    },
    { path: './pages', assets: { js: { sync: ['__federation_expose_pages.4.js'] } } },
  ],
};

function response(body: unknown, ok = true) {
  return { ok, status: ok ? 200 : 404, json: async () => body } as unknown as Response;
}

const preloads = () =>
  [...document.head.querySelectorAll('link[rel="preload"]')].map((link) => [
    link.getAttribute('as'),
    (link as HTMLLinkElement).href,
  ]);

type AfterResolve = (args: unknown) => Promise<{ remoteInfo: { entry: string } }>;

function resolveArgs(entry: string, expose = './app') {
  return {
    id: `mfe_demands/${expose.slice(2)}`,
    expose,
    remote: { name: 'mfe_demands', entry },
    remoteInfo: { name: 'mfe_demands', entry, type: 'global', entryGlobalName: 'mfe_demands' },
  };
}

afterEach(() => {
  document.head.innerHTML = '';
});

describe("a remote's manifest", () => {
  it('names the container and the files of the requested module beside it', () => {
    expect(remoteFilesOf(manifestUrl, manifest)).toEqual({
      entry: 'http://demands.example/remoteEntry.js',
      scripts: [
        'http://demands.example/__federation_expose_app.1.js',
        'http://demands.example/77.2.js',
      ],
      styles: ['http://demands.example/app.3.css'],
    });
    expect(remoteFilesOf(manifestUrl, manifest, './pages').scripts).toEqual([
      'http://demands.example/__federation_expose_pages.4.js',
    ]);
  });

  it('preloads each file once, however many times it is asked', () => {
    preloadRemoteFiles(manifestUrl, manifest);
    preloadRemoteFiles(manifestUrl, manifest);
    expect(preloads()).toEqual([
      ['script', 'http://demands.example/remoteEntry.js'],
      ['script', 'http://demands.example/__federation_expose_app.1.js'],
      ['script', 'http://demands.example/77.2.js'],
      ['style', 'http://demands.example/app.3.css'],
    ]);
  });
});

describe('manifestEntryPlugin', () => {
  it("loads a remote registered by its manifest from the manifest's container, its module's files preloaded", async () => {
    const fetchManifest = jest.fn(async () => response(manifest));
    const afterResolve = manifestEntryPlugin(fetchManifest).afterResolve as AfterResolve;

    const first = await afterResolve(resolveArgs(manifestUrl));
    expect(first.remoteInfo).toMatchObject({
      entry: 'http://demands.example/remoteEntry.js',
      entryGlobalName: 'mfe_demands',
      type: 'global',
    });
    expect(preloads()).toContainEqual(['script', 'http://demands.example/77.2.js']);

    // The manifest is read once per remote.
    const pages = await afterResolve(resolveArgs(manifestUrl, './pages'));
    expect(pages.remoteInfo.entry).toBe('http://demands.example/remoteEntry.js');
    expect(fetchManifest).toHaveBeenCalledTimes(1);
    expect(preloads()).toContainEqual([
      'script',
      'http://demands.example/__federation_expose_pages.4.js',
    ]);
  });

  it('leaves a remote registered by its container alone', async () => {
    const fetchManifest = jest.fn();
    const afterResolve = manifestEntryPlugin(fetchManifest).afterResolve as AfterResolve;
    const args = resolveArgs('http://demands.example/remoteEntry.js');
    await expect(afterResolve(args)).resolves.toBe(args);
    expect(fetchManifest).not.toHaveBeenCalled();
  });

  it('fails the load when the manifest cannot be read, until the remote is registered again', async () => {
    const fetchManifest = jest
      .fn()
      .mockResolvedValueOnce(response(null, false))
      .mockResolvedValueOnce(response(manifest));
    const plugin = manifestEntryPlugin(fetchManifest);
    const afterResolve = plugin.afterResolve as AfterResolve;
    const registerRemote = plugin.registerRemote as (args: unknown) => unknown;

    await expect(afterResolve(resolveArgs(manifestUrl))).rejects.toThrow(
      'http://demands.example/mf-manifest.json: HTTP 404',
    );
    // Visiting the area again shows the same failure; the retry registers the remote anew.
    await expect(afterResolve(resolveArgs(manifestUrl))).rejects.toThrow('HTTP 404');
    expect(fetchManifest).toHaveBeenCalledTimes(1);
    const args = { remote: { name: 'mfe_demands', entry: manifestUrl } };
    expect(registerRemote(args)).toBe(args);
    const retry = await afterResolve(resolveArgs(manifestUrl));
    expect(retry.remoteInfo.entry).toBe('http://demands.example/remoteEntry.js');
    expect(fetchManifest).toHaveBeenCalledTimes(2);
  });
});
