import {
  DEMAND_STATUS,
  FIRM_NAME,
  MESSAGES,
  canEditStaffDemand,
  isDemandEditable,
  rowActions,
} from '@dpohub/domain';
import { ConfirmDialog, Spinner, useActor, useRecordQuery, useShell } from '@dpohub/shared-ui';
import { useEffect, useState } from 'react';
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
  const [editing, setEditing] = useState(demandId === undefined);
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  // Remounts the form when editing is given up, so it starts again from what the server holds.
  const [version, setVersion] = useState(0);
  const existing = demandId !== undefined && demandId !== -1;
  const {
    record: demand = null,
    failed,
    updatedAt,
    reload,
  } = useRecordQuery({
    queryKey: ['/solicitacao/{id}', demandId],
    fetchRecord: (signal) => fetchDemand(shell.http, demandId!, signal),
    enabled: existing,
    forForm: true,
  });
  // Unknown, another client's or failed: a clear state with a way back, never a blank page.
  const notFound = demandId === -1 || failed;

  useEffect(
    () => shell.setTitle(demandId === undefined ? labels.newTitle : labels.editTitle),
    [shell, demandId],
  );

  const cancelDemand = async () => {
    if (!demand) return;
    setConfirmingCancel(false);
    try {
      await changeDemandStatus(shell.http, demand.id, DEMAND_STATUS.CANCELADO);
      shell.toast.success(MESSAGES.statusChanged);
      await reload();
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
        key={`${updatedAt}-${version}`}
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
            void reload();
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
