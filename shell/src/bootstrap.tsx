import { registerPlugins, registerRemotes, loadRemote } from '@module-federation/enhanced/runtime';
// The palette every area reads (CSS variables on :root): loaded once, by the page's host.
import '@dpohub/shared-ui/theme.css';
import { createShellApi } from '@dpohub/shared-ui';
import type { NavigateOptions } from '@dpohub/shared-ui';
import { startTransition, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, useNavigate } from 'react-router-dom';
import type { NavigateFunction } from 'react-router-dom';
import { App } from './App';
import { createRemoteRuntime } from './remotes/remote-runtime';
import { earlyManifestPlugin, takeEarlyConfig } from './runtime-config/early-start';
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
  registerPlugins([earlyManifestPlugin()]);
  const runtime = createRemoteRuntime(config, { registerRemotes, registerPlugins, loadRemote });
  const shell = createShellApi({
    navigate,
    baseURL: config.apiBaseUrl,
    setTitle: (title) => pageTitleStore.getState().setTitle(title),
  });

  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const root = createRoot(container);
  // A transition: the first render yields to the browser between components instead of holding
  // the main thread in one long task (the page's first paint is index.html's splash meanwhile).
  startTransition(() => {
    root.render(
      <BrowserRouter>
        <NavigateBridge />
        <App shell={shell} runtime={runtime} />
      </BrowserRouter>,
    );
  });
}

void start();
