import { eq, inArray } from 'drizzle-orm';
import { ADMIN_API_MESSAGES, AUTHORITIES, EMPLOYEE_TYPE, type Authority } from '@dpohub/domain';
import { hashPassword } from '../auth/password-hasher';
import { demandParticipants, demands, roles, userRoles, users } from '../db/schema';
import { DEMO_CLIENTS } from '../seed/demo-users';
import { bearer, createTestApp, type TestApp } from '../test/test-app';

// Security C1: a granular user manager (ROLE_GESTAO_USUARIOS only) granted itself the
// participant role, then rewrote a participant's e-mail, recovered the password and read the
// participant's demand. Each step of that chain is tried here exactly as the finding made it.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 480_000);
afterAll(() => t?.close());

const PASSWORD = 'Gestor#2026x';

async function userWith(username: string, authorities: readonly Authority[]): Promise<number> {
  const [user] = await t.app.db
    .insert(users)
    .values({
      username,
      email: `${username}@acme.local`,
      name: `Usuário ${username}`,
      jobTitle: 'Analista',
      department: 'Compliance',
      passwordHash: await hashPassword(PASSWORD),
      employeeDanielLaw: EMPLOYEE_TYPE.CLIENTE_DANIEL_LAW,
      clientId: DEMO_CLIENTS.acme.id,
      termsAcceptedAt: new Date(),
    })
    .returning({ id: users.id });
  const granted = await t.app.db
    .select({ id: roles.id })
    .from(roles)
    .where(inArray(roles.name, [AUTHORITIES.USER, ...authorities]));
  await t.app.db
    .insert(userRoles)
    .values(granted.map((role) => ({ userId: user!.id, roleId: role.id })));
  return user!.id;
}

async function storedRoles(userId: number): Promise<string[]> {
  const rows = await t.app.db
    .select({ name: roles.name })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(userRoles.userId, userId));
  return rows.map((row) => row.name).sort();
}

function body(username: string, email: string, roleIds: number[]) {
  return {
    username,
    name: `Usuário ${username}`,
    email,
    jobTitle: 'Analista',
    department: 'Compliance',
    employeeDanielLaw: EMPLOYEE_TYPE.CLIENTE_DANIEL_LAW,
    client: { id: DEMO_CLIENTS.acme.id },
    temporaryAccess: false,
    expirationDate: null,
    roles: roleIds.map((id) => ({ id })),
  };
}

