import { ARCHIVE_REFRESH_MS, DEBOUNCE_MS, DEMAND_STATUS, MESSAGES } from '@dpohub/domain';
import type { DemandStatus } from '@dpohub/domain';
import { useDebouncedCallback, useShell } from '@dpohub/shared-ui';
import { useEffect, useRef, useState } from 'react';
import { changeDemandStatus } from '../common/demands-api';
import type { DemandRow } from '../common/demand-types';
import { setDemandArchived } from './staff-demands-api';

export interface DemandActions {
  /** Moves the demand to `status` 300 ms after the last request (spec 2 section 4). */
  changeStatus: (id: number, status: DemandStatus) => void;
  /** The row whose cancellation waits for confirmation. */
  cancelTarget: DemandRow | null;
  askCancel: (row: DemandRow) => void;
  confirmCancel: () => void;
  dismissCancel: () => void;
  setArchived: (row: DemandRow, archived: boolean) => void;
}

/** The row actions of the staff lists: advance, cancel, archive and unarchive. */
export function useDemandActions(reload: () => void): DemandActions {
  const { http, toast } = useShell();
  const [cancelTarget, setCancelTarget] = useState<DemandRow | null>(null);
  const refreshTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (refreshTimer.current) clearTimeout(refreshTimer.current);
    },
    [],
  );

  const changeStatus = useDebouncedCallback((id: number, status: DemandStatus) => {
    changeDemandStatus(http, id, status)
      .then(() => toast.success(MESSAGES.statusChanged))
      // The http client already showed the server's message. A refusal often means the demand
      // moved meanwhile (another user, another tab): the list shows what the server holds.
      .catch(() => undefined)
      .finally(reload);
  }, DEBOUNCE_MS.demandStatusChange);

  const setArchived = (row: DemandRow, archived: boolean) => {
    setDemandArchived(http, row.id, archived)
      .then(() => {
        toast.success(archived ? MESSAGES.demandArchived : MESSAGES.demandUnarchived);
        // Spec 2 section 4: the list refreshes after about 2 s.
        if (refreshTimer.current) clearTimeout(refreshTimer.current);
        refreshTimer.current = setTimeout(reload, ARCHIVE_REFRESH_MS);
      })
      // Refused: the row shows again what the server holds.
      .catch(reload);
  };

  return {
    changeStatus,
    cancelTarget,
    askCancel: setCancelTarget,
    confirmCancel: () => {
      if (cancelTarget) changeStatus(cancelTarget.id, DEMAND_STATUS.CANCELADO);
      setCancelTarget(null);
    },
    dismissCancel: () => setCancelTarget(null),
    setArchived,
  };
}
