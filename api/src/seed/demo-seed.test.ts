import { eq } from 'drizzle-orm';
import { AUTHORITIES, PERMISSION_GROUPS, ROLE_CATALOG } from '@dpohub/domain';
import { lawyers, permissionGroups, roles, users } from '../db/schema';
import { findAccount } from '../users/user-account';
import { createTestApp, type TestApp } from '../test/test-app';
import { seedDemoData } from './demo-seed';
import { DEMO_USERS } from './demo-users';
import { seedReferenceData } from './reference-data';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('demo and reference seed', () => {
  it('is safe to run again: nothing is created twice', async () => {
    const counts = async () => ({
      users: (await t.app.db.select().from(users)).length,
      lawyers: (await t.app.db.select().from(lawyers)).length,
      roles: (await t.app.db.select().from(roles)).length,
      groups: (await t.app.db.select().from(permissionGroups)).length,
    });
    const before = await counts();
    expect(before.users).toBeGreaterThanOrEqual(DEMO_USERS.length);
    expect(before).toMatchObject({
      lawyers: 5,
      roles: ROLE_CATALOG.length,
      groups: PERMISSION_GROUPS.length,
    });

    await seedReferenceData(t.app.db);
    expect(await seedDemoData(t.app.db)).toEqual([]);

    expect(await counts()).toEqual(before);
  });

  it('keeps one inactive lawyer', async () => {
    const inactive = await t.app.db.select().from(lawyers).where(eq(lawyers.status, false));
    expect(inactive).toHaveLength(1);
  });

  it('gives the granular client user several permissions but not budget control or user management', async () => {
    const account = await findAccount(t.app.db, { username: 'cliente.usuario' });
    expect(account?.authorities).toEqual(
      expect.arrayContaining([AUTHORITIES.USER, AUTHORITIES.CONSULTAS_DOCUMENTOS_CONTRATOS]),
    );
    expect(account?.authorities).not.toContain(AUTHORITIES.CONTROLE_ORCAMENTARIO);
    expect(account?.authorities).not.toContain(AUTHORITIES.GESTAO_USUARIOS);
  });

  it('makes the participant a participant only', async () => {
    const account = await findAccount(t.app.db, { username: 'participante' });
    expect(account?.authorities.sort()).toEqual(
      [AUTHORITIES.GESTAO_PARTICIPANTE, AUTHORITIES.USER].sort(),
    );
    expect(account?.temporaryAccess).toBe(false);
  });
});
