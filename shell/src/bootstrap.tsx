import { registerPlugins, registerRemotes, loadRemote } from '@module-federation/enhanced/runtime';
// The palette every area reads (CSS variables on :root): loaded once, by the page's host.
import '@dpohub/shared-ui/theme.css';
import { createShellApi } from '@dpohub/shared-ui';
import type { NavigateOptions } from '@dpohub/shared-ui';
import { useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, useNavigate } from 'react-router-dom';
import type { NavigateFunction } from 'react-router-dom';
import { App } from './App';
import { manifestEntryPlugin } from './remotes/remote-manifest';
import { createRemoteRuntime } from './remotes/remote-runtime';
import { FIRST_PAGE_WAIT_MS, prepareFirstPageWithin } from './routing/first-page';
import { fetchManifest, takeEarlyConfig } from './runtime-config/early-start';
import { loadRuntimeConfig } from './runtime-config/runtime-config';
import { pageTitleStore } from './title/page-title-store';

/** Router navigation for the shell API: set once the router is mounted. */
let routerNavigate: NavigateFunction | null = null;

function NavigateBridge() {
  const routerNavigateHook = useNavigate();
  useEffect(() => {
    routerNavigate = routerNavigateHook;
  }, [routerNavigateHook]);
  return null;
}

function navigate(to: string, options?: NavigateOptions) {
  if (routerNavigate) routerNavigate(to, { replace: options?.replace });
  else window.location.assign(to);
}

async function start() {
  // The entry chunk started /config.json already; fetch it here only if that failed.
  const config = (await takeEarlyConfig()) ?? (await loadRuntimeConfig());
  registerPlugins([manifestEntryPlugin(fetchManifest)]);
  const runtime = createRemoteRuntime(config, { registerRemotes, registerPlugins, loadRemote });
  const shell = createShellApi({
    navigate,
    baseURL: config.apiBaseUrl,
    setTitle: (title) => pageTitleStore.getState().setTitle(title),
  });

  // The first page's code loads while index.html's splash shows; the first render then paints the
  // page whole, in one synchronous pass (measured faster to a usable login form than a transition,
  // with the same Lighthouse blocking time: docs/decisions.md "The first page, painted whole").
  await prepareFirstPageWithin(FIRST_PAGE_WAIT_MS, window.location.pathname, shell, runtime);

  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const root = createRoot(container);
  root.render(
    <BrowserRouter>
      <NavigateBridge />
      <App shell={shell} runtime={runtime} />
    </BrowserRouter>,
  );
}

void start();
