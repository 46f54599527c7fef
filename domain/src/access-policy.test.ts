import { CONTRACTABLE_FUNCTIONS } from './client-functions';
import {
  FEATURES,
  functionContracted,
  accessDecision,
  allowedProfilesFor,
  attachedOnlyPrincipal,
  canChangeUser,
  holdsDemandAccess,
  holdsRole,
  isClientAdministrator,
  canSetRoles,
  canAccess,
  canAccessClient,
  canComment,
  canCreateClientRequest,
  canEditClientRequest,
  canEditStaffDemand,
  canManageUser,
  canPickUserClient,
  canUseFeature,
  canViewDemand,
  clientScope,
  hasAuthority,
  isFirmStaff,
  isParticipant,
  landingPath,
  principalOf,
  statusActor,
  userKind,
  userListScope,
  auditTrailScope,
  type Principal,
} from './access-policy';

const firmAdmin: Principal = {
  admin: true,
  authorities: ['ROLE_USER'],
  employeeDanielLaw: 1,
  client: null,
};
const clientAdmin: Principal = {
  admin: false,
  authorities: ['ROLE_ADMIN', 'ROLE_USER'],
  employeeDanielLaw: 2,
  client: 10,
};
const participant: Principal = {
  admin: false,
  authorities: ['ROLE_USER', 'ROLE_GESTAO_PARTICIPANTE'],
  employeeDanielLaw: 0,
  client: 10,
};
/** A granular client user (code 0) holding exactly the given authorities. */
function granular(...authorities: string[]): Principal {
  return {
    admin: false,
    authorities: ['ROLE_USER', ...authorities],
    employeeDanielLaw: 0,
    client: 10,
  };
}
const bareClient = granular();

describe('user kind and authorities', () => {
  it('is admin when the admin flag is set, otherwise client', () => {
    expect(userKind(firmAdmin)).toBe('admin');
    expect(userKind(clientAdmin)).toBe('client');
    expect(userKind(participant)).toBe('client');
  });

  it('counts ROLE_ADMIN as every client policy', () => {
    expect(hasAuthority(clientAdmin, 'ROLE_CONTROLE_ORCAMENTARIO')).toBe(true);
    expect(hasAuthority(clientAdmin, 'ROLE_ASSESSMENT_TERCEIROS')).toBe(true);
    expect(hasAuthority(bareClient, 'ROLE_ASSESSMENT_TERCEIROS')).toBe(false);
    expect(hasAuthority(granular('ROLE_ASSESSMENT_TERCEIROS'), 'ROLE_ASSESSMENT_TERCEIROS')).toBe(
      true,
    );
  });

  it('builds a principal from the signed-in user', () => {
    expect(
      principalOf({
        admin: false,
        roles: [{ authority: 'ROLE_USER' }, { authority: 'ROLE_GESTAO_USUARIOS' }],
        employeeDanielLaw: 2,
        client: 7,
      }),
    ).toEqual({
      admin: false,
      authorities: ['ROLE_USER', 'ROLE_GESTAO_USUARIOS'],
      employeeDanielLaw: 2,
      client: 7,
    });
  });
});

