import { SHELL_CONTRACT_VERSION, ShellProvider } from '@dpohub/shared-ui';
import type { RemoteAppModule, RemoteAppProps } from '@dpohub/shared-ui';
import { AssessmentRoutes } from './AssessmentRoutes';

/** The assessments remote's root: the shell API in context, then the remote's routes. */
function AssessmentsApp({ shell }: RemoteAppProps) {
  return (
    <ShellProvider shell={shell}>
      <AssessmentRoutes />
    </ShellProvider>
  );
}

/** The exposed `./app` module (ARCHITECTURE "Composition at run time"). */
const assessmentsRemote: RemoteAppModule = {
  contractVersion: SHELL_CONTRACT_VERSION,
  App: AssessmentsApp,
};

export default assessmentsRemote;
