// Who may read and recompute a fine simulation (spec 4 section 6 leaves the roles open; spec 1
// section 6 lists simulated fines among the firm's own features; security M3): a simulation
// made inside the portal (DPO) is read by its creator, by the administrators of the creator's
// client and by the firm's admins; a landing-page one only by the firm's admins, and
// recomputed only by the lead who made it. A client's other users never read a colleague's
// simulation nor its attachments (incident opinions).
import { isClientAdministrator, type Principal } from './access-policy';
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
  if (!isClientAdministrator(p)) return false;
  return simulation.creatorClientId !== null && p.client === simulation.creatorClientId;
}

/**
 * Security L3: whether a simulation the caller may not read belongs to the caller's own client
 * (refused, 403); any other (another client's, a lead's) answers as a missing one (404).
 */
export function isOwnClientSimulation(p: Principal, simulation: SimulationOwnership): boolean {
  return (
    !p.admin &&
    simulation.origin === SIMULATION_ORIGIN.DPO &&
    simulation.creatorClientId !== null &&
    p.client === simulation.creatorClientId
  );
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
 * simulations"): firm admins every one; a client administrator the portal (DPO) simulations of
 * their own client, and their own; every other user only their own (security M3).
 */
export type SimulationListScope =
  | { kind: 'all' }
  | { kind: 'client'; clientId: number; userId: number }
  | { kind: 'own'; userId: number };

export function simulationListScope(p: Principal, userId: number): SimulationListScope {
  if (p.admin) return { kind: 'all' };
  if (!isClientAdministrator(p) || p.client == null) return { kind: 'own', userId };
  return { kind: 'client', clientId: p.client, userId };
}