// Spec 1 section 6, one block per row of the role table.
describe('role table (spec 1 section 6)', () => {
  const policyRows = [
    ['ROLE_AVALIACAO_NOVOS_PROJETOS', 'projectEvaluation'],
    ['ROLE_CONTROLE_ORCAMENTARIO', 'budgetControl'],
    ['ROLE_GESTAO_USUARIOS', 'users'],
    ['ROLE_REGISTRO_OPERACAO_TRATAMENTO_DADOS', 'ropa'],
    ['ROLE_ASSESSMENT_TERCEIROS', 'tpa'],
    ['ROLE_TESTE_LEGITIMO_INTERESSE', 'ali'],
    ['ROLE_CONSULTAS_DOCUMENTOS_CONTRATOS', 'documentsContractsConsultations'],
  ] as const;

  describe.each(policyRows)('%s -> %s', (authority, feature) => {
    it('opens the feature to the admin', () => {
      expect(accessDecision(firmAdmin, FEATURES[feature])).toEqual({ allowed: true });
    });
    it('opens the feature to a client holding the authority', () => {
      expect(accessDecision(granular(authority), FEATURES[feature])).toEqual({ allowed: true });
    });
    it('refuses a client without the authority', () => {
      expect(accessDecision(bareClient, FEATURES[feature])).toEqual({
        allowed: false,
        reason: 'missingPolicy',
      });
    });
    it('refuses a participant', () => {
      expect(accessDecision(participant, FEATURES[feature])).toEqual({
        allowed: false,
        reason: 'missingPolicy',
      });
    });
  });

  it('maps each policy feature to its authority', () => {
    expect(FEATURES.projectEvaluation.policy).toBe('ROLE_AVALIACAO_NOVOS_PROJETOS');
    expect(FEATURES.budgetControl.policy).toBe('ROLE_CONTROLE_ORCAMENTARIO');
    expect(FEATURES.users.policy).toBe('ROLE_GESTAO_USUARIOS');
    expect(FEATURES.ropa.policy).toBe('ROLE_REGISTRO_OPERACAO_TRATAMENTO_DADOS');
    expect(FEATURES.tpa.policy).toBe('ROLE_ASSESSMENT_TERCEIROS');
    expect(FEATURES.ali.policy).toBe('ROLE_TESTE_LEGITIMO_INTERESSE');
    expect(FEATURES.clientDemandCreate.policy).toBe('ROLE_CONSULTAS_DOCUMENTOS_CONTRATOS');
  });

  it('ROLE_ADMIN: a client holding it reaches every client-policy feature', () => {
    for (const [, feature] of policyRows) {
      expect(canAccess(clientAdmin, FEATURES[feature])).toBe(true);
    }
  });

  it('ROLE_ADMIN: a client holding it is still refused only-admin features', () => {
    expect(accessDecision(clientAdmin, FEATURES.lawyers)).toEqual({
      allowed: false,
      reason: 'adminOnly',
    });
    expect(accessDecision(clientAdmin, FEATURES.staffDemands)).toEqual({
      allowed: false,
      reason: 'wrongUserType',
    });
  });

  it('ROLE_GESTAO_PARTICIPANTE: the participant lands on client demands', () => {
    expect(isParticipant(participant)).toBe(true);
    expect(landingPath(participant)).toBe('/clientDemands');
    expect(canAccess(participant, FEATURES.clientDemands)).toBe(true);
    expect(canAccess(participant, FEATURES.clientDemandDetails)).toBe(true);
  });

  it('ROLE_GESTAO_PARTICIPANTE: other users land on home', () => {
    expect(landingPath(firmAdmin)).toBe('/home');
    expect(landingPath(clientAdmin)).toBe('/home');
    expect(landingPath(bareClient)).toBe('/home');
  });
});

describe('participant flag', () => {
  it('ignores ROLE_USER when deciding the only role', () => {
    expect(isParticipant({ admin: false, authorities: ['ROLE_GESTAO_PARTICIPANTE'] })).toBe(true);
  });
  it('is false when the user holds another role besides the participant one', () => {
    expect(isParticipant(granular('ROLE_GESTAO_PARTICIPANTE', 'ROLE_GESTAO_USUARIOS'))).toBe(false);
  });
  it('is false for a user with ROLE_USER only', () => {
    expect(isParticipant(bareClient)).toBe(false);
  });
  it('is false for admins', () => {
    expect(isParticipant({ ...firmAdmin, authorities: ['ROLE_GESTAO_PARTICIPANTE'] })).toBe(false);
  });
});

