import type { RemotePages } from '@dpohub/shared-ui';
import { REMOTE_PAGES } from '../test/remote-pages';
import { parsePages } from './parse-pages';

const ADMIN = REMOTE_PAGES.admin!;

/** The admin remote's declarations with one part replaced. */
const adminWith = (change: Partial<Record<keyof RemotePages, unknown>>) => ({
  ...ADMIN,
  ...change,
});
const withPage = (page: unknown) => adminWith({ pages: { ...ADMIN.pages, extra: page } });
const PAGE = { path: '/extra', title: 'Extra', access: { onlyAdmin: true }, layout: true };

describe("a remote's page declarations, as they arrive in its manifest", () => {
  it.each(Object.entries(REMOTE_PAGES))(
    "reads the %s remote's own declarations whole",
    (_, pages) => expect(parsePages(JSON.parse(JSON.stringify(pages)))).toEqual(pages),
  );

  it('reads a new page, and ignores a field it does not know outside access rules', () => {
    const raw = withPage({ ...PAGE, icon: 'people' });
    expect(parsePages(raw)?.pages.extra).toEqual({ ...PAGE, icon: 'people' });
  });

  it.each([
    ['nothing', undefined],
    ['a list instead of an object', []],
    ['no pages', { menu: ADMIN.menu }],
    ['pages as a list', adminWith({ pages: [PAGE] })],
    ['a page without a path', withPage({ ...PAGE, path: undefined })],
    ['a relative path', withPage({ ...PAGE, path: 'extra' })],
    ['an empty title', withPage({ ...PAGE, title: '' })],
    ['no access rule', withPage({ ...PAGE, access: undefined })],
    ['an access condition it does not know', withPage({ ...PAGE, access: { everyone: true } })],
    ['an access condition of the wrong type', withPage({ ...PAGE, access: { onlyAdmin: 'sim' } })],
    ['layout as text', withPage({ ...PAGE, layout: 'true' })],
    ['a menu entry without its order', adminWith({ menu: [{ key: 'x', label: 'X', to: '/x' }] })],
    [
      'a card of an unknown section',
      adminWith({ cards: [{ key: 'x', title: 'X', to: '/x', order: 1, section: 'other' }] }),
    ],
    ['anyOf as text', adminWith({ cards: [{ ...ADMIN.cards![0], anyOf: 'tpa' }] })],
    [
      'a quick action without its access rule',
      adminWith({ quickActions: [{ key: 'x', label: 'X', to: '/x', order: 1 }] }),
    ],
    ['quick actions as an object', adminWith({ quickActions: {} })],
  ])('refuses the whole declaration with %s', (_, raw) => expect(parsePages(raw)).toBeNull());
});
