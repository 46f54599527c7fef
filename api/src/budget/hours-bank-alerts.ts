import { and, eq, gte, lte } from 'drizzle-orm';
import {
  budgetControlLink,
  brazilianDay,
  hoursAlertMail,
  hoursBankAlertRecipients,
  hoursBankAlerts,
  hoursBankState,
} from '@dpohub/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import {
  clients,
  hoursBankAlerts as sentAlerts,
  hoursBankMovements,
  scheduledJobRuns,
  users,
} from '../db/schema';
import { notifiableUsers, staffUsers, turnedOffKinds } from '../notifications/demand-audience';
import { enqueueMessages, messagesFor } from '../notifications/notification-outbox';
import { clientLedger } from './hours-bank-repository';

// The hours bank alerts by e-mail (80% and 100% of the packs in force used, a pack with hours
// left 15 days or less from its expiry): to the client's administrators and the firm's staff,
// per their preferences ('hoursBankAlert'), each alert once (hours_bank_alerts). Checked after
// every movement and every status change of a client's demand, and once a day for every client
// with a pack in force (an expiry comes with time, not with a change).

export const HOURS_ALERTS_JOB = 'hours-bank-alerts';

export interface HoursAlertDeps {
  db: Database;
  clock: Clock;
  portalUrl: string;
  logger: Pick<FastifyBaseLogger, 'error'>;
  /** Asks the outbox job to send what was queued. */
  kick: () => void;
}

/** The client's administrators (CLIENTE_ADMINISTRADOR, code 2). */
async function clientAdministrators(db: Database, clientId: number, now: Date) {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.clientId, clientId), eq(users.employeeDanielLaw, 2)))
    .orderBy(users.id);
  return notifiableUsers(
    db,
    rows.map((row) => row.id),
    now,
  );
}

/** Sends the client's alerts not sent yet; answers how many e-mails were queued. */
export async function checkHoursBankAlerts(
  deps: HoursAlertDeps,
  clientId: number,
): Promise<number> {
  const { db, clock } = deps;
  try {
    const now = clock.now();
    const today = brazilianDay(now);
    const { ledger } = await clientLedger(db, clientId, today);
    const state = hoursBankState(ledger, today);
    const alerts = hoursBankAlerts(state);
    if (!alerts.length) return 0;
    const [client] = await db
      .select({ name: clients.name })
      .from(clients)
      .where(eq(clients.id, clientId));
    if (!client) return 0;
    let queued = 0;
    for (const alert of alerts) {
      queued += await db.transaction(async (tx) => {
        const fresh = await tx
          .insert(sentAlerts)
          .values({ clientId, alertKey: alert.key, message: alert.message, sentAt: now })
          .onConflictDoNothing()
          .returning({ key: sentAlerts.alertKey });
        if (!fresh.length) return 0;
        const [admins, staff] = [
          await clientAdministrators(tx, clientId, now),
          await staffUsers(tx, now),
        ];
        const recipients = hoursBankAlertRecipients(
          admins,
          staff,
          await turnedOffKinds(
            tx,
            [...admins, ...staff].map((user) => user.id),
          ),
        );
        await enqueueMessages(
          tx,
          messagesFor(recipients, ({ user }) =>
            hoursAlertMail(alert, state, {
              recipientName: user.name,
              clientName: client.name,
              link: budgetControlLink(deps.portalUrl, clientId, user.staff),
            }),
          ),
          now,
        );
        return recipients.length;
      });
    }
    if (queued) deps.kick();
    return queued;
  } catch (error) {
    deps.logger.error({ err: error, clientId }, 'hours bank alerts not checked');
    return 0;
  }
}

/**
 * Once a day (the first tick of the outbox job on a new Brazilian day, whatever the number of
 * replicas: the replica whose run row is inserted does it), every client with a pack in force.
 */
export async function runDailyHoursAlerts(deps: HoursAlertDeps): Promise<number> {
  const now = deps.clock.now();
  const today = brazilianDay(now);
  const claimed = await deps.db
    .insert(scheduledJobRuns)
    .values({ job: HOURS_ALERTS_JOB, runKey: today, claimedAt: now })
    .onConflictDoNothing()
    .returning({ job: scheduledJobRuns.job });
  if (!claimed.length) return 0;
  const rows = await deps.db
    .selectDistinct({ clientId: hoursBankMovements.clientId })
    .from(hoursBankMovements)
    .where(
      and(
        eq(hoursBankMovements.kind, 'pack'),
        lte(hoursBankMovements.startsOn, today),
        gte(hoursBankMovements.expiresOn, today),
      ),
    );
  let queued = 0;
  for (const { clientId } of rows) queued += await checkHoursBankAlerts(deps, clientId);
  return queued;
}
