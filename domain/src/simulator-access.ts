// Who may read and recompute a fine simulation (spec 4 section 6 leaves the roles open; our
// rule): a simulation made inside the portal (DPO) is read by its creator, by the users of the
// creator's client and by the firm's admins; a landing-page one only by the firm's admins,
// and recomputed only by the lead who made it.
import { isParticipant, type Principal } from './access-policy';
import { SIMULATION_ORIGIN, type SimulationOrigin } from './constants';

export interface SimulationOwnership {
  origin: SimulationOrigin;
  createdByUserId: number | null;
  /** The creator's client when it was created. */
  creatorClientId: number | null;
}

export function canReadSimulation(
  p: Principal,
  userId: number,
  simulation: SimulationOwnership,
): boolean {
  if (p.admin) return true;
  if (simulation.origin !== SIMULATION_ORIGIN.DPO) return false;
  if (simulation.createdByUserId === userId) return true;
  // A participant's access is limited to the demand they take part in (spec 2 section 6).
  if (isParticipant(p)) return false;
  return simulation.creatorClientId !== null && p.client === simulation.creatorClientId;
}

/**
 * A portal user recomputes (overwrites) only a DPO simulation they created, or any DPO one as a
 * firm admin: the users of the creator's client read it but never overwrite a colleague's
 * saved simulation (leads: their own, see the API).
 */
export function canUpdateSimulation(
  p: Principal,
  userId: number,
  simulation: SimulationOwnership,
): boolean {
  if (simulation.origin !== SIMULATION_ORIGIN.DPO) return false;
  return p.admin || simulation.createdByUserId === userId;
}

/**
 * Which simulations a list or export shows (docs/decisions.md "Simulator: ... who sees
 * simulations"): firm admins every one; a client user the portal (DPO) simulations of their own
 * client, and their own; a participant, or a user without a client, only their own.
 */
export type SimulationListScope =
  | { kind: 'all' }
  | { kind: 'client'; clientId: number; userId: number }
  | { kind: 'own'; userId: number };

export function simulationListScope(p: Principal, userId: number): SimulationListScope {
  if (p.admin) return { kind: 'all' };
  if (isParticipant(p) || p.client == null) return { kind: 'own', userId };
  return { kind: 'client', clientId: p.client, userId };
}
