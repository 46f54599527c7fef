import { eq } from 'drizzle-orm';
import { notificationOutbox } from '../db/schema';
import { userIdOf } from '../demands/demand-test-support';
import { insertTestDemand } from '../demands/participants/demand-activity-test-support';
import { DEMO_CLIENTS } from '../seed/demo-users';
import { holdMail } from '../test/held-mail';
import { bearer, createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  // A real SMTP transport pointed at a port where nothing listens.
  t = await createTestApp({ smtpUrl: 'smtp://127.0.0.1:9' });
}, 180_000);
afterAll(() => t.close());

describe('with the SMTP server down', () => {
  it('answers the change at once and keeps the e-mail for a later attempt', async () => {
    const id = await insertTestDemand(t.app.db, DEMO_CLIENTS.acme.id);
    const participant = await userIdOf(t, 'cliente.admin');
    const admin = bearer(await t.login('admin'));
    const mail = holdMail(t.app.mailer);
    try {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/solicitacao-participante',
        headers: admin,
        payload: { solicitacao: { id }, user: { id: participant } },
      });
      expect(response.statusCode).toBe(201);
    } finally {
      mail.release();
    }

    await t.app.notifications.idle();
    const [row] = await t.app.db
      .select()
      .from(notificationOutbox)
      .where(eq(notificationOutbox.demandId, id));
    expect(row).toMatchObject({
      kind: 'participantAdded',
      toEmail: 'cliente.admin@acme.local',
      attempts: 1,
      sentAt: null,
      failedAt: null,
    });
    expect(row!.lastError).toMatch(/ECONNREFUSED/);
    expect(row!.nextAttemptAt.getTime()).toBeGreaterThan(t.clock.now().getTime());
  });
});