describe('access rule (spec 1 section 6)', () => {
  it('admins may do everything that is not client-only', () => {
    const denied = (Object.keys(FEATURES) as (keyof typeof FEATURES)[]).filter(
      (key) => !canUseFeature(firmAdmin, key),
    );
    expect(denied.sort()).toEqual(['hoursBankPromotion', 'requestCancellation']);
  });

  it('refuses client-only features to admins with the clientOnly reason', () => {
    expect(accessDecision(firmAdmin, FEATURES.requestCancellation)).toEqual({
      allowed: false,
      reason: 'clientOnly',
    });
  });

  it('opens client-only features without a policy to clients', () => {
    expect(canAccess(bareClient, FEATURES.requestCancellation)).toBe(true);
    expect(canAccess(participant, { onlyClient: true })).toBe(true);
  });

  it('a client feature with a policy needs that authority', () => {
    const rule = { onlyClient: true, policy: 'ROLE_CONTROLE_ORCAMENTARIO' } as const;
    expect(accessDecision(bareClient, rule)).toEqual({ allowed: false, reason: 'missingPolicy' });
    expect(canAccess(granular('ROLE_CONTROLE_ORCAMENTARIO'), rule)).toBe(true);
  });

  it.each([
    'lawyers',
    'clientPrices',
    'clientFunctions',
    'clientPicker',
    'demandInternalData',
    'demandRowMenu',
    'demandArchive',
    'cancelDemandDirectly',
    'acceptRefuseCancellation',
    'addRemoveHours',
    'assessmentClientPicker',
    'assessmentObservations',
    'ropaReport',
  ] as const)('only-admin feature %s refuses every client', (feature) => {
    for (const p of [clientAdmin, bareClient, participant]) {
      expect(accessDecision(p, FEATURES[feature])).toEqual({ allowed: false, reason: 'adminOnly' });
    }
    expect(canAccess(firmAdmin, FEATURES[feature])).toBe(true);
  });

  it.each([
    'staffDemands',
    'filedDemands',
    'demandExport',
    'createClient',
    'deleteClient',
  ] as const)('admin user-type feature %s refuses clients with wrongUserType', (feature) => {
    expect(accessDecision(clientAdmin, FEATURES[feature])).toEqual({
      allowed: false,
      reason: 'wrongUserType',
    });
    expect(canAccess(firmAdmin, FEATURES[feature])).toBe(true);
  });

  it('the fine simulator needs no role', () => {
    expect(canAccess(bareClient, FEATURES.fineSimulator)).toBe(true);
    expect(canAccess(participant, FEATURES.fineSimulator)).toBe(true);
    expect(canAccess(firmAdmin, FEATURES.fineSimulator)).toBe(true);
    expect(canAccess(null, FEATURES.fineSimulatorLanding)).toBe(true);
  });

  it.each([
    'home',
    'functions',
    'terms',
    'changePassword',
    'dashboard',
    'assessmentsList',
    'clientDemands',
  ] as const)('private page %s is open to any signed-in user', (feature) => {
    expect(canAccess(bareClient, FEATURES[feature])).toBe(true);
    expect(canAccess(firmAdmin, FEATURES[feature])).toBe(true);
    expect(accessDecision(null, FEATURES[feature])).toEqual({
      allowed: false,
      reason: 'unauthenticated',
    });
  });

  it.each(['login', 'forgetPassword', 'verificationCode', 'newPassword', 'components'] as const)(
    'public page %s needs no session',
    (feature) => {
      expect(canAccess(null, FEATURES[feature])).toBe(true);
    },
  );

  it('checks a policy for client users only', () => {
    const adminWithoutRoles: Principal = { admin: true, authorities: [] };
    expect(canAccess(adminWithoutRoles, FEATURES.budgetControl)).toBe(true);
  });

  it('refuses a client on a route that requires the client user type to an admin', () => {
    expect(accessDecision(firmAdmin, { userType: 'client' })).toEqual({
      allowed: false,
      reason: 'wrongUserType',
    });
    expect(canAccess(bareClient, { userType: 'client' })).toBe(true);
  });
});

