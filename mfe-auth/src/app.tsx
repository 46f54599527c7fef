import { SHELL_CONTRACT_VERSION, ShellProvider } from '@dpohub/shared-ui';
import type { RemoteAppModule, RemoteAppProps } from '@dpohub/shared-ui';
import { AuthRoutes } from './AuthRoutes';
import { BasePathProvider } from './routing/auth-paths';

/** The auth remote's root: the shell API in context, then the remote's routes. */
function AuthApp({ shell, basePath = '' }: RemoteAppProps) {
  return (
    <ShellProvider shell={shell}>
      <BasePathProvider basePath={basePath}>
        <AuthRoutes />
      </BasePathProvider>
    </ShellProvider>
  );
}

/** The exposed `./app` module (ARCHITECTURE "Composition at run time"). */
const authRemote: RemoteAppModule = { contractVersion: SHELL_CONTRACT_VERSION, App: AuthApp };

export default authRemote;
