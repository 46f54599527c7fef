import type { Principal } from './access-policy';
import { AUTHORITIES } from './authorities';
import { DEMAND_STATUS } from './demand-status';
import { canCreateTemporaryParticipant, canManageParticipants } from './demand-participants';

const firmAdmin: Principal = {
  admin: true,
  authorities: [AUTHORITIES.ADMIN, AUTHORITIES.USER],
  employeeDanielLaw: 1,
};
const client = (authorities: string[], clientId = 1001): Principal => ({
  admin: false,
  authorities: [AUTHORITIES.USER, ...authorities],
  employeeDanielLaw: 0,
  client: clientId,
});
const clientAdmin = client([AUTHORITIES.ADMIN]);
const documents = client([AUTHORITIES.CONSULTAS_DOCUMENTOS_CONTRATOS]);
const usersOnly = client([AUTHORITIES.GESTAO_USUARIOS]);
const participant = client([AUTHORITIES.GESTAO_PARTICIPANTE]);
const otherClient = client([AUTHORITIES.CONSULTAS_DOCUMENTOS_CONTRATOS], 1002);

const pending = { client: { id: 1001 }, status: DEMAND_STATUS.PENDENTE };
const started = { client: { id: 1001 }, status: DEMAND_STATUS.EM_CURSO };

describe('canManageParticipants', () => {
  it('lets firm admins manage at any status', () => {
    expect(canManageParticipants(firmAdmin, pending)).toBe(true);
    expect(canManageParticipants(firmAdmin, started)).toBe(true);
  });

  it("lets the client's ROLE_ADMIN and documents users manage a pending request", () => {
    expect(canManageParticipants(clientAdmin, pending)).toBe(true);
    expect(canManageParticipants(documents, pending)).toBe(true);
    expect(canManageParticipants(documents, started)).toBe(false);
  });

  it('refuses participants, users without the policy and other clients', () => {
    expect(canManageParticipants(participant, pending)).toBe(false);
    expect(canManageParticipants(usersOnly, pending)).toBe(false);
    expect(canManageParticipants(otherClient, pending)).toBe(false);
  });
});

describe('canCreateTemporaryParticipant', () => {
  it('needs the request policy, not user management', () => {
    expect(canCreateTemporaryParticipant(firmAdmin)).toBe(true);
    expect(canCreateTemporaryParticipant(documents)).toBe(true);
    expect(canCreateTemporaryParticipant(usersOnly)).toBe(false);
    expect(canCreateTemporaryParticipant(participant)).toBe(false);
  });
});
