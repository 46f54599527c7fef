import { CLIENT_REQUEST_LABELS } from '@dpohub/domain';
import type { DemandDocument } from '@dpohub/domain';
import styles from './ClientRequestForm.module.css';

const LABELS = CLIENT_REQUEST_LABELS.form;

export interface StoredFilesProps {
  documents: readonly DemandDocument[];
  /** Ids marked for removal: they go when the form is concluded, and Cancelar keeps them. */
  removed: ReadonlySet<number>;
  onRemove: (document: DemandDocument) => void;
  onKeep: (document: DemandDocument) => void;
}

/**
 * Files already attached to the request being edited. Removing one only marks it (struck
 * through, 'Será removido ao concluir', with a way to keep it); nothing is deleted until
 * Concluir, as with the participants.
 */
export function StoredFiles({ documents, removed, onRemove, onKeep }: StoredFilesProps) {
  if (documents.length === 0) return null;
  return (
    <section className={styles.stored} aria-label={LABELS.storedFiles}>
      <h3 className={styles.storedTitle}>{LABELS.storedFiles}</h3>
      <ul className={styles.storedList}>
        {documents.map((document) => {
          const marked = removed.has(document.id);
          return (
            <li key={document.id} className={styles.storedItem}>
              {marked ? (
                <>
                  <del className={styles.storedRemoved}>{document.filename}</del>
                  <span className={styles.storedNote}>{LABELS.storedFileRemoved}</span>
                  <button
                    type="button"
                    className={styles.keep}
                    aria-label={LABELS.undoRemoveStoredFile(document.filename)}
                    onClick={() => onKeep(document)}
                  >
                    {LABELS.undoRemove}
                  </button>
                </>
              ) : (
                <>
                  <span>{document.filename}</span>
                  <button
                    type="button"
                    className={styles.remove}
                    aria-label={LABELS.removeStoredFile(document.filename)}
                    onClick={() => onRemove(document)}
                  >
                    <span aria-hidden="true">×</span>
                  </button>
                </>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