describe('demand rules (spec 2 section 6)', () => {
  it('lets ROLE_ADMIN or ROLE_CONSULTAS_DOCUMENTOS_CONTRATOS create a client request', () => {
    expect(canCreateClientRequest(clientAdmin)).toBe(true);
    expect(canCreateClientRequest(granular('ROLE_CONSULTAS_DOCUMENTOS_CONTRATOS'))).toBe(true);
    expect(canCreateClientRequest(firmAdmin)).toBe(true);
  });

  it('refuses request creation to clients without those roles and to participants', () => {
    expect(canCreateClientRequest(granular('ROLE_CONTROLE_ORCAMENTARIO'))).toBe(false);
    expect(canCreateClientRequest(participant)).toBe(false);
  });

  it('lets clients edit a request only while it is pending', () => {
    expect(canEditClientRequest(bareClient, { status: 'PENDENTE' })).toBe(true);
    expect(canEditClientRequest(bareClient, { status: 'NAO_INICIADO' })).toBe(false);
    expect(canEditClientRequest(bareClient, { status: 'CANCELAMENTO' })).toBe(false);
    expect(canEditClientRequest(clientAdmin, { status: 'EM_CURSO' })).toBe(false);
  });

  it('never lets participants edit a request', () => {
    expect(canEditClientRequest(participant, { status: 'PENDENTE' })).toBe(false);
  });

  it('lets admins and clients comment but not participants', () => {
    expect(canComment(firmAdmin)).toBe(true);
    expect(canComment(bareClient)).toBe(true);
    expect(canComment(participant)).toBe(false);
  });

  it('gives the status actor of each kind of user', () => {
    expect(statusActor(firmAdmin)).toBe('admin');
    expect(statusActor(clientAdmin)).toBe('client');
    expect(statusActor(participant)).toBe('participant');
  });

  it('limits a client to their own client and lets admins see every client', () => {
    expect(canAccessClient(bareClient, 10)).toBe(true);
    expect(canAccessClient(bareClient, 11)).toBe(false);
    expect(canAccessClient(firmAdmin, 11)).toBe(true);
    expect(canAccessClient({ admin: false, authorities: [], client: null }, 10)).toBe(false);
    expect(clientScope(bareClient)).toBe(10);
    expect(clientScope(firmAdmin)).toBeNull();
  });

  it('shows a participant only the demand they take part in', () => {
    const demand = { client: { id: 10 } };
    expect(canViewDemand(participant, demand, true)).toBe(true);
    expect(canViewDemand(participant, demand, false)).toBe(false);
    const withDemands = granular('ROLE_CONSULTAS_DOCUMENTOS_CONTRATOS');
    expect(canViewDemand(withDemands, demand, false)).toBe(true);
    expect(canViewDemand(withDemands, { client: { id: 11 } }, false)).toBe(false);
    expect(canViewDemand(firmAdmin, { client: { id: 11 } }, false)).toBe(true);
  });

  it('gives the demands of the client only with ROLE_CONSULTAS_DOCUMENTOS_CONTRATOS', () => {
    const demand = { client: { id: 10 } };
    expect(canViewDemand(bareClient, demand, false)).toBe(false);
    expect(canViewDemand(bareClient, demand, true)).toBe(true);
    expect(holdsDemandAccess(bareClient)).toBe(false);
    expect(holdsDemandAccess(granular('ROLE_CONSULTAS_DOCUMENTOS_CONTRATOS'))).toBe(true);
    expect(holdsDemandAccess({ ...clientAdmin, authorities: ['ROLE_USER'] })).toBe(true);
    expect(holdsDemandAccess(firmAdmin)).toBe(true);
    expect(isParticipant(attachedOnlyPrincipal(bareClient))).toBe(true);
  });

  it('lets a granular manager change only users whose every permission they hold', () => {
    const manager = granular('ROLE_GESTAO_USUARIOS', 'ROLE_CONSULTAS_DOCUMENTOS_CONTRATOS');
    const target = (...authorities: string[]) => ({
      employeeDanielLaw: 0,
      client: 10,
      authorities: ['ROLE_USER', ...authorities],
    });
    expect(canChangeUser(manager, target('ROLE_CONSULTAS_DOCUMENTOS_CONTRATOS'))).toBe(true);
    expect(canChangeUser(manager, target('ROLE_REGISTRO_OPERACAO_TRATAMENTO_DADOS'))).toBe(false);
    expect(canChangeUser(clientAdmin, target('ROLE_REGISTRO_OPERACAO_TRATAMENTO_DADOS'))).toBe(
      true,
    );
    expect(canChangeUser(firmAdmin, target('ROLE_CONTROLE_ORCAMENTARIO'))).toBe(true);
    expect(canChangeUser(manager, { ...target(), client: 11 })).toBe(false);
  });

  it('counts the participant role like any other: a manager without it changes no participant (security C1)', () => {
    const manager = granular('ROLE_GESTAO_USUARIOS');
    const participantTarget = {
      employeeDanielLaw: 0,
      client: 10,
      authorities: ['ROLE_USER', 'ROLE_GESTAO_PARTICIPANTE'],
    };
    expect(canChangeUser(manager, participantTarget)).toBe(false);
    expect(canChangeUser(clientAdmin, participantTarget)).toBe(true);
    expect(canChangeUser(firmAdmin, participantTarget)).toBe(true);
  });

  it('shows the Arquivadas button to firm staff only', () => {
    expect(isFirmStaff(firmAdmin)).toBe(true);
    expect(isFirmStaff(clientAdmin)).toBe(false);
  });
});

