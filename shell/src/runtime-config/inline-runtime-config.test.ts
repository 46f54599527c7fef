import { readInlineRuntimeConfig } from './runtime-config';

// The server side of the inline config (tooling/serve-app.js writes it into index.html).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { withInlineRuntimeConfig, remoteAppFiles } = require('@dpohub/tooling/serve-app') as {
  withInlineRuntimeConfig: (
    html: string,
    config: object,
    preloadManifests?: string[],
    preloadFiles?: { href: string; as: 'script' | 'style' }[],
  ) => string;
  remoteAppFiles: (
    manifestUrl: string,
    manifest: object,
  ) => { href: string; as: 'script' | 'style' }[];
};

const PAGE =
  '<!doctype html><html><head><title>DPOHUB</title><script defer src="/main.1.js"></script></head><body><div id="root"></div></body></html>';

function parse(html: string): Document {
  return new DOMParser().parseFromString(html, 'text/html');
}

describe('the runtime config written into the page', () => {
  it('is read back by the shell exactly as served', () => {
    const config = {
      apiBaseUrl: '/api',
      remotes: { mfe_auth: 'http://127.0.0.1:3001/mf-manifest.json' },
    };
    const doc = parse(withInlineRuntimeConfig(PAGE, config));

    expect(readInlineRuntimeConfig(doc)).toEqual(config);
    // A data block, not a script that runs: the CSP needs no inline script.
    expect(doc.getElementById('dpohub-runtime-config')?.getAttribute('type')).toBe(
      'application/json',
    );
  });

  it('cannot be broken out of by a value holding a closing tag', () => {
    const config = { apiBaseUrl: '/api</script><script>alert(1)</script>', remotes: {} };
    const html = withInlineRuntimeConfig(PAGE, config);

    expect(html).not.toContain('</script><script>alert');
    expect(readInlineRuntimeConfig(parse(html))).toEqual(config);
  });

  it("preloads the manifests the page starts with, as the shell's own fetch asks for them", () => {
    const manifest = 'http://127.0.0.1:3001/mf-manifest.json';
    const doc = parse(withInlineRuntimeConfig(PAGE, { remotes: {} }, [manifest]));
    const links = [...doc.querySelectorAll('link[rel="preload"]')];
    expect(links.map((link) => link.outerHTML)).toEqual([
      `<link rel="preload" as="fetch" crossorigin="anonymous" href="${manifest}">`,
    ]);
    const hostile = withInlineRuntimeConfig(PAGE, { remotes: {} }, ['http://x/"><script>']);
    expect(hostile).not.toContain('"><script>');
  });

  it("preloads the files of the remote's ./app that its manifest names, as the MF runtime loads them", () => {
    const manifest = 'http://127.0.0.1:3001/mf-manifest.json';
    const files = remoteAppFiles(manifest, {
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [
        { path: './embed', assets: { js: { sync: ['embed.9.js'] } } },
        {
          path: './app',
          assets: { js: { sync: ['__federation_expose_app.1.js'] }, css: { sync: ['app.2.css'] } },
        },
      ],
    });
    expect(files).toEqual([
      { href: 'http://127.0.0.1:3001/remoteEntry.js', as: 'script' },
      { href: 'http://127.0.0.1:3001/__federation_expose_app.1.js', as: 'script' },
      { href: 'http://127.0.0.1:3001/app.2.css', as: 'style' },
    ]);
    const doc = parse(withInlineRuntimeConfig(PAGE, { remotes: {} }, [manifest], files));
    expect([...doc.querySelectorAll('link[rel="preload"]')].map((link) => link.outerHTML)).toEqual([
      `<link rel="preload" as="fetch" crossorigin="anonymous" href="${manifest}">`,
      '<link rel="preload" as="script" href="http://127.0.0.1:3001/remoteEntry.js">',
      '<link rel="preload" as="script" href="http://127.0.0.1:3001/__federation_expose_app.1.js">',
      '<link rel="preload" as="style" href="http://127.0.0.1:3001/app.2.css">',
    ]);
  });

  it('is absent from a page served without it', () => {
    expect(readInlineRuntimeConfig(parse(PAGE))).toBeNull();
  });
});
