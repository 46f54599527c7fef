import {
  DEMAND_STATUS,
  demandBadge,
  fromClientStatus,
  isClientDemandStatus,
  isDemandStatus,
} from '@dpohub/domain';
import type { BadgeColour, DemandStatus } from '@dpohub/domain';

/**
 * The status of a request as the status machine names it. The client view may carry its own
 * names (pending, toCancel, canceled: spec 2 section 4); both are read.
 */
export function requestStatus(status: string): DemandStatus {
  if (isDemandStatus(status)) return status;
  if (isClientDemandStatus(status)) return fromClientStatus(status);
  return DEMAND_STATUS.PENDENTE;
}

/** The badge of a request in the client view ('Cancelamento Solicitado', 'Arquivada'). */
export function requestBadge(request: { status: string; archived?: boolean | null }): {
  label: string;
  colour: BadgeColour;
} {
  return demandBadge(
    { status: requestStatus(request.status), archived: request.archived ?? false },
    'client',
  );
}