describe('granting roles (security C1: grant, remove or keep only what you hold)', () => {
  const manager = granular('ROLE_GESTAO_USUARIOS', 'ROLE_CONTROLE_ORCAMENTARIO');
  const own = ['ROLE_USER', 'ROLE_GESTAO_USUARIOS', 'ROLE_CONTROLE_ORCAMENTARIO'];

  it('holds ROLE_USER for everyone, every role for firm admins and client administrators', () => {
    expect(holdsRole(bareClient, 'ROLE_USER')).toBe(true);
    expect(holdsRole(firmAdmin, 'ROLE_GESTAO_PARTICIPANTE')).toBe(true);
    expect(holdsRole(clientAdmin, 'ROLE_GESTAO_PARTICIPANTE')).toBe(true);
    const profileTwo = { ...bareClient, employeeDanielLaw: 2 };
    expect(holdsRole(profileTwo, 'ROLE_TESTE_LEGITIMO_INTERESSE')).toBe(true);
    expect(isClientAdministrator(profileTwo)).toBe(true);
    expect(isClientAdministrator(firmAdmin)).toBe(false);
  });

  it('a granular manager holds exactly its own roles, never the participant one', () => {
    expect(holdsRole(manager, 'ROLE_CONTROLE_ORCAMENTARIO')).toBe(true);
    expect(holdsRole(manager, 'ROLE_GESTAO_PARTICIPANTE')).toBe(false);
    expect(holdsRole(manager, 'ROLE_ADMIN')).toBe(false);
    expect(holdsRole(manager, 'ROLE_CONSULTAS_DOCUMENTOS_CONTRATOS')).toBe(false);
  });

  it('refuses a manager granting itself the participant role (the chain of the finding)', () => {
    expect(canSetRoles(manager, own, [...own, 'ROLE_GESTAO_PARTICIPANTE'])).toBe(false);
    expect(canSetRoles(manager, [], ['ROLE_USER', 'ROLE_GESTAO_PARTICIPANTE'])).toBe(false);
  });

  it('refuses removing or keeping a role the manager lacks', () => {
    const held = ['ROLE_USER', 'ROLE_TESTE_LEGITIMO_INTERESSE', 'ROLE_CONTROLE_ORCAMENTARIO'];
    expect(canSetRoles(manager, held, ['ROLE_USER', 'ROLE_CONTROLE_ORCAMENTARIO'])).toBe(false);
    expect(canSetRoles(manager, held, held)).toBe(false);
  });

  it('accepts granting and removing what the manager holds', () => {
    expect(canSetRoles(manager, [], ['ROLE_USER', 'ROLE_CONTROLE_ORCAMENTARIO'])).toBe(true);
    expect(canSetRoles(manager, own, ['ROLE_USER', 'ROLE_GESTAO_USUARIOS'])).toBe(true);
    expect(canSetRoles(clientAdmin, [], ['ROLE_USER', 'ROLE_GESTAO_PARTICIPANTE'])).toBe(true);
    expect(canSetRoles(firmAdmin, ['ROLE_ADMIN'], ['ROLE_USER'])).toBe(true);
  });
});

