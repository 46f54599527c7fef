import { useEffect, useId, useState } from 'react';
import {
  ERASURE_KEEP_BASES,
  ERASURE_LABELS as LABELS,
  ERASURE_MESSAGES,
  ERASURE_REASON_MAX,
  erasureDisplayDay,
  erasureRequestedText,
} from '@dpohub/domain';
import type { ErasureRequestView } from '@dpohub/domain/wire';
import { Button, Modal, useShell } from '@dpohub/shared-ui';
import styles from './MyData.module.css';
import { fetchOwnErasureRequest, requestErasure } from './my-data-api';

/**
 * The request to erase one's account (LGPD art. 18 VI): the button and its confirmation, then the
 * request's state, 'Solicitação enviada em dd/MM/yyyy; resposta até dd/MM/yyyy', then the answer.
 */
export function ErasureRequestPanel() {
  const shell = useShell();
  const reasonId = useId();
  const headingId = useId();
  const [current, setCurrent] = useState<ErasureRequestView | null | undefined>(undefined);
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  const [sending, setSending] = useState(false);

  useEffect(() => {
    fetchOwnErasureRequest(shell.http).then(setCurrent, () => setCurrent(null));
  }, [shell.http]);

  const send = async () => {
    setSending(true);
    try {
      setCurrent(await requestErasure(shell.http, reason.trim()));
      shell.toast.success(ERASURE_MESSAGES.requested);
      setAsking(false);
      setReason('');
    } catch {
      // The http client showed the server's message (409: one already open, the last admin).
    } finally {
      setSending(false);
    }
  };

  if (current === undefined) return null;
  const open = current?.situacao === 'ABERTA';
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {LABELS.heading}
      </h2>
      <p className={styles.explain}>{LABELS.explain}</p>
      {current ? (
        <div className={styles.state} role="status">
          <p>{erasureRequestedText(current.solicitadaEm, current.prazo)}</p>
          {current.situacao === 'RECUSADA' && current.respondidaEm ? (
            <>
              <p>{LABELS.refusedOn(erasureDisplayDay(current.respondidaEm))}</p>
              {current.baseLegal ? (
                <p>
                  {LABELS.basis}: {ERASURE_KEEP_BASES[current.baseLegal]}
                </p>
              ) : null}
              <p>
                {LABELS.justification}: {current.justificativa}
              </p>
            </>
          ) : null}
        </div>
      ) : null}
      {!open ? (
        <div className={styles.actions}>
          <Button variant="danger" onClick={() => setAsking(true)}>
            {LABELS.request}
          </Button>
        </div>
      ) : null}
      <Modal
        open={asking}
        title={LABELS.confirmTitle}
        onClose={() => setAsking(false)}
        size="small"
        dismissible={!sending}
        footer={
          <>
            <Button variant="secondary" onClick={() => setAsking(false)} disabled={sending}>
              {LABELS.cancel}
            </Button>
            <Button variant="danger" onClick={() => void send()} loading={sending}>
              {LABELS.confirm}
            </Button>
          </>
        }
      >
        <p className={styles.explain}>{LABELS.confirmText}</p>
        <label htmlFor={reasonId} className={styles.label}>
          {LABELS.reason}
        </label>
        <textarea
          id={reasonId}
          className={styles.textarea}
          rows={3}
          maxLength={ERASURE_REASON_MAX}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
      </Modal>
    </section>
  );
}
