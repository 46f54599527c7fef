import { useState } from 'react';
import { CONTRACT_END_MESSAGES, clientContractLabel, type Client } from '@dpohub/domain';
import { Button, lazyDialog } from '@dpohub/shared-ui';
import styles from './ClientsPage.module.css';
import { useClient } from './use-client';

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
  const [client, setClient] = useClient(clientId);
  const [confirming, setConfirming] = useState(false);

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