describe('staff form edit and cancel (spec 2 section 2.4)', () => {
  const byFirm = { createdBy: { employeeDanielLaw: 1 } };
  const byClientAdmin = { createdBy: { employeeDanielLaw: 2 } };
  const byGranular = { createdBy: { employeeDanielLaw: 0 } };

  it('firm staff edit every demand', () => {
    expect(canEditStaffDemand(firmAdmin, byFirm)).toBe(true);
    expect(canEditStaffDemand(firmAdmin, byClientAdmin)).toBe(true);
    expect(canEditStaffDemand(firmAdmin, byGranular)).toBe(true);
  });

  it('a client administrator edits demands created by client administrators or granular users', () => {
    expect(canEditStaffDemand(clientAdmin, byClientAdmin)).toBe(true);
    expect(canEditStaffDemand(clientAdmin, byGranular)).toBe(true);
  });

  it('a client administrator does not edit demands created by firm staff', () => {
    expect(canEditStaffDemand(clientAdmin, byFirm)).toBe(false);
    expect(canEditStaffDemand(clientAdmin, { createdBy: { employeeDanielLaw: null } })).toBe(false);
  });

  it('granular users and participants never edit in the staff form', () => {
    expect(canEditStaffDemand(bareClient, byGranular)).toBe(false);
    expect(canEditStaffDemand(participant, byGranular)).toBe(false);
  });
});

describe('user management (spec 1 sections 2.9 and 5)', () => {
  const userManager = granular('ROLE_GESTAO_USUARIOS');

  it('offers admins every profile', () => {
    expect(allowedProfilesFor(firmAdmin)).toEqual([0, 1, 2]);
  });

  it('offers a client administrator the granular and client-administrator profiles', () => {
    expect(allowedProfilesFor(clientAdmin)).toEqual([0, 2]);
  });

  it('locks a granular user with ROLE_GESTAO_USUARIOS to the granular profile', () => {
    expect(allowedProfilesFor(userManager)).toEqual([0]);
  });

  it('offers nothing to users without user management', () => {
    expect(allowedProfilesFor(bareClient)).toEqual([]);
    expect(allowedProfilesFor(participant)).toEqual([]);
  });

  it('lets the firm admin manage every user', () => {
    expect(canManageUser(firmAdmin, { employeeDanielLaw: 1, client: null })).toBe(true);
    expect(canManageUser(firmAdmin, { employeeDanielLaw: 2, client: 99 })).toBe(true);
  });

  it('lets a client administrator manage their own client users but not firm staff', () => {
    expect(canManageUser(clientAdmin, { employeeDanielLaw: 0, client: 10 })).toBe(true);
    expect(canManageUser(clientAdmin, { employeeDanielLaw: 2, client: 10 })).toBe(true);
    expect(canManageUser(clientAdmin, { employeeDanielLaw: 1, client: 10 })).toBe(false);
  });

  it("refuses a client administrator another client's users", () => {
    expect(canManageUser(clientAdmin, { employeeDanielLaw: 0, client: 11 })).toBe(false);
  });

  it('lets a granular user manager manage only granular users of the own client', () => {
    expect(canManageUser(userManager, { employeeDanielLaw: 0, client: 10 })).toBe(true);
    expect(canManageUser(userManager, { employeeDanielLaw: 2, client: 10 })).toBe(false);
    expect(canManageUser(userManager, { employeeDanielLaw: 0, client: 11 })).toBe(false);
  });

  it('refuses users without ROLE_GESTAO_USUARIOS', () => {
    expect(canManageUser(bareClient, { employeeDanielLaw: 0, client: 10 })).toBe(false);
    expect(canManageUser(participant, { employeeDanielLaw: 0, client: 10 })).toBe(false);
  });

  it('scopes the user list to the own client and omits firm staff for client administrators', () => {
    expect(userListScope(clientAdmin)).toEqual({ clientId: 10, profiles: [0, 2] });
    expect(userListScope(firmAdmin)).toEqual({ clientId: null, profiles: [0, 1, 2] });
  });

  it('lets only admins pick the client of a user', () => {
    expect(canPickUserClient(firmAdmin)).toBe(true);
    expect(canPickUserClient(clientAdmin)).toBe(false);
  });
});

