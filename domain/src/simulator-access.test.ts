import { AUTHORITIES } from './authorities';
import type { Principal } from './access-policy';
import { canReadSimulation, canUpdateSimulation, simulationListScope } from './simulator-access';

const admin: Principal = { admin: true, authorities: [AUTHORITIES.ADMIN], client: null };
const clientUser: Principal = { admin: false, authorities: [AUTHORITIES.USER], client: 1001 };
const otherClientUser: Principal = { admin: false, authorities: [AUTHORITIES.USER], client: 1002 };
const participant: Principal = {
  admin: false,
  authorities: [AUTHORITIES.GESTAO_PARTICIPANTE],
  client: 1001,
};

const dpo = { origin: 'DPO', createdByUserId: 7, creatorClientId: 1001 } as const;
const landing = { origin: 'LANDING_PAGE', createdByUserId: null, creatorClientId: null } as const;

describe('canReadSimulation', () => {
  it('lets the creator, their client users and admins read a DPO simulation', () => {
    expect(canReadSimulation(otherClientUser, 7, dpo)).toBe(true);
    expect(canReadSimulation(clientUser, 8, dpo)).toBe(true);
    expect(canReadSimulation(admin, 1, dpo)).toBe(true);
  });

  it('refuses users of another client and participants who did not create it', () => {
    expect(canReadSimulation(otherClientUser, 8, dpo)).toBe(false);
    expect(canReadSimulation(participant, 9, dpo)).toBe(false);
  });

  it('keeps a DPO simulation of a firm admin (no client) to its creator and admins', () => {
    const noClient = { ...dpo, creatorClientId: null };
    expect(canReadSimulation({ ...clientUser, client: null }, 8, noClient)).toBe(false);
    expect(canReadSimulation(admin, 2, noClient)).toBe(true);
  });

  it('lets only admins read a landing-page simulation', () => {
    expect(canReadSimulation(admin, 1, landing)).toBe(true);
    expect(canReadSimulation(clientUser, 8, landing)).toBe(false);
  });
});

describe('canUpdateSimulation', () => {
  it('allows the creator and firm admins on a DPO simulation and nobody on a landing-page one', () => {
    expect(canUpdateSimulation(clientUser, dpo.createdByUserId!, dpo)).toBe(true);
    expect(canUpdateSimulation(admin, 1, dpo)).toBe(true);
    expect(canUpdateSimulation(otherClientUser, 8, dpo)).toBe(false);
    expect(canUpdateSimulation(admin, 1, landing)).toBe(false);
  });

  it("never lets a colleague of the creator's client overwrite the saved simulation", () => {
    expect(canReadSimulation(clientUser, 999, dpo)).toBe(true);
    expect(canUpdateSimulation(clientUser, 999, dpo)).toBe(false);
  });
});

describe('simulationListScope', () => {
  const clientUser = { admin: false, authorities: ['ROLE_USER'], client: 1001 };
  const participant = {
    admin: false,
    authorities: ['ROLE_USER', 'ROLE_GESTAO_PARTICIPANTE'],
    client: 1001,
  };

  it('gives firm admins every simulation', () => {
    expect(simulationListScope(admin, 1)).toEqual({ kind: 'all' });
  });

  it("gives a client user their client's portal simulations and their own", () => {
    expect(simulationListScope(clientUser, 7)).toEqual({
      kind: 'client',
      clientId: 1001,
      userId: 7,
    });
  });

  it('gives a participant or a user without a client only their own', () => {
    expect(simulationListScope(participant, 8)).toEqual({ kind: 'own', userId: 8 });
    expect(simulationListScope({ ...clientUser, client: null }, 9)).toEqual({
      kind: 'own',
      userId: 9,
    });
  });
});
