import type { FastifyInstance } from 'fastify';
import { checkHoursBankAlerts, runDailyHoursAlerts } from '../budget/hours-bank-alerts';
import {
  createAssessmentNotifications,
  type AssessmentNotifications,
} from './assessment-notifications';
import { firmReplyTo } from '../mail/firm-mail-settings';
import { runDailyDigest } from './daily-digest';
import { createDemandNotifications, type DemandNotifications } from './demand-notifications';
import { createOutboxWorker, type OutboxWorker } from './outbox-worker';

export interface Notifications extends DemandNotifications, AssessmentNotifications {
  worker: OutboxWorker;
  /** Queues today's digest if it is due and no replica did it yet; answers the e-mails queued. */
  runDailyDigest(): Promise<number>;
  /**
   * A client's hours bank changed (a movement, a demand finished or no longer finished): e-mails
   * its alerts not sent yet; answers the e-mails queued. Never fails the change.
   */
  hoursBankChanged(clientId: number): Promise<number>;
  /** Today's check of every client with a pack in force, if no replica did it yet. */
  runDailyHoursAlerts(): Promise<number>;
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
  const alertDeps = () => ({
    db: app.db,
    clock: app.clock,
    portalUrl: app.config.publicPortalUrl,
    logger: app.log,
    kick: () => worker.kick(),
  });
  const dailyAlerts = () => runDailyHoursAlerts(alertDeps());
  const worker = createOutboxWorker({
    db: app.db,
    mailer: app.mailer,
    clock: app.clock,
    logger: app.log,
    pollSeconds: app.config.notificationPollSeconds,
    grouping: app.config.notificationGroupSeconds > 0,
    replyTo: () => firmReplyTo(app.db),
    onTick: async () => {
      await digest();
      await dailyAlerts();
    },
  });
  const events = createDemandNotifications({
    db: app.db,
    clock: app.clock,
    worker,
    portalUrl: app.config.publicPortalUrl,
    logger: app.log,
    holdMs: app.config.notificationGroupSeconds * 1000,
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
    hoursBankChanged: (clientId) => checkHoursBankAlerts(alertDeps(), clientId),
    runDailyHoursAlerts: dailyAlerts,
    deliverDue: () => worker.deliverDue(),
    idle: () => worker.idle(),
  });
  app.addHook('onReady', async () => worker.start());
  app.addHook('onClose', async () => worker.stop());
}
