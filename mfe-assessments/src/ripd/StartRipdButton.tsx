import { useState } from 'react';
import {
  ASSESSMENT_FORMS,
  AUTHORITIES,
  RIPD_START_MESSAGES,
  numberedStepTitle,
  ripdFromNewProject,
} from '@dpohub/domain';
import { Button, useShell } from '@dpohub/shared-ui';
import { useFormikContext } from 'formik';
import type { DefinitionFormValues } from '../definition/definition-values';
import { saveAssessment } from '../wizard/assessment-api';

const apiMessage = (error: unknown) =>
  (error as { response?: { data?: { message?: unknown } } }).response?.data?.message;

/**
 * 'Iniciar RIPD' under a new project's high-risk result (its key recommendation K_RIPD): creates
 * a RIPD for the same client, prefilled from the project's answers, and opens it.
 */
export function StartRipdButton({ clientId }: { clientId: number | null }) {
  const shell = useShell();
  const { values } = useFormikContext<DefinitionFormValues>();
  const [busy, setBusy] = useState(false);
  const user = shell.session.getUser();
  // Firm staff, a client's administrator or a user granted the RIPD (the server checks the
  // client's contract); the access policy's tables stay out of this page (page budget).
  const allowed =
    user?.admin ||
    user?.roles.some((r) => r.authority === AUTHORITIES.RIPD || r.authority === AUTHORITIES.ADMIN);
  if (!allowed) return null;

  const start = async () => {
    setBusy(true);
    try {
      const { name, answers } = ripdFromNewProject({ ...values.answers, name: values.name });
      const form = ASSESSMENT_FORMS.ripd;
      const id = await saveAssessment(shell.http, form, {
        id: null,
        clientId,
        name,
        stepTitle: numberedStepTitle(form, 1),
        answers,
      });
      shell.toast.success(RIPD_START_MESSAGES.started);
      if (id !== null) shell.navigate(`${form.route}/${id}`);
    } catch (error) {
      const message = apiMessage(error);
      shell.toast.error(typeof message === 'string' ? message : RIPD_START_MESSAGES.startFailed);
      setBusy(false);
    }
  };

  return (
    <Button variant="secondary" onClick={() => void start()} disabled={busy}>
      {RIPD_START_MESSAGES.start}
    </Button>
  );
}
