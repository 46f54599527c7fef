import { eq, notExists } from 'drizzle-orm';
import { demands, lawyers, preparedState } from './schema';
import { prepareDatabase } from './prepare-database';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Deletes a demo lawyer no demand names (the demo seed adds its lawyers back by name). */
async function removeLawyerWithoutDemands(): Promise<void> {
  const [lawyer] = await t.app.db
    .select({ id: lawyers.id })
    .from(lawyers)
    .where(notExists(t.app.db.select().from(demands).where(eq(demands.lawyerId, lawyers.id))))
    .limit(1);
  await t.app.db.delete(lawyers).where(eq(lawyers.id, lawyer!.id));
}

const lawyerCount = async () => (await t.app.db.select().from(lawyers)).length;

describe('prepareDatabase with a build fingerprint', () => {
  it('skips a database the same build prepared, and prepares it again for another build', async () => {
    const seeded = await lawyerCount();
    expect(seeded).toBeGreaterThan(0);
    await prepareDatabase(t.database, { seedDemo: true, fingerprint: 'build-a' });
    expect(await t.app.db.select({ stamp: preparedState.fingerprint }).from(preparedState)).toEqual(
      [{ stamp: 'build-a with demo' }],
    );

    // A demo row removed by hand: the same build does not look for it again.
    await removeLawyerWithoutDemands();
    await prepareDatabase(t.database, { seedDemo: true, fingerprint: 'build-a' });
    expect(await lawyerCount()).toBe(seeded - 1);

    // Another build, or the same one without the demo data, prepares it as usual.
    await prepareDatabase(t.database, { seedDemo: true, fingerprint: 'build-b' });
    expect(await lawyerCount()).toBe(seeded);
    await prepareDatabase(t.database, { seedDemo: false, fingerprint: 'build-b' });
    expect(await t.app.db.select({ stamp: preparedState.fingerprint }).from(preparedState)).toEqual(
      [{ stamp: 'build-b without demo' }],
    );
  });

  it('prepares every time without a fingerprint (running from the sources)', async () => {
    await prepareDatabase(t.database, { seedDemo: true, fingerprint: 'build-c' });
    await removeLawyerWithoutDemands();
    const before = await lawyerCount();
    await prepareDatabase(t.database, { seedDemo: true });
    expect(await lawyerCount()).toBe(before + 1);
  });
});
