import { eq, inArray } from 'drizzle-orm';
import { DEMAND_STATUS } from '@dpohub/domain';
import {
  demands,
  lawyers,
  notificationOutbox,
  notificationPreferences,
  scheduledJobRuns,
  users,
} from '../db/schema';
import { insertTestDemand } from '../demands/participants/demand-activity-test-support';
import { userIdOf } from '../demands/demand-test-support';
import type { Mailer } from '../mail/mailer';
import { readAllMail } from '../mail/outbox';
import { DEMO_CLIENTS } from '../seed/demo-users';
import { createTestApp, type TestApp } from '../test/test-app';
import { runDailyDigest } from './daily-digest';
import { enqueueMessages } from './notification-outbox';
import { createOutboxWorker } from './outbox-worker';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // Only the demands of this test count: the seeded ones leave the digest.
  await t.app.db.update(demands).set({ archived: true });
}, 180_000);
afterAll(() => t.close());

const silent = { info: () => {}, warn: () => {}, error: () => {} };
const deps = (clockDate: Date) => ({
  db: t.app.db,
  clock: { now: () => clockDate },
  firmCalendar: t.app.firmCalendar,
  portalUrl: 'http://portal.local',
  digestHour: 7,
});

describe('daily digest', () => {
  // Tuesday 24/11/2026; the next business day is Wednesday 25/11.
  const morning = new Date('2026-11-24T11:00:00Z'); // 08:00 in São Paulo

  it('lists overdue, due today and next-day demands once a day, however many replicas ask', async () => {
    const overdue = await insertTestDemand(t.app.db, DEMO_CLIENTS.acme.id, DEMAND_STATUS.EM_CURSO);
    const dueToday = await insertTestDemand(
      t.app.db,
      DEMO_CLIENTS.acme.id,
      DEMAND_STATUS.NAO_INICIADO,
    );
    await t.app.db
      .update(demands)
      .set({ prazo: '2026-11-24', demanda: 'Vence hoje' })
      .where(eq(demands.id, dueToday));
    const dueNext = await insertTestDemand(t.app.db, DEMO_CLIENTS.beta.id, DEMAND_STATUS.PENDENTE);
    const finished = await insertTestDemand(
      t.app.db,
      DEMO_CLIENTS.acme.id,
      DEMAND_STATUS.FINALIZADO,
    );
    await t.app.db
      .update(demands)
      .set({ prazo: '2026-11-20', demanda: 'Vencida' })
      .where(eq(demands.id, overdue));
    await t.app.db
      .update(demands)
      .set({ prazo: '2026-11-25', demanda: 'Vence amanhã' })
      .where(eq(demands.id, dueNext));
    await t.app.db.update(demands).set({ prazo: '2026-11-01' }).where(eq(demands.id, finished));

    expect(await runDailyDigest(deps(new Date('2026-11-24T09:59:00Z')))).toBe(0); // 06:59
    const runs = await Promise.all([
      runDailyDigest(deps(morning)),
      runDailyDigest(deps(morning)),
      runDailyDigest(deps(morning)),
    ]);
    expect(runs.sort()).toEqual([0, 0, 1]);
    expect(await t.app.db.select().from(scheduledJobRuns)).toHaveLength(1);

    const [row] = await t.app.db
      .select()
      .from(notificationOutbox)
      .where(eq(notificationOutbox.kind, 'dailyDigest'));
    expect(row).toMatchObject({
      toEmail: 'admin@dpohub.local',
      subject: 'Resumo diário de prazos: 1 atrasada(s), 1 vence(m) hoje, 1 no próximo dia útil',
    });
    // Each line names the status and the lawyer (demands m18).
    expect(row!.body).toContain(
      `Solicitações do escritório\n\nAtrasadas (1):\n- ${DEMO_CLIENTS.acme.name} · Vencida · Em curso · Sem advogado(a) · prazo 20/11/2026 · http://portal.local/clientDemands/details/${overdue}`,
    );
    expect(row!.body).toContain(
      `Vencem hoje, 24/11/2026 (1):\n- ${DEMO_CLIENTS.acme.name} · Vence hoje · Não iniciado · Sem advogado(a) · prazo 24/11/2026`,
    );
    expect(row!.body).toContain(
      `Vencem em 25/11/2026 (1):\n- ${DEMO_CLIENTS.beta.name} · Vence amanhã · Pendente`,
    );
    expect(row!.body).not.toContain('Suas solicitações');
    expect(row!.body).not.toContain(`details/${finished}`);
  });

  it("puts a lawyer's own demands first, and sends staff only what they keep on (m18)", async () => {
    // Wednesday 02/12/2026: a fresh day for the digest's run.
    const wednesday = new Date('2026-12-02T11:00:00Z');
    const [lawyerAccount, officeOnly] = await t.app.db
      .insert(users)
      .values([
        {
          username: 'digest.advogado',
          email: 'digest.advogado@dpohub.local',
          name: 'Bruno Advogado',
          passwordHash: 'x',
          admin: true,
          employeeDanielLaw: 1,
        },
        {
          username: 'digest.socia',
          email: 'digest.socia@dpohub.local',
          name: 'Sócia Sem Demandas',
          passwordHash: 'x',
          admin: true,
          employeeDanielLaw: 1,
        },
      ])
      .returning({ id: users.id });
    const [lawyer] = await t.app.db
      .insert(lawyers)
      .values({ name: 'Bruno Advogado', status: true, userId: lawyerAccount!.id })
      .returning({ id: lawyers.id });
    // The lawyer keeps only their own demands; the partner without demands keeps only hers.
    await t.app.db.insert(notificationPreferences).values(
      [lawyerAccount!.id, officeOnly!.id].map((userId) => ({
        userId,
        kind: 'dailyDigestOffice' as const,
        enabled: false,
        updatedAt: new Date(),
      })),
    );
    const mine = await insertTestDemand(t.app.db, DEMO_CLIENTS.acme.id, DEMAND_STATUS.EM_CURSO);
    await t.app.db
      .update(demands)
      .set({ prazo: '2026-12-01', demanda: 'Do Bruno', lawyerId: lawyer!.id })
      .where(eq(demands.id, mine));
    try {
      expect(await runDailyDigest(deps(wednesday))).toBe(2);
      const rows = await t.app.db
        .select()
        .from(notificationOutbox)
        .where(eq(notificationOutbox.kind, 'dailyDigest'));
      const lawyerMail = rows.find((row) => row.toEmail === 'digest.advogado@dpohub.local')!;
      expect(lawyerMail.subject).toBe(
        'Resumo diário de prazos: 1 atrasada(s), 0 vence(m) hoje, 0 no próximo dia útil',
      );
      expect(lawyerMail.body).toContain(
        `Suas solicitações\n\nAtrasadas (1):\n- ${DEMO_CLIENTS.acme.name} · Do Bruno · Em curso · Bruno Advogado · prazo 01/12/2026`,
      );
      expect(lawyerMail.body).not.toContain('Solicitações do escritório');
      // The firm admin keeps the office: the lawyer's demand among the others, none of hers first.
      const adminMail = rows.filter((row) => row.toEmail === 'admin@dpohub.local').at(-1)!;
      expect(adminMail.subject).toBe(
        'Resumo diário de prazos: 4 atrasada(s), 0 vence(m) hoje, 0 no próximo dia útil',
      );
      expect(adminMail.body).toContain('· Do Bruno · Em curso · Bruno Advogado ·');
      expect(adminMail.body).not.toContain('Suas solicitações');
      expect(rows.map((row) => row.toEmail)).not.toContain('digest.socia@dpohub.local');
    } finally {
      await t.app.db.update(demands).set({ archived: true }).where(eq(demands.id, mine));
      await t.app.db
        .update(users)
        .set({ enabled: false })
        .where(inArray(users.id, [lawyerAccount!.id, officeOnly!.id]));
    }
  });

  it('skips weekends and holidays, and staff who turned it off', async () => {
    expect(await runDailyDigest(deps(new Date('2026-11-28T12:00:00Z')))).toBe(0); // Saturday
    expect(await runDailyDigest(deps(new Date('2026-11-20T12:00:00Z')))).toBe(0); // holiday
    await t.app.db.insert(notificationPreferences).values({
      userId: await userIdOf(t, 'admin'),
      kind: 'dailyDigest',
      enabled: false,
      updatedAt: new Date(),
    });
    expect(await runDailyDigest(deps(new Date('2026-11-26T12:00:00Z')))).toBe(0);
  });
});

