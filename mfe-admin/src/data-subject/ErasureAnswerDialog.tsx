import { useId, useState } from 'react';
import {
  ERASURE_JUSTIFICATION_MAX,
  ERASURE_KEEP_BASES,
  ERASURE_KEEP_BASIS_KEYS,
  ERASURE_LABELS as LABELS,
  ERASURE_MESSAGES,
  MESSAGES,
  erasureRefusalError,
  type ErasureKeepBasis,
} from '@dpohub/domain';
import type { ErasureRequestRow } from '@dpohub/domain/wire';
import { Button, LABELS as SHARED_LABELS, Modal, useShell } from '@dpohub/shared-ui';
import styles from './DataSubjectRequests.module.css';
import { carryOutErasure, refuseErasure } from './data-subject-api';

export interface ErasureAnswerDialogProps {
  row: ErasureRequestRow;
  action: 'carryOut' | 'refuse';
  onClose: () => void;
  onAnswered: () => void;
}

/** 'Atender' (what erasing does, then yes) or 'Recusar' (a basis of art. 16 and why). */
export function ErasureAnswerDialog({
  row,
  action,
  onClose,
  onAnswered,
}: ErasureAnswerDialogProps) {
  const shell = useShell();
  const basisId = useId();
  const textId = useId();
  const errorId = useId();
  const hintId = useId();
  const [basis, setBasis] = useState<ErasureKeepBasis | ''>('');
  const [justification, setJustification] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const refusing = action === 'refuse';

  const submit = async () => {
    if (refusing) {
      const invalid = erasureRefusalError({ baseLegal: basis, justificativa: justification });
      setProblem(invalid);
      if (invalid) return;
    }
    setSending(true);
    try {
      if (refusing) {
        await refuseErasure(shell.http, row.id, basis as ErasureKeepBasis, justification.trim());
        shell.toast.success(ERASURE_MESSAGES.refused);
      } else {
        await carryOutErasure(shell.http, row.id);
        shell.toast.success(ERASURE_MESSAGES.completed);
      }
      onAnswered();
    } catch {
      // The http client showed the server's message.
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal
      open
      title={
        refusing ? LABELS.refuseTitle(row.titular.nome) : LABELS.carryOutTitle(row.titular.nome)
      }
      onClose={onClose}
      size={refusing ? 'medium' : 'small'}
      dismissible={!sending}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={sending}>
            {refusing ? LABELS.cancel : MESSAGES.no}
          </Button>
          <Button variant="danger" onClick={() => void submit()} loading={sending}>
            {refusing ? LABELS.refuseConfirm : LABELS.carryOutConfirm}
          </Button>
        </>
      }
    >
      {refusing ? (
        <div className={styles.form}>
          <label htmlFor={basisId}>{LABELS.basis}</label>
          <select
            id={basisId}
            value={basis}
            aria-describedby={problem ? errorId : undefined}
            onChange={(event) => setBasis(event.target.value as ErasureKeepBasis | '')}
          >
            <option value="">{SHARED_LABELS.select}</option>
            {ERASURE_KEEP_BASIS_KEYS.map((key) => (
              <option key={key} value={key}>
                {ERASURE_KEEP_BASES[key]}
              </option>
            ))}
          </select>
          <label htmlFor={textId}>{LABELS.justification}</label>
          <textarea
            id={textId}
            rows={4}
            maxLength={ERASURE_JUSTIFICATION_MAX}
            value={justification}
            aria-describedby={problem ? `${hintId} ${errorId}` : hintId}
            onChange={(event) => setJustification(event.target.value)}
          />
          <p id={hintId} className={styles.hint}>
            {LABELS.justificationHint}
          </p>
          {problem ? (
            <p id={errorId} role="alert" className={styles.error}>
              {problem}
            </p>
          ) : null}
        </div>
      ) : (
        <p className={styles.text}>{LABELS.carryOutText}</p>
      )}
    </Modal>
  );
}
