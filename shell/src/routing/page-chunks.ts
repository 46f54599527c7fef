import { preloadableLazy } from '@dpohub/shared-ui';

// Each page loads what it uses: the layout (menu, top bar) and the shell's own pages are chunks
// of their own, so the login page, which has neither, does not download them.
export const Layout = preloadableLazy(() => import('../layout/Layout').then((m) => m.Layout));
export const ShellPageView = preloadableLazy(() =>
  import('./ShellPageView').then((m) => m.ShellPageView),
);
export const TermsAcceptancePage = preloadableLazy(() =>
  import('../terms/TermsAcceptancePage').then((m) => m.TermsAcceptancePage),
);
