import { useEffect, useState } from 'react';
import { ASSESSMENT_FORMS, TPA_STEPS } from '@dpohub/domain';
import { fetchClients, useShell } from '@dpohub/shared-ui';
import { AssessmentWizard, stepHeadingLevel } from '../wizard/AssessmentWizard';
import { useAssessmentWizard } from '../wizard/use-assessment-wizard';
import { useRouteAssessment } from '../wizard/use-route-assessment';
import { TpaDescriptionStep } from './TpaDescriptionStep';
import { TpaContractStep, TpaMaturityStep, TpaPositionStep } from './TpaQuestionsStep';
import { TpaReport } from './TpaReport';
import { emptyTpaValues, tpaBeforeSave, tpaBodyOf, tpaValuesOf } from './tpa-values';

const form = ASSESSMENT_FORMS.tpa;
const initialValues = emptyTpaValues() as unknown as Record<string, unknown>;

/** The chosen client's name: the contracting party of the contract (spec 3 section 2.4). */
function useClientName(clientId: number | null, known: string | null): string {
  const { http, session } = useShell();
  const [name, setName] = useState('');
  const own = session.getUser()?.client === clientId ? session.getUser()?.clientName : null;
  useEffect(() => {
    if (known || own || clientId === null) return;
    let alive = true;
    fetchClients(http)
      .then((clients) => alive && setName(clients.find((c) => c.id === clientId)?.name ?? ''))
      .catch((error: unknown) => console.error('GET /client/all failed', error));
    return () => {
      alive = false;
    };
  }, [http, clientId, known, own]);
  return known || own || name;
}

/** /TPA[/{id}]: the third-party contract analysis (spec 3 section 2.4). */
export function TpaPage() {
  const { id, queryClient } = useRouteAssessment(form);
  const wizard = useAssessmentWizard({
    form,
    steps: TPA_STEPS,
    id,
    queryClient,
    initialValues,
    valuesOf: tpaValuesOf,
    bodyOf: tpaBodyOf,
    beforeSave: tpaBeforeSave,
  });
  const clientName = useClientName(
    wizard.clientId,
    queryClient?.id === wizard.clientId ? queryClient.name || null : null,
  );
  // A step's own titles, one level below the step's heading.
  const subheading = stepHeadingLevel(wizard) === 3 ? 'h4' : 'h3';
  return (
    <AssessmentWizard
      key={id ?? 'new'}
      wizard={wizard}
      renderStep={(step, disabled) => {
        switch (step.position) {
          case 1:
            return (
              <TpaDescriptionStep
                disabled={disabled}
                clientName={clientName}
                subheading={subheading}
              />
            );
          case 2:
            return <TpaMaturityStep disabled={disabled} />;
          case 3:
            return <TpaPositionStep disabled={disabled} subheading={subheading} />;
          default:
            return <TpaContractStep disabled={disabled} subheading={subheading} />;
        }
      }}
      result={<TpaReport wizard={wizard} />}
    />
  );
}
