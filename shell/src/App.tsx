import { ShellProvider, ToastHost } from '@dpohub/shared-ui';
import type { ShellApi } from '@dpohub/shared-ui';
import { Route, Routes } from 'react-router-dom';
import { RemoteRuntimeProvider } from './remotes/remote-runtime-context';
import type { RemoteRuntime } from './remotes/remote-runtime';
import { RouteGate } from './routing/RouteGate';

export interface AppProps {
  shell: ShellApi;
  runtime: RemoteRuntime;
}

/** The shell's tree inside the router: one provider, one toast stack, one route element. */
export function App({ shell, runtime }: AppProps) {
  return (
    <ShellProvider shell={shell}>
      <RemoteRuntimeProvider runtime={runtime}>
        <Routes>
          <Route path="*" element={<RouteGate />} />
        </Routes>
        <ToastHost />
      </RemoteRuntimeProvider>
    </ShellProvider>
  );
}
