import { inArray } from 'drizzle-orm';
import { DEFINITION_IDENTITIES, ROLE_CATALOG, type FeatureKey } from '@dpohub/domain';
import { hashPassword } from '../auth/password-hasher';
import type { Database } from '../db/database';
import { clientFunctions, clients, lawyers, userRoles, users } from '../db/schema';
import { seedAdminData } from './admin-seed';
import { DEMO_CLIENTS, DEMO_USERS } from './demo-users';
import { seedSimulatorDemo } from './simulator-seed';
import { seedDemandsDemo } from './demands-seed';
import { seedDemandActivity } from './demand-activity-seed';
import { seedAssessmentsDemo, seedDocumentProfilesDemo } from './assessments-seed';
import { seedHoursBankDemo } from './hours-bank-seed';

/**
 * The function cards each demo client has contracted: Acme all of them (each kind written as a
 * definition whose identity says so), Beta a few.
 */
export const DEMO_CLIENT_FUNCTIONS: Record<number, FeatureKey[]> = {
  [DEMO_CLIENTS.acme.id]: [
    'projectEvaluation',
    'tpa',
    'ropa',
    'ali',
    ...DEFINITION_IDENTITIES.filter((identity) => identity.demoContracted).map(
      (identity) => identity.feature,
    ),
    'budgetControl',
    'dashboard',
    'users',
    'documentsContractsConsultations',
    'clientDemands',
    'fineSimulator',
  ],
  // Beta has no hours bank and has not contracted budget control (security M1: its users are
  // refused it on every screen and route).
  [DEMO_CLIENTS.beta.id]: [
    'projectEvaluation',
    'tpa',
    'ropa',
    'ali',
    'dashboard',
    'users',
    'documentsContractsConsultations',
    'clientDemands',
  ],
};

export const DEMO_LAWYERS: readonly { name: string; status: boolean }[] = [
  { name: 'Ana Beatriz Ferreira', status: true },
  { name: 'Carlos Eduardo Santos', status: true },
  { name: 'Fernanda Ribeiro Lima', status: true },
  { name: 'João Pedro Carvalho', status: true },
  { name: 'Mariana Alves Rocha', status: false },
];

const roleId = (authority: string): number => {
  const role = ROLE_CATALOG.find((candidate) => candidate.name === authority);
  if (!role) throw new Error(`Unknown role ${authority}`);
  return role.id;
};

/**
 * Demo clients, users, lawyers and contracted functions, in one transaction. Records that
 * already exist are left as they are, so running it again (every start) changes nothing.
 * Returns the usernames it created.
 */
export async function seedDemoData(db: Database): Promise<string[]> {
  const existing = await db
    .select({ username: users.username })
    .from(users)
    .where(
      inArray(
        users.username,
        DEMO_USERS.map((user) => user.username),
      ),
    );
  const missing = DEMO_USERS.filter(
    (user) => !existing.some((row) => row.username === user.username),
  );
  // Hashing is slow on purpose: do it before the transaction opens.
  const hashes = await Promise.all(missing.map((user) => hashPassword(user.password)));

  return db.transaction(async (tx) => {
    await tx.insert(clients).values(Object.values(DEMO_CLIENTS)).onConflictDoNothing();
    for (const [clientId, features] of Object.entries(DEMO_CLIENT_FUNCTIONS)) {
      await tx
        .insert(clientFunctions)
        .values(features.map((feature) => ({ clientId: Number(clientId), feature })))
        .onConflictDoNothing();
    }

    const created: string[] = [];
    for (const [index, user] of missing.entries()) {
      const [row] = await tx
        .insert(users)
        .values({
          username: user.username,
          email: user.email,
          name: user.name,
          passwordHash: hashes[index]!,
          employeeDanielLaw: user.employeeDanielLaw,
          jobTitle: user.jobTitle,
          department: user.department,
          admin: user.admin,
          clientId: user.clientId,
          termsAcceptedAt: new Date(),
        })
        .onConflictDoNothing()
        .returning({ id: users.id });
      if (!row) continue;
      await tx
        .insert(userRoles)
        .values(
          user.authorities.map((authority) => ({ userId: row.id, roleId: roleId(authority) })),
        );
      created.push(user.username);
    }

    const lawyerNames = await tx.select({ name: lawyers.name }).from(lawyers);
    const newLawyers = DEMO_LAWYERS.filter(
      (lawyer) => !lawyerNames.some((row) => row.name === lawyer.name),
    );
    if (newLawyers.length) await tx.insert(lawyers).values([...newLawyers]);
    await seedAdminData(tx);
    await seedSimulatorDemo(tx);
    await seedDemandsDemo(tx);
    await seedDemandActivity(tx);
    await seedAssessmentsDemo(tx);
    await seedDocumentProfilesDemo(tx);
    await seedHoursBankDemo(tx);
    return created;
  });
}
