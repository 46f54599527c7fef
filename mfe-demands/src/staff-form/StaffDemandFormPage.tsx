import {
  DEMAND_STATUS,
  FIRM_NAME,
  MESSAGES,
  canEditStaffDemand,
  isDemandEditable,
  rowActions,
} from '@dpohub/domain';
import type { Solicitacao } from '@dpohub/domain';
import { ConfirmDialog, Spinner, useActor, useShell } from '@dpohub/shared-ui';
import { useCallback, useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { DEMAND_PATHS } from '../common/demand-paths';
import { changeDemandStatus, fetchDemand } from '../common/demands-api';
import { DemandNotFound, demandIdFrom } from '../common/DemandNotFound';
import { DemandsPage } from '../common/DemandsPage';
import { DEMAND_LABELS } from '../common/labels';
import { DemandViewHeader } from './DemandViewHeader';
import { StaffDemandForm } from './StaffDemandForm';
import { emptyStaffDemand, staffDemandFrom } from './staff-demand-values';
import { useStaffFormOptions } from './use-staff-form-options';

const labels = DEMAND_LABELS.staffForm;

/**
 * /demands/new (Nova Solicitação, editing at once) and /demands/edit/{id} (Detalhes da
 * Solicitação, view mode first): spec 2 section 2.4.
 */
export function StaffDemandFormPage() {
  const shell = useShell();
  const actor = useActor();
  const { id } = useParams();
  const demandId = id === undefined ? undefined : (demandIdFrom(id) ?? -1);
  const { serviceTypes, lawyers } = useStaffFormOptions();
  const [demand, setDemand] = useState<Solicitacao | null>(null);
  const [notFound, setNotFound] = useState(demandId === -1);
  const [editing, setEditing] = useState(demandId === undefined);
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  // Remounts the form on every load so it starts from what the server holds.
  const [version, setVersion] = useState(0);

  useEffect(
    () => shell.setTitle(demandId === undefined ? labels.newTitle : labels.editTitle),
    [shell, demandId],
  );

  const load = useCallback(async () => {
    if (demandId === undefined || demandId === -1) return;
    try {
      setDemand(await fetchDemand(shell.http, demandId));
      setVersion((v) => v + 1);
    } catch (error) {
      // Unknown, another client's or failed: a clear state with a way back, never a blank page.
      console.error('GET /solicitacao/{id} failed', error);
      setNotFound(true);
    }
  }, [shell.http, demandId]);

  useEffect(() => {
    void load();
  }, [load]);

  const cancelDemand = async () => {
    if (!demand) return;
    setConfirmingCancel(false);
    try {
      await changeDemandStatus(shell.http, demand.id, DEMAND_STATUS.CANCELADO);
      shell.toast.success(MESSAGES.statusChanged);
      await load();
    } catch {
      // The http client already showed the server's message.
    }
  };

  if (notFound) return <DemandNotFound backTo={DEMAND_PATHS.staffList} />;

  if (demandId !== undefined && !demand) {
    return (
      <DemandsPage>
        <Spinner />
      </DemandsPage>
    );
  }

  const mayChange = demand ? canEditStaffDemand(actor, demand) : true;
  // A cancelled demand is closed (the server refuses its edit too).
  const mayEdit = mayChange && (demand === null || isDemandEditable(demand));
  const mayCancel = demand !== null && mayChange && rowActions(demand).includes('cancel');

  return (
    <DemandsPage>
      {demand && !editing ? (
        <DemandViewHeader
          demand={demand}
          onEdit={mayEdit ? () => setEditing(true) : undefined}
          onCancel={mayCancel ? () => setConfirmingCancel(true) : undefined}
        />
      ) : null}
      <StaffDemandForm
        key={version}
        demandId={demandId}
        initialValues={
          demand ? staffDemandFrom(demand) : emptyStaffDemand(shell.session.getSelectedClient())
        }
        editing={editing}
        serviceTypes={serviceTypes}
        lawyers={lawyers}
        onCancel={() => {
          if (demandId === undefined) shell.navigate(DEMAND_PATHS.staffList);
          else {
            setEditing(false);
            setVersion((v) => v + 1);
          }
        }}
        onSaved={() => {
          if (demandId === undefined) shell.navigate(DEMAND_PATHS.staffList);
          else {
            setEditing(false);
            void load();
          }
        }}
      />
      <ConfirmDialog
        open={confirmingCancel}
        title={labels.cancelDemand}
        text={MESSAGES.cancelDemandText(FIRM_NAME)}
        confirmLabel={MESSAGES.cancelConfirm}
        cancelLabel={MESSAGES.no}
        onConfirm={() => void cancelDemand()}
        onCancel={() => setConfirmingCancel(false)}
        danger
      />
    </DemandsPage>
  );
}
