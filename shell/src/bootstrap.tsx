import { registerPlugins, registerRemotes, loadRemote } from '@module-federation/enhanced/runtime';
// The palette every area reads (CSS variables on :root): loaded once, by the page's host.
import '@dpohub/shared-ui/theme.css';
import { createShellApi } from '@dpohub/shared-ui';
import type { NavigateOptions } from '@dpohub/shared-ui';
import { useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { useNavigate } from 'react-router-dom';
import type { NavigateFunction } from 'react-router-dom';
import { landingPath, principalOf } from '@dpohub/domain';
import { App } from './App';
import { installPages } from './pages/declared-pages';
import { loadPages } from './pages/load-pages';
import { manifestEntryPlugin, manifestReader } from './remotes/remote-manifest';
import { createRemoteRuntime } from './remotes/remote-runtime';
import { FIRST_PAGE_WAIT_MS, preparePage, preparePageWithin } from './routing/prepare-page';
import { ShellRouter } from './routing/ShellRouter';
import { fetchManifest, takeEarlyConfig } from './runtime-config/early-start';
import { loadRuntimeConfig } from './runtime-config/runtime-config';
import { pageTitleStore } from './title/page-title-store';

/** Router navigation for the shell API: set once the router is mounted. */
let routerNavigate: NavigateFunction | null = null;
/** Starts loading a page's code (set at start). */
let prepare: (to: string) => void = () => undefined;

function NavigateBridge() {
  const routerNavigateHook = useNavigate();
  useEffect(() => {
    routerNavigate = routerNavigateHook;
  }, [routerNavigateHook]);
  return null;
}

function navigate(to: string, options?: NavigateOptions) {
  // The page's files start at once and together, not one wave after another as it renders.
  prepare(to);
  if (routerNavigate) routerNavigate(to, { replace: options?.replace });
  else window.location.assign(to);
}

async function start() {
  // The entry chunk started /config.json already; fetch it here only if that failed.
  const config = (await takeEarlyConfig()) ?? (await loadRuntimeConfig());
  const manifests = manifestReader(fetchManifest);
  registerPlugins([manifestEntryPlugin(fetchManifest, manifests)]);
  // The remotes are registered first: a registration forgets what was read of the remote's
  // manifest (a retry reads it afresh), so the runtime later loads the first page's remote from the
  // manifest read here, not from a second request.
  const runtime = createRemoteRuntime(config, { registerRemotes, registerPlugins, loadRemote });
  // Every remote's pages (routes, guards, menu, cards) before the first render: one round of
  // manifests, read once with the MF runtime (issue 33).
  const pages = loadPages(config, manifests.read);
  const shell = createShellApi({
    navigate,
    baseURL: config.apiBaseUrl,
    setTitle: (title) => pageTitleStore.getState().setTitle(title),
  });
  installPages(await pages);
  prepare = (to) => void preparePage(to, shell, runtime);
  // Signed in: the user's first page loads while the sign-in finishes (issue 34 bound 3).
  shell.session.subscribe(() => {
    const user = shell.session.getUser();
    if (user) prepare(landingPath(principalOf(user)));
  });

  // The first page's code loads while index.html's splash shows; the first render then paints the
  // page whole, in one synchronous pass (measured faster to a usable login form than a transition,
  // with the same Lighthouse blocking time: docs/decisions.md "The first page, painted whole").
  await preparePageWithin(FIRST_PAGE_WAIT_MS, window.location.pathname, shell, runtime);

  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const root = createRoot(container);
  root.render(
    <ShellRouter>
      <NavigateBridge />
      <App shell={shell} runtime={runtime} />
    </ShellRouter>,
  );
}

void start();
