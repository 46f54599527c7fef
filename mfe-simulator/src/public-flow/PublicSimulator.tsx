import { MESSAGES } from '@dpohub/domain';
import { Spinner, isHttpError, useShell } from '@dpohub/shared-ui';
import { lazy, Suspense, useRef, useState } from 'react';
import { LABELS } from '../labels';
import { Heading } from '../simulation/heading-level';
import { toSimulationPayload } from '../simulation/simulation-values';
import type { SimulationFormValues } from '../simulation/simulation-values';
import { LandingIntro } from './LandingIntro';
import { LeadRegistrationForm } from './LeadRegistrationForm';
import styles from './PublicFlow.module.css';
import { clearLandingToken, readLandingToken } from './landing-token';
import { calculateLeadSimulation, createLeadSimulation } from './lead-simulation-api';

// The simulator (dosimetry, decimal arithmetic) loads once the visitor is registered: the
// registration form is what the marketing page shows first.
const SimulatorForm = lazy(() =>
  import('../simulation/SimulatorForm').then((m) => ({ default: m.SimulatorForm })),
);

/** The status of a refused call, when the server answered. */
function statusOf(error: unknown): number | undefined {
  return isHttpError(error) ? error.response?.status : undefined;
}

/**
 * The public flow (spec 4 section 4): register, then simulate. Registration shows whenever no
 * lead token is held. All state is local: the flow never touches the page's URL, so it runs the
 * same on the portal page and inside the marketing-site embed, once or several times per page.
 */
export function PublicSimulator() {
  const { http, toast } = useShell();
  const [registered, setRegistered] = useState(() => readLandingToken() !== null);
  // Each start (cancel, clear) mounts a fresh simulator with a fresh simulation.
  const [run, setRun] = useState(0);
  const simulationId = useRef<number | null>(null);

  const restart = () => {
    simulationId.current = null;
    setRun((current) => current + 1);
  };

  const goToStart = () => {
    clearLandingToken();
    simulationId.current = null;
    setRegistered(false);
  };

  const calculate = async (values: SimulationFormValues) => {
    const token = readLandingToken();
    if (!token) {
      // Spec 4 section 2.2: without a stored lead token the simulator returns to registration.
      goToStart();
      return null;
    }
    try {
      if (simulationId.current === null) {
        const draft = toSimulationPayload(values, { id: 0, createdByUserLP: true });
        simulationId.current = await createLeadSimulation(http, token, draft);
      }
      const payload = toSimulationPayload(values, {
        id: simulationId.current,
        createdByUserLP: true,
      });
      return await calculateLeadSimulation(http, token, payload);
    } catch (error) {
      if (statusOf(error) === 401) {
        toast.error(MESSAGES.accessDenied);
        goToStart();
      } else {
        // Spec 4 section 8: a failed calculate call is only logged.
        console.error('Fine simulation failed', error);
      }
      return null;
    }
  };

  if (!registered) {
    return (
      <div className={styles.flow}>
        <LandingIntro />
        <LeadRegistrationForm onRegistered={() => setRegistered(true)} />
      </div>
    );
  }

  return (
    <div className={styles.flow}>
      <Heading className={styles.heading}>{LABELS.simulator.title}</Heading>
      <Suspense fallback={<Spinner />}>
        <SimulatorForm
          key={run}
          layout="wizard"
          calculate={calculate}
          onCancel={restart}
          onClear={restart}
          onGoToStart={goToStart}
        />
      </Suspense>
    </div>
  );
}
