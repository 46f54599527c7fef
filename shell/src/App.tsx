import { ShellProvider, ToastHost } from '@dpohub/shared-ui';
import type { ShellApi } from '@dpohub/shared-ui';
import { useCallback } from 'react';
import { Route, Routes } from 'react-router-dom';
import { RemoteRuntimeProvider } from './remotes/remote-runtime-context';
import type { RemoteRuntime } from './remotes/remote-runtime';
import { NavigationProgress } from './routing/NavigationProgress';
import { preparePage } from './routing/prepare-page';
import { RouteGate } from './routing/RouteGate';
import { PagePreloadContext } from './routing/use-page-preload';

export interface AppProps {
  shell: ShellApi;
  runtime: RemoteRuntime;
}

/**
 * The shell's tree inside the router: one provider, one toast stack, one route element, the bar
 * of a navigation under way, and what the links use to load a page's code before the click.
 */
export function App({ shell, runtime }: AppProps) {
  const preload = useCallback(
    (to: string) => void preparePage(to, shell, runtime),
    [shell, runtime],
  );
  return (
    <ShellProvider shell={shell}>
      <RemoteRuntimeProvider runtime={runtime}>
        <PagePreloadContext value={preload}>
          <NavigationProgress />
          <Routes>
            <Route path="*" element={<RouteGate />} />
          </Routes>
          <ToastHost />
        </PagePreloadContext>
      </RemoteRuntimeProvider>
    </ShellProvider>
  );
}
