import { MESSAGES } from '@dpohub/domain';
import type { ReactNode } from 'react';
import { Button } from '../Button/Button';
import { Modal } from '../Modal/Modal';
import styles from './ConfirmDialog.module.css';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  text?: ReactNode;
  /** E.g. 'Sim, quero remover'; defaults to 'Sim'. */
  confirmLabel?: string;
  /** Defaults to 'Não'. */
  cancelLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** Confirm button shows a spinner and the dialog cannot be dismissed meanwhile. */
  loading?: boolean;
  danger?: boolean;
}

/** Asks before an irreversible step, e.g. 'Remover cliente ?' (spec 1 section 2.7). */
export function ConfirmDialog({
  open,
  title,
  text,
  confirmLabel = MESSAGES.yes,
  cancelLabel = MESSAGES.no,
  onConfirm,
  onCancel,
  loading = false,
  danger = false,
}: ConfirmDialogProps) {
  return (
    <Modal
      open={open}
      title={title}
      onClose={onCancel}
      size="small"
      dismissible={!loading}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={loading}>
            {cancelLabel}
          </Button>
          <Button variant={danger ? 'danger' : 'primary'} onClick={onConfirm} loading={loading}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {text ? <p className={styles.text}>{text}</p> : null}
    </Modal>
  );
}
