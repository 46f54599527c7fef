import { SHELL_CONTRACT_VERSION, ShellProvider } from '@dpohub/shared-ui';
import type { RemoteAppModule, RemoteAppProps } from '@dpohub/shared-ui';
import { DemandsRoutes } from './DemandsRoutes';

/** The demands remote's root: the shell API in context, then the remote's routes. */
function DemandsApp({ shell }: RemoteAppProps) {
  return (
    <ShellProvider shell={shell}>
      <DemandsRoutes />
    </ShellProvider>
  );
}

/** The exposed `./app` module (ARCHITECTURE "Composition at run time"). */
const demandsRemote: RemoteAppModule = { contractVersion: SHELL_CONTRACT_VERSION, App: DemandsApp };

export default demandsRemote;