describe('contracted functions (security M1)', () => {
  const withContract = (p: Principal, contracted: string[]): Principal => ({ ...p, contracted });

  it('names a feature key for every contractable function, and each such feature carries it', () => {
    for (const fn of CONTRACTABLE_FUNCTIONS) {
      expect(FEATURES[fn]).toMatchObject({ contract: fn });
    }
  });

  it('refuses a client user every function the client has not contracted', () => {
    const admin = withContract(clientAdmin, ['ropa']);
    expect(accessDecision(admin, FEATURES.ropa)).toEqual({ allowed: true });
    expect(accessDecision(admin, FEATURES.budgetControl)).toEqual({
      allowed: false,
      reason: 'notContracted',
    });
    expect(canUseFeature(admin, 'clientDemands')).toBe(false);
    expect(canUseFeature(admin, 'users')).toBe(false);
    expect(canUseFeature(admin, 'dashboard')).toBe(false);
    // What no card covers stays open.
    expect(canUseFeature(admin, 'fineSimulator')).toBe(true);
    expect(canUseFeature(admin, 'assessmentsList')).toBe(true);
  });

  it('judges the policy first: a missing authority is missingPolicy, not notContracted', () => {
    expect(accessDecision(withContract(bareClient, []), FEATURES.ropa)).toEqual({
      allowed: false,
      reason: 'missingPolicy',
    });
  });

  it('never limits firm staff, and does not judge a contract not read yet', () => {
    expect(functionContracted(withContract(firmAdmin, []), 'ropa')).toBe(true);
    expect(functionContracted(clientAdmin, 'ropa')).toBe(true);
    expect(principalOf({ admin: false, roles: [] }, ['ali']).contracted).toEqual(['ali']);
    expect(principalOf({ admin: false, roles: [] })).not.toHaveProperty('contracted');
  });
});

describe('audit trail (issue 31)', () => {
  it('opens to firm admins and client administrators only', () => {
    expect(accessDecision(firmAdmin, FEATURES.auditTrail)).toEqual({ allowed: true });
    expect(accessDecision(clientAdmin, FEATURES.auditTrail)).toEqual({ allowed: true });
    // A granular user is refused even with the users and budget roles, a participant too.
    expect(
      accessDecision(
        granular('ROLE_GESTAO_USUARIOS', 'ROLE_CONTROLE_ORCAMENTARIO'),
        FEATURES.auditTrail,
      ),
    ).toEqual({
      allowed: false,
      reason: 'administratorsOnly',
    });
    expect(canAccess(participant, FEATURES.auditTrail)).toBe(false);
    expect(canAccess(null, FEATURES.auditTrail)).toBe(false);
  });

  it('shows a client administrator their own client’s events, and the firm everything', () => {
    expect(auditTrailScope(firmAdmin)).toEqual({ clientId: null });
    expect(auditTrailScope(clientAdmin)).toEqual({ clientId: 10 });
    expect(auditTrailScope({ ...clientAdmin, client: null })).toBe('none');
    expect(auditTrailScope(bareClient)).toBe('none');
    expect(isClientAdministrator(clientAdmin)).toBe(true);
    expect(isClientAdministrator(firmAdmin)).toBe(false);
  });

  it('lets only the firm verify the chain', () => {
    expect(canAccess(firmAdmin, FEATURES.auditVerify)).toBe(true);
    expect(canAccess(clientAdmin, FEATURES.auditVerify)).toBe(false);
  });
});
