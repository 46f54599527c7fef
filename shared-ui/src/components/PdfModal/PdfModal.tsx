import type { ReactNode } from 'react';
import { LABELS } from '../../labels';
import { Modal } from '../Modal/Modal';
import styles from './PdfModal.module.css';

export interface PdfModalProps {
  open: boolean;
  title: ReactNode;
  /** URL of the PDF (file or object URL). */
  url: string;
  onClose: () => void;
  /** File name proposed by the download link. */
  fileName?: string;
}

/** Shows a PDF inside a dialog with a download link, e.g. 'Conheça a LGPD' (spec 1 section 2.6). */
export function PdfModal({ open, title, url, onClose, fileName }: PdfModalProps) {
  return (
    <Modal
      open={open}
      title={title}
      onClose={onClose}
      size="large"
      footer={
        <a className={styles.download} href={url} download={fileName ?? true}>
          {LABELS.download}
        </a>
      }
    >
      <iframe
        className={styles.frame}
        src={url}
        title={typeof title === 'string' ? title : 'PDF'}
      />
    </Modal>
  );
}
