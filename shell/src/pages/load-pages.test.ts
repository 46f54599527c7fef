import type { RemotePages } from '@dpohub/shared-ui';
import { findRoute } from '../routing/routes';
import type { ManifestShape } from '../remotes/remote-manifest';
import { REMOTES } from '../remotes/remote-names';
import { REMOTE_PAGES } from '../test/remote-pages';
import { installPages } from './declared-pages';
import { KNOWN_PAGES_URL, loadPages } from './load-pages';

const manifestUrl = (container: string) => `http://${container}.example/mf-manifest.json`;
const CONFIG = {
  apiBaseUrl: '/api',
  remotes: Object.fromEntries(Object.values(REMOTES).map((name) => [name, manifestUrl(name)])),
};

/** The admin remote as a newer build declares it: one more page, one title renamed. */
const NEWER_ADMIN: RemotePages = {
  ...REMOTE_PAGES.admin!,
  pages: {
    ...REMOTE_PAGES.admin!.pages,
    lawyers: { ...REMOTE_PAGES.admin!.pages.lawyers!, title: 'Advogados do escritório' },
    'lawyers.directory': {
      path: '/advogados',
      title: 'Advogados',
      access: { onlyAdmin: true },
      layout: true,
    },
  },
};

/** Each remote's manifest carries its declarations; `answers` replaces some. */
function manifests(answers: Record<string, () => Promise<ManifestShape>> = {}) {
  const read = jest.fn((url: string) => {
    const container = new URL(url).hostname.split('.')[0]!;
    const key = Object.entries(REMOTES).find(([, name]) => name === container)![0];
    const answer = answers[container];
    return answer
      ? answer()
      : Promise.resolve({ metaData: { pages: REMOTE_PAGES[key as keyof typeof REMOTES] } });
  });
  return read;
}

/** The shell's own copy, as its build wrote it: the admin remote without its audit trail. */
const KNOWN = {
  ...REMOTE_PAGES,
  admin: { ...REMOTE_PAGES.admin!, menu: [], pages: { users: REMOTE_PAGES.admin!.pages.users } },
};
const knownCopy = () =>
  jest.fn(async () => ({ ok: true, json: async () => KNOWN }) as unknown as Response);

let errors: jest.SpyInstance;
beforeEach(() => {
  errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => errors.mockRestore());

describe("the remotes' pages, read at start", () => {
  it("reads every remote's manifest at once and the known copy beside them, each once", async () => {
    const read = manifests();
    const fetchImpl = knownCopy();
    const declared = await loadPages(CONFIG, read, fetchImpl);
    expect(read.mock.calls.map(([url]) => url).sort()).toEqual(
      Object.values(CONFIG.remotes).sort(),
    );
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(fetchImpl).toHaveBeenCalledWith(KNOWN_PAGES_URL);
    expect(declared).toEqual(REMOTE_PAGES);
  });

  it("takes a remote's own declarations over the known copy: a new page and a renamed title", async () => {
    const read = manifests({ mfe_admin: async () => ({ metaData: { pages: NEWER_ADMIN } }) });
    installPages(await loadPages(CONFIG, read, knownCopy()));
    expect(findRoute('/advogados')).toMatchObject({ owner: 'admin', title: 'Advogados' });
    expect(findRoute('/lawyerManagement')?.title).toBe('Advogados do escritório');
  });

  it('leaves out the pages of a remote whose declarations are malformed; the rest works', async () => {
    const broken = { ...REMOTE_PAGES.admin!, pages: { users: { path: 'users' } } };
    const read = manifests({ mfe_admin: async () => ({ metaData: { pages: broken } }) });
    const declared = await loadPages(CONFIG, read, knownCopy());
    installPages(declared);
    expect(declared.admin).toBeUndefined();
    expect(findRoute('/users')).toBeNull();
    expect(findRoute('/demands')).toMatchObject({ owner: 'demands', title: 'Solicitações' });
    expect(errors).toHaveBeenCalledWith(
      '[shell] mfe_admin: page declarations unreadable; left out',
    );
  });

  it('uses the known copy for a remote built before it declared its pages (version skew)', async () => {
    const read = manifests({ mfe_admin: async () => ({ metaData: {} }) });
    const declared = await loadPages(CONFIG, read, knownCopy());
    expect(declared.admin).toEqual(KNOWN.admin);
    expect(declared.demands).toEqual(REMOTE_PAGES.demands);
    expect(errors).not.toHaveBeenCalled();
  });

  it('uses the known copy for a remote whose manifest cannot be read, or that is not configured', async () => {
    const read = manifests({ mfe_admin: () => Promise.reject(new Error('HTTP 503')) });
    const { mfe_auth: _, ...withoutAuth } = CONFIG.remotes;
    const declared = await loadPages({ ...CONFIG, remotes: withoutAuth }, read, knownCopy());
    installPages(declared);
    expect(declared.admin).toEqual(KNOWN.admin);
    expect(declared.auth).toEqual(REMOTE_PAGES.auth);
    // Its pages still have an owner: the area shows its contained 'unavailable' message.
    expect(findRoute('/users')).toMatchObject({ owner: 'admin' });
    expect(findRoute('/login')).toMatchObject({ owner: 'auth', layout: false });
  });

  it('leaves out a remote that is down when the known copy cannot be read either', async () => {
    const read = manifests({ mfe_admin: () => Promise.reject(new Error('HTTP 503')) });
    const fetchImpl = jest.fn(async () => ({ ok: false }) as Response);
    const declared = await loadPages(CONFIG, read, fetchImpl);
    expect(declared.admin).toBeUndefined();
    expect(declared.demands).toEqual(REMOTE_PAGES.demands);
  });
});
