import { TOAST_DURATION_MS, TOAST_MAX } from '@dpohub/domain';
import { PortalTargetProvider, ShellProvider, createStandaloneShell } from '@dpohub/shared-ui';
import type { ShellApi, ToastApi } from '@dpohub/shared-ui';
import { useId, useMemo, useState } from 'react';
// The unstyled build plus its stylesheet: the styled build injects a <style> into the host
// page's <head>, outside the embed's Shadow DOM root, where its toasts would not see it.
import { ToastContainer, toast } from 'react-toastify/unstyled';
import 'react-toastify/ReactToastify.css';
import { PublicSimulator } from '../public-flow/PublicSimulator';
import styles from './EmbeddedSimulator.module.css';

export interface EmbeddedSimulatorProps {
  /** The API base URL, e.g. http://127.0.0.1:3100/api (the script tag's data-api-base). */
  apiBase: string;
}

/** Toasts of one embed only: two embeds on a page each show their own. */
function createEmbedToastApi(containerId: string): ToastApi {
  return {
    success: (message) => void toast.success(message, { containerId }),
    info: (message) => void toast.info(message, { containerId }),
    warn: (message) => void toast.warning(message, { containerId }),
    error: (message) => void toast.error(message, { containerId }),
  };
}

/**
 * The public flow on a page without the shell: its own shell API over the given API base. It
 * owns no router and neither navigates nor retitles the host page (ARCHITECTURE, the embed).
 */
export function EmbeddedSimulator({ apiBase }: EmbeddedSimulatorProps) {
  const containerId = useId();
  // Dialogs render here, inside the embed (and its Shadow DOM root), not in the host's body.
  const [portalTarget, setPortalTarget] = useState<HTMLDivElement | null>(null);
  const shell = useMemo<ShellApi>(() => {
    const standalone = createStandaloneShell({
      baseURL: apiBase,
      toast: createEmbedToastApi(containerId),
      onNavigate: () => undefined,
    });
    return { ...standalone, setTitle: () => undefined };
  }, [apiBase, containerId]);

  return (
    <ShellProvider shell={shell}>
      <PortalTargetProvider target={portalTarget}>
        <div className={styles.embed}>
          <PublicSimulator />
        </div>
        <div className={styles.embed} ref={setPortalTarget} />
      </PortalTargetProvider>
      <ToastContainer
        containerId={containerId}
        position="bottom-left"
        autoClose={TOAST_DURATION_MS}
        limit={TOAST_MAX}
        newestOnTop
        closeOnClick
        pauseOnFocusLoss={false}
      />
    </ShellProvider>
  );
}
