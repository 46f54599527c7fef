import { Spinner, useShell } from '@dpohub/shared-ui';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { forgetRemoteApp, loadRemoteApp, loadedRemoteApp } from './load-remote-app';
import { REMOTES, type RemoteKey } from './remote-names';
import { useRemoteRuntime } from './remote-runtime-context';
import { RemoteUnavailable } from './RemoteUnavailable';
import { SHELL_LABELS } from '../shell-labels';
import styles from './RemoteArea.module.css';

function logAreaError(error: unknown) {
  console.error('[shell] remote area failed', error);
}

/**
 * One remote's area of the content: lazily loads its `./app` (React.lazy over loadRemote), or
 * takes it as it is when already loaded (the first page's remote, loaded before the first
 * render, paints with no fallback in between), renders it with the shell API, and contains any
 * failure (load, contract version, render) in an error boundary with a retry. The remote renders
 * its own routes as descendants of the shell's router, from the root (basePath '').
 */
export function RemoteArea({ remote }: { remote: RemoteKey }) {
  const runtime = useRemoteRuntime();
  const shell = useShell();
  const [attempt, setAttempt] = useState(0);

  const RemoteApp = useMemo(
    () =>
      loadedRemoteApp(remote, runtime)?.App ??
      lazy(async () => {
        const module = await loadRemoteApp(remote, runtime);
        return { default: module.App };
      }),
    // A new attempt builds a new lazy component, so React.lazy's cached failure is dropped.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [remote, runtime, attempt],
  );

  const retry = useCallback(() => {
    runtime.reset(REMOTES[remote]);
    forgetRemoteApp(remote, runtime);
    setAttempt((n) => n + 1);
  }, [remote, runtime]);

  return (
    <ErrorBoundary
      key={`${remote}:${attempt}`}
      onError={logAreaError}
      fallbackRender={() => <RemoteUnavailable onRetry={retry} />}
    >
      <Suspense
        fallback={
          <div className={styles.loading}>
            <Spinner label={SHELL_LABELS.loadingArea} />
          </div>
        }
      >
        <RemoteApp shell={shell} basePath="" />
      </Suspense>
    </ErrorBoundary>
  );
}
