import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  API_MESSAGES,
  SIMULATION_ORIGIN,
  SIMULATOR_API_MESSAGES,
  canReadSimulation,
  canUpdateSimulation,
  isOwnClientSimulation,
} from '@dpohub/domain';
import { signedIn } from '../auth/access-control';
import { forbidden, notFound } from '../errors/api-error';
import { findSimulation, type SimulationRecord } from './simulation-repository';

async function existing(app: FastifyInstance, id: number): Promise<SimulationRecord> {
  const simulation = await findSimulation(app.db, id);
  if (!simulation) throw notFound(SIMULATOR_API_MESSAGES.simulationNotFound);
  return simulation;
}

/** The simulation a portal user may read (GET {id}, download), or 404/403. */
export async function readableSimulation(
  app: FastifyInstance,
  request: FastifyRequest,
  id: number,
): Promise<SimulationRecord> {
  const { account, principal } = signedIn(request);
  const simulation = await existing(app, id);
  if (!canReadSimulation(principal, account.id, simulation)) {
    // Security L3: another client's (or a lead's) id answers as a missing one.
    if (!isOwnClientSimulation(principal, simulation)) {
      throw notFound(SIMULATOR_API_MESSAGES.simulationNotFound);
    }
    throw forbidden(API_MESSAGES.forbidden);
  }
  return simulation;
}

/**
 * The simulation the caller may recompute (PUT {id}, documentos): a lead only its own
 * landing-page simulation, a portal user a DPO simulation they may read.
 */
export async function updatableSimulation(
  app: FastifyInstance,
  request: FastifyRequest,
  id: number,
): Promise<SimulationRecord> {
  if (request.lead) {
    // A lead learns nothing about other simulations, not even whether an id exists.
    const simulation = await findSimulation(app.db, id);
    const own =
      simulation?.origin === SIMULATION_ORIGIN.LANDING_PAGE &&
      simulation.leadId === request.lead.leadId;
    if (!simulation || !own) throw forbidden(API_MESSAGES.forbidden);
    return simulation;
  }
  const { account, principal } = signedIn(request);
  const simulation = await existing(app, id);
  if (!canUpdateSimulation(principal, account.id, simulation)) {
    if (!principal.admin && !isOwnClientSimulation(principal, simulation)) {
      throw notFound(SIMULATOR_API_MESSAGES.simulationNotFound);
    }
    throw forbidden(API_MESSAGES.forbidden);
  }
  return simulation;
}
