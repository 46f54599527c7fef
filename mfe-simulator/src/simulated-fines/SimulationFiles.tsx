import { saveBlobResponse, useShell } from '@dpohub/shared-ui';
import { LABELS } from '../labels';
import { downloadSimulationDocument } from './simulated-fines-api';
import styles from './SimulationFiles.module.css';

export interface SimulationFilesProps {
  simulationId: number;
  files: { id: number; filename: string }[];
  /** On the simulation's page the names show whole; in a list cell they are cut. */
  fullNames?: boolean;
}

/**
 * Each file attached to a simulation, by name, each one a download (platform M3: the list and
 * the simulation's page gave only the first one).
 */
export function SimulationFiles({ simulationId, files, fullNames = false }: SimulationFilesProps) {
  const { http } = useShell();
  if (!files.length) return null;

  const download = async (file: { id: number; filename: string }) => {
    try {
      saveBlobResponse(
        await downloadSimulationDocument(http, simulationId, file.id),
        file.filename,
      );
    } catch (error) {
      // Spec 4 section 8: download failures are only logged.
      console.error('Simulation document download failed', error);
    }
  };

  return (
    <ul className={styles.files} aria-label={LABELS.list.filesOf(simulationId)}>
      {files.map((file) => (
        <li key={file.id}>
          <button
            type="button"
            className={styles.file}
            title={file.filename}
            aria-label={LABELS.list.downloadFile(file.filename)}
            onClick={() => void download(file)}
          >
            <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
              <path
                d="M12 3v12m0 0-5-5m5 5 5-5M4 19h16"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
              />
            </svg>
            <span className={fullNames ? styles.fullName : styles.name}>{file.filename}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
