import { useShell } from '@dpohub/shared-ui';
import type { RemoteAppProps } from '@dpohub/shared-ui';
import { lazy, useCallback, useState, useTransition } from 'react';
import type { ComponentType } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { forgetRemoteApp, loadRemoteApp, loadedRemoteApp } from './load-remote-app';
import { REMOTES, type RemoteKey } from './remote-names';
import type { RemoteRuntime } from './remote-runtime';
import { useRemoteRuntime } from './remote-runtime-context';
import { RemoteUnavailable } from './RemoteUnavailable';

function logAreaError(error: unknown) {
  console.error('[shell] remote area failed', error);
}

/**
 * The lazy `./app` of each remote, kept outside the component: a render that suspends is thrown
 * away, and the next one must find the same load, not start another (RemoteArea has no Suspense
 * boundary of its own, so the one above it retries the whole area).
 */
const lazyApps = new WeakMap<RemoteRuntime, Map<RemoteKey, ComponentType<RemoteAppProps>>>();

function lazyRemoteApp(remote: RemoteKey, runtime: RemoteRuntime) {
  const apps = lazyApps.get(runtime) ?? new Map<RemoteKey, ComponentType<RemoteAppProps>>();
  lazyApps.set(runtime, apps);
  let app = apps.get(remote);
  if (!app) {
    app = lazy(async () => ({ default: (await loadRemoteApp(remote, runtime)).App }));
    apps.set(remote, app);
  }
  return app;
}

/**
 * One remote's area of the content: lazily loads its `./app` (React.lazy over loadRemote), or
 * takes it as it is when already loaded (the first page's remote, loaded before the first
 * render, paints with no fallback in between), renders it with the shell API, and contains any
 * failure (load, contract version, render) in an error boundary with a retry. The remote renders
 * its own routes as descendants of the shell's router, from the root (basePath '').
 *
 * It has no Suspense boundary of its own: while the remote's code loads, the boundary the page
 * already shows holds the navigation (RouteGate). A retry is a transition too: the message stays,
 * its button busy, until the area can show.
 */
export function RemoteArea({ remote }: { remote: RemoteKey }) {
  const runtime = useRemoteRuntime();
  const shell = useShell();
  const [attempt, setAttempt] = useState(0);
  const [retrying, startRetry] = useTransition();

  // The module itself once loaded (no suspension), else the remote's one lazy load; a retry drops
  // that lazy (React.lazy keeps its failure) and renders the area anew under a new key.
  const RemoteApp = loadedRemoteApp(remote, runtime)?.App ?? lazyRemoteApp(remote, runtime);

  const retry = useCallback(() => {
    runtime.reset(REMOTES[remote]);
    forgetRemoteApp(remote, runtime);
    lazyApps.get(runtime)?.delete(remote);
    startRetry(() => setAttempt((n) => n + 1));
  }, [remote, runtime]);

  return (
    <ErrorBoundary
      key={`${remote}:${attempt}`}
      onError={logAreaError}
      fallbackRender={() => <RemoteUnavailable onRetry={retry} retrying={retrying} />}
    >
      <RemoteApp shell={shell} basePath="" />
    </ErrorBoundary>
  );
}
