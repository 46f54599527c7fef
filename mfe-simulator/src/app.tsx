import { SHELL_CONTRACT_VERSION, ShellProvider } from '@dpohub/shared-ui';
import type { RemoteAppModule, RemoteAppProps } from '@dpohub/shared-ui';
import { BasePathProvider } from './routing/simulator-paths';
import { SimulatorRoutes } from './SimulatorRoutes';

/** The simulator remote's root: the shell API in context, then the remote's routes. */
function SimulatorApp({ shell, basePath = '' }: RemoteAppProps) {
  return (
    <ShellProvider shell={shell}>
      <BasePathProvider basePath={basePath}>
        <SimulatorRoutes />
      </BasePathProvider>
    </ShellProvider>
  );
}

/** The exposed `./app` module (ARCHITECTURE "Composition at run time"). */
const simulatorRemote: RemoteAppModule = {
  contractVersion: SHELL_CONTRACT_VERSION,
  App: SimulatorApp,
};

export default simulatorRemote;
