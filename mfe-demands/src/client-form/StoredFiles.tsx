import { CLIENT_REQUEST_LABELS } from '@dpohub/domain';
import type { DemandDocument } from '@dpohub/domain';
import styles from './ClientRequestForm.module.css';

const LABELS = CLIENT_REQUEST_LABELS.form;

export interface StoredFilesProps {
  documents: readonly DemandDocument[];
  onRemove: (document: DemandDocument) => void;
}

/** Files already attached to the request being edited, each with its remove button. */
export function StoredFiles({ documents, onRemove }: StoredFilesProps) {
  if (documents.length === 0) return null;
  return (
    <section className={styles.stored} aria-label={LABELS.storedFiles}>
      <h3 className={styles.storedTitle}>{LABELS.storedFiles}</h3>
      <ul className={styles.storedList}>
        {documents.map((document) => (
          <li key={document.id} className={styles.storedItem}>
            <span>{document.filename}</span>
            <button
              type="button"
              className={styles.remove}
              aria-label={LABELS.removeStoredFile(document.filename)}
              onClick={() => onRemove(document)}
            >
              <span aria-hidden="true">×</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
