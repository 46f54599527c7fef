import { DEMAND_STATUS, type DemandStatus } from '../demand-status';

/** The answer to a change of a cancelled demand (issue 11): it is closed for good. */
export const CANCELLED_DEMAND_NOT_EDITABLE = 'Solicitação cancelada não pode ser editada.';

/**
 * Whether a demand's fields may still change (staff form, client form, internal data). A
 * cancelled demand is closed: nobody edits it, firm staff included; its status moves no more
 * either (spec 2 section 4: CANCELADO items offer no actions).
 */
export function isDemandEditable(demand: { status: DemandStatus }): boolean {
  return demand.status !== DEMAND_STATUS.CANCELADO;
}

/** The refusal of an edit of this demand, or null when it may be edited. */
export function demandEditRefusal(demand: { status: DemandStatus }): string | null {
  return isDemandEditable(demand) ? null : CANCELLED_DEMAND_NOT_EDITABLE;
}
