import { SHELL_CONTRACT_VERSION, ShellProvider } from '@dpohub/shared-ui';
import type { RemoteAppModule, RemoteAppProps } from '@dpohub/shared-ui';
import { AdminRoutes } from './AdminRoutes';

/** The administration remote's root: the shell API in context, then the remote's routes. */
function AdminApp({ shell }: RemoteAppProps) {
  return (
    <ShellProvider shell={shell}>
      <AdminRoutes />
    </ShellProvider>
  );
}

/** The exposed `./app` module (ARCHITECTURE "Composition at run time"). */
const adminRemote: RemoteAppModule = { contractVersion: SHELL_CONTRACT_VERSION, App: AdminApp };

export default adminRemote;
