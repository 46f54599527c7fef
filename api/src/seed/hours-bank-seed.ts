import { eq } from 'drizzle-orm';
import { brazilianDate } from '../clock';
import type { Database } from '../db/database';
import { hoursBankMovements, users } from '../db/schema';
import { DEMO_CLIENTS } from './demo-users';

const DAY = 24 * 60 * 60 * 1000;

/**
 * A live hours bank for Acme, dated from the day of the seed: an expired pack, the pack in force
 * and a removal, all made by the firm admin. The finished Acme demands marked for the hours bank
 * spend from it. Skipped once Acme has any movement.
 */
export async function seedHoursBankDemo(db: Database): Promise<void> {
  const clientId = DEMO_CLIENTS.acme.id;
  const [already] = await db
    .select({ id: hoursBankMovements.id })
    .from(hoursBankMovements)
    .where(eq(hoursBankMovements.clientId, clientId))
    .limit(1);
  if (already) return;
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'admin'));
  if (!admin) return;
  const now = Date.now();
  const day = (offset: number) => brazilianDate(new Date(now + offset * DAY));
  const monthStart = (offset: number) => `${day(offset).slice(0, 7)}-01`;
  const by = { clientId, createdByUserId: admin.id };
  await db.insert(hoursBankMovements).values([
    {
      ...by,
      kind: 'pack',
      minutes: 40 * 60,
      valor: 8000,
      startsOn: day(-330),
      expiresOn: day(-150),
      createdAt: new Date(now - 330 * DAY),
    },
    {
      ...by,
      kind: 'pack',
      minutes: 60 * 60,
      valor: 12600,
      startsOn: day(-120),
      expiresOn: day(245),
      createdAt: new Date(now - 120 * DAY),
    },
    {
      ...by,
      kind: 'removal',
      minutes: -5 * 60,
      startsOn: monthStart(-60),
      createdAt: new Date(now - 60 * DAY),
    },
  ]);
}
