import {
  CLIENT_REQUEST_LABELS,
  DEMAND_STATUS,
  FIRM_NAME,
  MESSAGES,
  canEditClientRequest,
  canUseFeature,
} from '@dpohub/domain';
import type { ClientDemandStatus, Principal } from '@dpohub/domain';
import { Button, ConfirmDialog, useShell } from '@dpohub/shared-ui';
import { useState } from 'react';
import type { ClientRequestDetail } from '../client-requests/client-request-types';
import { clientRequestEditPath } from '../client-requests/client-request-paths';
import { requestStatus } from '../client-requests/request-status';
import { changeRequestStatus } from './details-api';
import styles from './RequestDetails.module.css';

const LABELS = CLIENT_REQUEST_LABELS.details;

type Pending = 'requestCancellation' | 'cancelDemand' | null;

export interface CancellationActionsProps {
  request: ClientRequestDetail;
  actor: Principal;
  /** Reloads the request after a status change (spec 2 section 4). */
  onChanged: () => void;
}

/**
 * The cancellation flow of spec 2 section 4 and the client's Editar: a client asks for
 * cancellation of a pending request; an admin cancels directly ('Cancelar Demanda'), or, when
 * cancellation was requested, accepts or refuses it.
 */
export function CancellationActions({ request, actor, onChanged }: CancellationActionsProps) {
  const shell = useShell();
  const [confirming, setConfirming] = useState<Pending>(null);
  const [busy, setBusy] = useState(false);
  const status = requestStatus(request.status);
  const open = !request.archived;
  const canRequest =
    open && canUseFeature(actor, 'requestCancellation') && canEditClientRequest(actor, { status });
  const canEdit = open && !actor.admin && canEditClientRequest(actor, { status });
  const canCancel =
    open &&
    canUseFeature(actor, 'cancelDemandDirectly') &&
    status !== DEMAND_STATUS.CANCELADO &&
    status !== DEMAND_STATUS.CANCELAMENTO;
  const decidesCancellation =
    open &&
    canUseFeature(actor, 'acceptRefuseCancellation') &&
    status === DEMAND_STATUS.CANCELAMENTO;

  const change = async (next: ClientDemandStatus, message: string) => {
    setBusy(true);
    try {
      await changeRequestStatus(shell.http, request.id, next);
      shell.toast.success(message);
      onChanged();
    } catch {
      // The http client already showed the server's message (spec 1 section 8).
    } finally {
      setBusy(false);
      setConfirming(null);
    }
  };

  return (
    <>
      {decidesCancellation ? (
        <section className={styles.cancellationPanel} aria-labelledby="cancellation-title">
          <h3 id="cancellation-title" className={styles.subheading}>
            {LABELS.cancellationPanelTitle}
          </h3>
          <p>{LABELS.cancellationPanelText}</p>
          <div className={styles.actions}>
            <Button
              variant="danger"
              disabled={busy}
              onClick={() => void change('canceled', MESSAGES.cancellationConfirmed)}
            >
              {LABELS.accept}
            </Button>
            <Button
              variant="secondary"
              disabled={busy}
              onClick={() => void change('pending', MESSAGES.cancellationRefused)}
            >
              {LABELS.refuse}
            </Button>
          </div>
        </section>
      ) : null}
      {canEdit || canRequest || canCancel ? (
        <div className={styles.actions}>
          {canRequest ? (
            <Button variant="danger" onClick={() => setConfirming('requestCancellation')}>
              {LABELS.requestCancellation}
            </Button>
          ) : null}
          {canCancel ? (
            <Button variant="danger" onClick={() => setConfirming('cancelDemand')}>
              {LABELS.cancelDemand}
            </Button>
          ) : null}
          {canEdit ? (
            <Button onClick={() => shell.navigate(clientRequestEditPath(request.id))}>
              {LABELS.edit}
            </Button>
          ) : null}
        </div>
      ) : null}
      <ConfirmDialog
        open={confirming === 'requestCancellation'}
        title={MESSAGES.cancelRequestTitle}
        text={MESSAGES.cancelRequestText}
        danger
        loading={busy}
        onConfirm={() => void change('toCancel', MESSAGES.cancellationRequested)}
        onCancel={() => setConfirming(null)}
      />
      <ConfirmDialog
        open={confirming === 'cancelDemand'}
        title={LABELS.cancelDemand}
        text={MESSAGES.cancelDemandText(FIRM_NAME)}
        confirmLabel={MESSAGES.cancelConfirm}
        danger
        loading={busy}
        onConfirm={() => void change('canceled', MESSAGES.statusChanged)}
        onCancel={() => setConfirming(null)}
      />
    </>
  );
}
