import {
  MESSAGES,
  SIMULATION_ATTACHMENT_EXTENSIONS,
  SIMULATION_MAX_FILES,
  validateSimulationFileCount,
} from '@dpohub/domain';
import { FileField, PageContainer, useShell } from '@dpohub/shared-ui';
import { HeadingLevelProvider } from '../simulation/heading-level';
import { useEffect } from 'react';
import { LABELS } from '../labels';
import { useSimulatorPath } from '../routing/simulator-paths';
import { SimulatorForm } from '../simulation/SimulatorForm';
import { toSimulationPayload } from '../simulation/simulation-values';
import type { SimulationFormValues } from '../simulation/simulation-values';
import { saveSimulation, uploadSimulationDocuments } from './internal-simulation-api';

/** The internal simulator form (/fineSimulator): all sections open, up to 10 attachments. */
export function FineSimulatorPage() {
  const shell = useShell();
  const pathTo = useSimulatorPath();

  useEffect(() => shell.setTitle(LABELS.simulator.title), [shell]);

  const calculate = async (values: SimulationFormValues) => {
    const tooMany = validateSimulationFileCount(values.files.length);
    if (tooMany) {
      shell.toast.warn(tooMany);
      return null;
    }
    try {
      const payload = toSimulationPayload(values, { id: 0, createdByUserLP: false });
      const saved = await saveSimulation(shell.http, payload);
      if (values.files.length === 0) return saved;
      const attached = await uploadSimulationDocuments(
        shell.http,
        { ...payload, id: saved.id },
        values.files,
      );
      // The documents call answers the stored simulation; keep the computed figures either way.
      return { ...saved, ...attached, calculo: attached.calculo ?? saved.calculo };
    } catch (error) {
      // Spec 4 section 8: a failed calculate call is only logged.
      console.error('Fine simulation failed', error);
      return null;
    }
  };

  return (
    <PageContainer>
      {/* Under the top bar's h1: the sections are h2 (platform m27). */}
      <HeadingLevelProvider level={1}>
        <SimulatorForm
          layout="expanded"
          calculate={calculate}
          onCancel={() => window.history.back()}
          onClear={() => window.location.reload()}
          onSeeSimulations={() => shell.navigate(pathTo('simulatedFines'))}
          extraFields={
            <FileField
              name="files"
              label={LABELS.simulator.attachments}
              hint={LABELS.simulator.attachmentsHint}
              accept={SIMULATION_ATTACHMENT_EXTENSIONS}
              maxFiles={SIMULATION_MAX_FILES}
              maxFilesMessage={MESSAGES.simulationMaxFiles}
            />
          }
        />
      </HeadingLevelProvider>
    </PageContainer>
  );
}
