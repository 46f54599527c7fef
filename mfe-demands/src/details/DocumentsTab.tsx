import { CLIENT_REQUEST_LABELS, MESSAGES, PAGE_SIZE } from '@dpohub/domain';
import type { DemandDocument } from '@dpohub/domain';
import { Pagination, useShell } from '@dpohub/shared-ui';
import { useState } from 'react';
import { downloadRequestDocument } from './details-api';
import { FileIcon } from './FileIcon';
import styles from './RequestDetails.module.css';

const LABELS = CLIENT_REQUEST_LABELS.documents;

/** The Documentos tab (spec 2 section 2.7): cards, 8 per page in 4 columns, with pagination. */
export function DocumentsTab({ documents }: { documents: readonly DemandDocument[] }) {
  const shell = useShell();
  const [page, setPage] = useState(0);
  const pageCount = Math.ceil(documents.length / PAGE_SIZE.documentsGrid);
  const shown = documents.slice(
    page * PAGE_SIZE.documentsGrid,
    (page + 1) * PAGE_SIZE.documentsGrid,
  );

  const download = async (document: DemandDocument) => {
    try {
      await downloadRequestDocument(shell.http, document);
    } catch {
      shell.toast.error(MESSAGES.fileDownloadError);
    }
  };

  if (documents.length === 0) return <p className={styles.muted}>{LABELS.none}</p>;
  return (
    <>
      <ul className={styles.documentGrid}>
        {shown.map((document) => (
          <li key={document.id} className={styles.documentCard}>
            <span className={styles.documentIcon}>
              <FileIcon />
            </span>
            <span className={styles.documentName}>{document.filename}</span>
            <button
              type="button"
              className={styles.linkButton}
              aria-label={LABELS.download(document.filename)}
              onClick={() => void download(document)}
            >
              {LABELS.downloadButton}
            </button>
          </li>
        ))}
      </ul>
      <div className={styles.pagination}>
        <Pagination page={page} pageCount={pageCount} onChange={setPage} />
      </div>
    </>
  );
}
