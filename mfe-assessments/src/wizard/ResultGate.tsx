import type { ReactNode } from 'react';
import { numberedStepTitle } from '@dpohub/domain';
import { Spinner } from '@dpohub/shared-ui';
import type { CompleteAnswer } from './assessment-api';
import { UnfilledStepsNotice } from './UnfilledStepsNotice';
import type { AssessmentWizardState } from './use-assessment-wizard';
import { useResult } from './use-result';

interface ResultGateProps<R> {
  wizard: AssessmentWizardState;
  /** Where the kind's answer carries its outcome (spec 3 section 7: `results` or `conclusion`). */
  field: 'results' | 'conclusion';
  /** Read completo/{id} again when it changes (defaults to the wizard's result version). */
  version?: number;
  children: (outcome: R, answer: CompleteAnswer<R>) => ReactNode;
}

/**
 * The result step of every kind: nothing saved yet lists every step as unfilled; while
 * completo/{id} loads, a spinner; steps left, their list; otherwise the kind's own outcome.
 */
export function ResultGate<R>({ wizard, field, version, children }: ResultGateProps<R>) {
  const { answer, loading } = useResult<R>(wizard.form, wizard.id, version ?? wizard.resultVersion);
  if (wizard.id === null) {
    return (
      <UnfilledStepsNotice
        steps={wizard.form.positions.map((p) => ({
          position: p,
          title: numberedStepTitle(wizard.form, p),
        }))}
      />
    );
  }
  if (loading && !answer) return <Spinner />;
  if (!answer) return null;
  const outcome = answer[field];
  if (answer.unfilledSteps.length || !outcome) {
    return <UnfilledStepsNotice steps={answer.unfilledSteps} />;
  }
  return <>{children(outcome, answer)}</>;
}