describe('security C1: a user manager never takes over a participant', () => {
  it('refuses every step of the chain of the finding, and nothing changes', async () => {
    const managerId = await userWith('c1.gestor', [AUTHORITIES.GESTAO_USUARIOS]);
    const participantId = await userWith('c1.participante', [AUTHORITIES.GESTAO_PARTICIPANTE]);
    const [demand] = await t.app.db
      .select({ id: demands.id })
      .from(demands)
      .where(eq(demands.clientId, DEMO_CLIENTS.acme.id))
      .limit(1);
    await t.app.db
      .insert(demandParticipants)
      .values({ demandId: demand!.id, userId: participantId });
    const manager = bearer(await t.login('c1.gestor', PASSWORD));

    // 0. The manager cannot read the demand.
    const before = await t.app.inject({
      method: 'GET',
      url: `/api/solicitacao/${demand!.id}`,
      headers: manager,
    });
    expect(before.statusCode).toBe(404);

    // 1. It grants itself the participant role (was 200).
    const selfGrant = await t.app.inject({
      method: 'PUT',
      url: `/api/user/${managerId}`,
      headers: manager,
      payload: body('c1.gestor', 'c1.gestor@acme.local', [8, 23]),
    });
    expect(selfGrant.statusCode).toBe(403);
    expect(selfGrant.json().message).toBe(ADMIN_API_MESSAGES.grantOnlyOwnPermissions);
    expect(await storedRoles(managerId)).toEqual(['ROLE_GESTAO_USUARIOS', 'ROLE_USER']);

    // 2. It rewrites the participant's e-mail (was 200 after step 1).
    const rewrite = await t.app.inject({
      method: 'PUT',
      url: `/api/user/${participantId}`,
      headers: manager,
      payload: body('c1.participante', 'c1.atacante@eval.local', [23]),
    });
    expect(rewrite.statusCode).toBe(403);
    expect(rewrite.json().message).toBe(ADMIN_API_MESSAGES.userHoldsPermissionYouLack);
    const [participant] = await t.app.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, participantId));
    expect(participant!.email).toBe('c1.participante@acme.local');

    // 3. The recovery mailed to the attacker's address never starts: no account has it.
    const recovery = await t.app.inject({
      method: 'POST',
      url: '/api/user/reset-password?user_recover=c1.atacante%40eval.local',
    });
    expect(recovery.json()).toBe(false);

    // The same role given to someone else at creation (was 201 with the role stored).
    const create = await t.app.inject({
      method: 'POST',
      url: '/api/user',
      headers: manager,
      payload: body('c1.novo', 'c1.novo@acme.local', [23, 8]),
    });
    expect(create.statusCode).toBe(403);
    const created = await t.app.db.select().from(users).where(eq(users.username, 'c1.novo'));
    expect(created).toEqual([]);

    // Nor may it deactivate the participant, nor read the demand afterwards.
    const disable = await t.app.inject({
      method: 'DELETE',
      url: `/api/user/${participantId}?enabled=false`,
      headers: manager,
    });
    expect(disable.statusCode).toBe(403);
    const after = await t.app.inject({
      method: 'GET',
      url: `/api/solicitacao/${demand!.id}`,
      headers: manager,
    });
    expect(after.statusCode).toBe(404);
  });

  it('refuses removing or keeping a role the manager lacks, and accepts its own', async () => {
    const managerId = await userWith('c1.gestor2', [
      AUTHORITIES.GESTAO_USUARIOS,
      AUTHORITIES.CONTROLE_ORCAMENTARIO,
    ]);
    const ropaUser = await userWith('c1.ropa', [
      AUTHORITIES.REGISTRO_OPERACAO_TRATAMENTO_DADOS,
      AUTHORITIES.CONTROLE_ORCAMENTARIO,
    ]);
    const plain = await userWith('c1.simples', [AUTHORITIES.CONTROLE_ORCAMENTARIO]);
    const manager = bearer(await t.login('c1.gestor2', PASSWORD));

    // Removing ROPA (which it lacks) from a user is refused like granting it.
    const remove = await t.app.inject({
      method: 'PUT',
      url: `/api/user/${ropaUser}`,
      headers: manager,
      payload: body('c1.ropa', 'c1.ropa@acme.local', [9]),
    });
    expect(remove.statusCode).toBe(403);
    expect(await storedRoles(ropaUser)).toEqual([
      'ROLE_CONTROLE_ORCAMENTARIO',
      'ROLE_REGISTRO_OPERACAO_TRATAMENTO_DADOS',
      'ROLE_USER',
    ]);

    // Granting what it holds works.
    const grant = await t.app.inject({
      method: 'PUT',
      url: `/api/user/${plain}`,
      headers: manager,
      payload: body('c1.simples', 'c1.simples@acme.local', [9, 8]),
    });
    expect(grant.statusCode).toBe(200);
    expect(await storedRoles(plain)).toEqual([
      'ROLE_CONTROLE_ORCAMENTARIO',
      'ROLE_GESTAO_USUARIOS',
      'ROLE_USER',
    ]);
    // ROLE_ADMIN named in the body is refused, not silently dropped.
    const admin = await t.app.inject({
      method: 'PUT',
      url: `/api/user/${plain}`,
      headers: manager,
      payload: body('c1.simples', 'c1.simples@acme.local', [9, 1]),
    });
    expect(admin.statusCode).toBe(403);
    expect(managerId).toBeGreaterThan(0);
  });
});
