import { PortalTargetProvider, ShellProvider, createStandaloneShell } from '@dpohub/shared-ui';
import type { ShellApi, ToastApi, ToastKind } from '@dpohub/shared-ui';
import { lazy, Suspense, useCallback, useId, useMemo, useState } from 'react';
import { PublicSimulator } from '../public-flow/PublicSimulator';
import styles from './EmbeddedSimulator.module.css';

export interface EmbeddedSimulatorProps {
  /** The API base URL, e.g. http://127.0.0.1:3100/api (the script tag's data-api-base). */
  apiBase: string;
}

// The toast library loads with the embed's first toast, not with the page (EmbedToastStack).
const EmbedToastStack = lazy(() => import('./EmbedToastStack'));

/**
 * Toasts of one embed only: two embeds on a page each show their own. The first toast mounts the
 * embed's stack; toasts wait until that stack takes them.
 */
function createEmbedToastApi(containerId: string, stackReady: () => Promise<void>): ToastApi {
  const show = (kind: ToastKind) => (message: string) => {
    void Promise.all([import('./EmbedToastStack'), stackReady()]).then(([{ showToast }]) =>
      showToast(kind, message, containerId),
    );
  };
  return {
    success: show('success'),
    info: show('info'),
    warn: show('warn'),
    error: show('error'),
  };
}

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/** The embed's toast stack, mounted on demand, and a promise of it being ready. */
function useToastStack() {
  const [wanted, setWanted] = useState(false);
  const [ready] = useState(deferred);
  const stackReady = useCallback(() => {
    setWanted(true);
    return ready.promise;
  }, [ready]);
  return { wanted, stackReady, onReady: ready.resolve };
}

/**
 * The public flow on a page without the shell: its own shell API over the given API base. It
 * owns no router and neither navigates nor retitles the host page (ARCHITECTURE, the embed).
 */
export function EmbeddedSimulator({ apiBase }: EmbeddedSimulatorProps) {
  const containerId = useId();
  const toasts = useToastStack();
  const { stackReady } = toasts;
  // Dialogs render here, inside the embed (and its Shadow DOM root), not in the host's body.
  const [portalTarget, setPortalTarget] = useState<HTMLDivElement | null>(null);
  const shell = useMemo<ShellApi>(() => {
    const standalone = createStandaloneShell({
      baseURL: apiBase,
      toast: createEmbedToastApi(containerId, stackReady),
      onNavigate: () => undefined,
    });
    return { ...standalone, setTitle: () => undefined };
  }, [apiBase, containerId, stackReady]);

  return (
    <ShellProvider shell={shell}>
      <PortalTargetProvider target={portalTarget}>
        <div className={styles.embed}>
          <PublicSimulator />
        </div>
        <div className={styles.embed} ref={setPortalTarget} />
      </PortalTargetProvider>
      {toasts.wanted ? (
        <Suspense fallback={null}>
          <EmbedToastStack containerId={containerId} onReady={toasts.onReady} />
        </Suspense>
      ) : null}
    </ShellProvider>
  );
}
