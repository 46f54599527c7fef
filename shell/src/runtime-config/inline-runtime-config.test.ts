import { readInlineRuntimeConfig } from './runtime-config';

// The server side of the inline config (tooling/serve-app.js writes it into index.html).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { withInlineRuntimeConfig } = require('@dpohub/tooling/serve-app') as {
  withInlineRuntimeConfig: (html: string, config: object, preloadManifests?: string[]) => string;
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

  it('is absent from a page served without it', () => {
    expect(readInlineRuntimeConfig(parse(PAGE))).toBeNull();
  });
});
