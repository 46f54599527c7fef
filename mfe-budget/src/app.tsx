import { SHELL_CONTRACT_VERSION, ShellProvider } from '@dpohub/shared-ui';
import type { RemoteAppModule, RemoteAppProps } from '@dpohub/shared-ui';
import { BudgetRoutes } from './BudgetRoutes';

/** The budget remote's root: the shell API in context, then the remote's routes. */
function BudgetApp({ shell }: RemoteAppProps) {
  return (
    <ShellProvider shell={shell}>
      <BudgetRoutes />
    </ShellProvider>
  );
}

/** The exposed `./app` module (ARCHITECTURE "Composition at run time"). */
const budgetRemote: RemoteAppModule = { contractVersion: SHELL_CONTRACT_VERSION, App: BudgetApp };

export default budgetRemote;
