import { AUTHORITIES } from './authorities';
import type { Principal } from './access-policy';
import {
  canReadSimulation,
  canUpdateSimulation,
  isOwnClientSimulation,
  simulationListScope,
} from './simulator-access';

const admin: Principal = { admin: true, authorities: [AUTHORITIES.ADMIN], client: null };
/** A granular user of client 1001 holding some permission (not an administrator). */
const clientUser: Principal = {
  admin: false,
  authorities: [AUTHORITIES.USER, AUTHORITIES.TESTE_LEGITIMO_INTERESSE],
  employeeDanielLaw: 0,
  client: 1001,
};
const clientAdmin: Principal = {
  admin: false,
  authorities: [AUTHORITIES.USER, AUTHORITIES.GESTAO_USUARIOS],
  employeeDanielLaw: 2,
  client: 1001,
};
const otherClientAdmin: Principal = { ...clientAdmin, client: 1002 };
const participant: Principal = {
  admin: false,
  authorities: [AUTHORITIES.USER, AUTHORITIES.GESTAO_PARTICIPANTE],
  employeeDanielLaw: 0,
  client: 1001,
};

const dpo = { origin: 'DPO', createdByUserId: 7, creatorClientId: 1001 } as const;
const landing = { origin: 'LANDING_PAGE', createdByUserId: null, creatorClientId: null } as const;

describe('canReadSimulation (security M3)', () => {
  it("lets the creator, the administrators of the creator's client and firm admins read it", () => {
    expect(canReadSimulation(clientUser, 7, dpo)).toBe(true);
    expect(canReadSimulation(clientAdmin, 8, dpo)).toBe(true);
    expect(canReadSimulation(admin, 1, dpo)).toBe(true);
  });

  it('refuses a colleague who is not an administrator, whatever permission they hold', () => {
    expect(canReadSimulation(clientUser, 8, dpo)).toBe(false);
    expect(canReadSimulation(participant, 9, dpo)).toBe(false);
  });

  it("refuses another client's administrator", () => {
    expect(canReadSimulation(otherClientAdmin, 8, dpo)).toBe(false);
  });

  it('keeps a DPO simulation of a firm admin (no client) to its creator and admins', () => {
    const noClient = { ...dpo, creatorClientId: null };
    expect(canReadSimulation({ ...clientAdmin, client: null }, 8, noClient)).toBe(false);
    expect(canReadSimulation(admin, 2, noClient)).toBe(true);
  });

  it('lets only admins read a landing-page simulation', () => {
    expect(canReadSimulation(admin, 1, landing)).toBe(true);
    expect(canReadSimulation(clientAdmin, 8, landing)).toBe(false);
  });

  it("tells a refused colleague's simulation (403) from another client's (404, security L3)", () => {
    expect(isOwnClientSimulation(clientUser, dpo)).toBe(true);
    expect(isOwnClientSimulation(otherClientAdmin, dpo)).toBe(false);
    expect(isOwnClientSimulation(clientUser, landing)).toBe(false);
  });
});

describe('canUpdateSimulation', () => {
  it('allows the creator and firm admins on a DPO simulation and nobody on a landing-page one', () => {
    expect(canUpdateSimulation(clientUser, dpo.createdByUserId!, dpo)).toBe(true);
    expect(canUpdateSimulation(admin, 1, dpo)).toBe(true);
    expect(canUpdateSimulation(clientAdmin, 8, dpo)).toBe(false);
    expect(canUpdateSimulation(admin, 1, landing)).toBe(false);
  });
});

describe('simulationListScope (security M3)', () => {
  it('gives firm admins every simulation', () => {
    expect(simulationListScope(admin, 1)).toEqual({ kind: 'all' });
  });

  it("gives a client administrator their client's portal simulations and their own", () => {
    expect(simulationListScope(clientAdmin, 7)).toEqual({
      kind: 'client',
      clientId: 1001,
      userId: 7,
    });
  });

  it('gives every other client user, participants included, only their own', () => {
    expect(simulationListScope(clientUser, 8)).toEqual({ kind: 'own', userId: 8 });
    expect(simulationListScope(participant, 8)).toEqual({ kind: 'own', userId: 8 });
    expect(simulationListScope({ ...clientAdmin, client: null }, 9)).toEqual({
      kind: 'own',
      userId: 9,
    });
  });
});
