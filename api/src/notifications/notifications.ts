import type { FastifyInstance } from 'fastify';
import {
  createAssessmentNotifications,
  type AssessmentNotifications,
} from './assessment-notifications';
import { runDailyDigest } from './daily-digest';
import { createDemandNotifications, type DemandNotifications } from './demand-notifications';
import { createOutboxWorker, type OutboxWorker } from './outbox-worker';

export interface Notifications extends DemandNotifications, AssessmentNotifications {
  worker: OutboxWorker;
  /** Queues today's digest if it is due and no replica did it yet; answers the e-mails queued. */
  runDailyDigest(): Promise<number>;
  /** Delivers every due message now (what the job does on each tick). */
  deliverDue(): Promise<number>;
  /** Resolves once deliveries started after a change are over (tests, shutdown). */
  idle(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    notifications: Notifications;
  }
}

/**
 * E-mail notifications: the event calls the routes make after a commit, and the job that sends
 * the outbox table (started when the server is ready, stopped before it closes).
 */
export function installNotifications(app: FastifyInstance): void {
  const digest = () =>
    runDailyDigest({
      db: app.db,
      clock: app.clock,
      firmCalendar: app.firmCalendar,
      portalUrl: app.config.publicPortalUrl,
      digestHour: app.config.digestHour,
    });
  const worker = createOutboxWorker({
    db: app.db,
    mailer: app.mailer,
    clock: app.clock,
    logger: app.log,
    pollSeconds: app.config.notificationPollSeconds,
    onTick: async () => void (await digest()),
  });
  const events = createDemandNotifications({
    db: app.db,
    clock: app.clock,
    worker,
    portalUrl: app.config.publicPortalUrl,
    logger: app.log,
  });
  const assessmentEvents = createAssessmentNotifications({
    db: app.db,
    clock: app.clock,
    worker,
    portalUrl: app.config.publicPortalUrl,
    logger: app.log,
  });
  app.decorate('notifications', {
    ...events,
    ...assessmentEvents,
    worker,
    runDailyDigest: digest,
    deliverDue: () => worker.deliverDue(),
    idle: () => worker.idle(),
  });
  app.addHook('onReady', async () => worker.start());
  app.addHook('onClose', async () => worker.stop());
}
