import { useEffect, useState } from 'react';
import { CONTRACT_END_MESSAGES, clientContractLabel, type Client } from '@dpohub/domain';
import { Button, lazyDialog, useShell } from '@dpohub/shared-ui';
import { fetchClient } from './client-functions-api';
import styles from './ClientsPage.module.css';

// The confirmation, its form and the calendar it reads load when the firm opens it.
const EndContractDialog = lazyDialog(() =>
  import('./EndContractDialog').then((module) => module.EndContractDialog),
);

export interface ContractSectionProps {
  clientId: number;
  /** After the contract ended (the picker reads the list again to show the state). */
  onEnded: (client: Client) => void;
}

/**
 * The chosen client's contract (issue 31): in force, with 'Encerrar contrato'; ended, with the
 * day and the last day of its users' read-only access; or erased, with the day.
 */
export function ContractSection({ clientId, onEnded }: ContractSectionProps) {
  const shell = useShell();
  const [client, setClient] = useState<Client | null>(null);
  const [confirming, setConfirming] = useState(false);

  useEffect(() => {
    setClient(null);
    let current = true;
    fetchClient(shell.http, clientId).then(
      (answer) => {
        if (current) setClient(answer);
      },
      (error: unknown) => console.error('GET /client/{id} failed', error),
    );
    return () => {
      current = false;
    };
  }, [shell.http, clientId]);

  if (!client) return null;
  const contract = client.contract ?? null;

  return (
    <section className={styles.contract} aria-labelledby={`contract-${clientId}`}>
      <h2 id={`contract-${clientId}`} className={styles.sectionTitle}>
        {CONTRACT_END_MESSAGES.sectionTitle}
      </h2>
      {contract === null ? (
        <>
          <p className={styles.muted}>{CONTRACT_END_MESSAGES.inForce}</p>
          <p className={styles.muted}>{CONTRACT_END_MESSAGES.actionHint}</p>
          <div className={styles.actions}>
            <Button
              variant="danger"
              onClick={() => setConfirming(true)}
              onPointerEnter={() => EndContractDialog.preload()}
            >
              {CONTRACT_END_MESSAGES.action}
            </Button>
          </div>
        </>
      ) : (
        <p className={styles.state} role="status">
          <strong>{clientContractLabel(contract)}</strong>
          <span>
            {contract.dataErasedOn
              ? CONTRACT_END_MESSAGES.erasedState
              : CONTRACT_END_MESSAGES.readOnlyState(contract.readOnlyUntil)}
          </span>
        </p>
      )}
      <EndContractDialog
        open={confirming}
        client={client}
        onClose={() => setConfirming(false)}
        onEnded={(ended) => {
          setConfirming(false);
          setClient(ended);
          onEnded(ended);
        }}
      />
    </section>
  );
}
