import { useEffect, useMemo, useState } from 'react';
import {
  CONTRACT_END_MESSAGES,
  CONTRACT_END_REASON_MAX_LENGTH,
  brazilianDay,
  businessCalendarOf,
  contractWindow,
  type Client,
  type ClosedDay,
} from '@dpohub/domain';
import { Button, Modal, Spinner, useShell } from '@dpohub/shared-ui';
import { fetchCalendarYear } from '../calendar/calendar-api';
import { endClientContract } from './client-functions-api';
import styles from './ClientsPage.module.css';

export interface EndContractDialogProps {
  open: boolean;
  client: Client;
  onClose: () => void;
  onEnded: (client: Client) => void;
}

/**
 * 'Encerrar contrato': states the consequence and the last day of the users' read-only access,
 * computed with the firm's calendar (GET /calendario, this year and the next) by the same domain
 * rule the API applies when the firm confirms.
 */
export function EndContractDialog({ open, client, onClose, onEnded }: EndContractDialogProps) {
  const shell = useShell();
  const [closedDays, setClosedDays] = useState<ClosedDay[] | null>(null);
  const [reason, setReason] = useState('');
  const [ending, setEnding] = useState(false);

  useEffect(() => {
    if (!open) return;
    const year = Number(brazilianDay(new Date()).slice(0, 4));
    let current = true;
    Promise.all([year, year + 1].map((ano) => fetchCalendarYear(shell.http, ano))).then(
      (years) => {
        if (current) setClosedDays(years.flatMap((answer) => answer.diasFechados));
      },
      (error: unknown) => console.error('GET /calendario failed', error),
    );
    return () => {
      current = false;
    };
  }, [shell.http, open]);

  const days = useMemo(
    () => (closedDays ? contractWindow(new Date(), businessCalendarOf(closedDays)) : null),
    [closedDays],
  );

  const confirm = async () => {
    setEnding(true);
    try {
      const ended = await endClientContract(shell.http, client.id, reason.trim());
      shell.toast.success(CONTRACT_END_MESSAGES.ended);
      onEnded(ended);
    } catch {
      // The http client showed the server's message.
    } finally {
      setEnding(false);
    }
  };

  return (
    <Modal
      open={open}
      title={CONTRACT_END_MESSAGES.dialogTitle}
      onClose={onClose}
      size="small"
      dismissible={!ending}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={ending}>
            {CONTRACT_END_MESSAGES.cancel}
          </Button>
          <Button
            variant="danger"
            onClick={() => void confirm()}
            loading={ending}
            disabled={days === null}
          >
            {CONTRACT_END_MESSAGES.confirm}
          </Button>
        </>
      }
    >
      {days ? (
        <p className={styles.dialogText}>
          {CONTRACT_END_MESSAGES.dialogText(client.name, days.readOnlyUntil)}
        </p>
      ) : (
        <Spinner label={CONTRACT_END_MESSAGES.computingDate} showLabel />
      )}
      <label className={styles.reasonLabel} htmlFor={`end-reason-${client.id}`}>
        {CONTRACT_END_MESSAGES.reason}
      </label>
      <textarea
        id={`end-reason-${client.id}`}
        className={styles.reason}
        rows={3}
        maxLength={CONTRACT_END_REASON_MAX_LENGTH}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        disabled={ending}
      />
    </Modal>
  );
}