describe('outbox job', () => {
  it('survives a restart: a new job on the same database sends what the old one left', async () => {
    await enqueueMessages(
      t.app.db,
      [
        {
          kind: 'statusChanged',
          recipientUserId: null,
          toEmail: 'restart@acme.local',
          subject: 'Depois do reinício',
          body: 'corpo',
          demandId: null,
        },
      ],
      t.clock.now(),
    );
    // The process that queued it stops before sending; a fresh one takes over.
    const worker = createOutboxWorker({
      db: t.app.db,
      mailer: t.app.mailer,
      clock: t.clock,
      logger: silent,
      pollSeconds: 0,
    });
    expect(await worker.deliverDue()).toBeGreaterThanOrEqual(1);
    const mails = await readAllMail(t.config.outboxDir);
    expect(mails.filter((mail) => mail.to === 'restart@acme.local')).toHaveLength(1);
    expect(await worker.deliverDue()).toBe(0);
  });

  it('never sends one message twice when two replicas run at once', async () => {
    const sent: string[] = [];
    const slowMailer: Mailer = {
      async send(message) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        sent.push(message.to);
      },
      sendInBackground: () => {},
      idle: async () => {},
    };
    await enqueueMessages(
      t.app.db,
      Array.from({ length: 6 }, (_, index) => ({
        kind: 'firmComment' as const,
        recipientUserId: null,
        toEmail: `replica${index}@acme.local`,
        subject: 'Réplicas',
        body: 'corpo',
        demandId: null,
      })),
      t.clock.now(),
    );
    const replica = () =>
      createOutboxWorker({
        db: t.app.db,
        mailer: slowMailer,
        clock: t.clock,
        logger: silent,
        pollSeconds: 0,
      });
    const [a, b] = await Promise.all([replica().deliverDue(), replica().deliverDue()]);
    expect(a + b).toBe(6);
    expect(sent.sort()).toEqual(
      Array.from({ length: 6 }, (_, index) => `replica${index}@acme.local`),
    );
  });
});
