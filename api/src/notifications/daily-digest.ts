import { and, asc, eq, gt, inArray, lt, lte } from 'drizzle-orm';
import {
  OPEN_DEMAND_STATUSES,
  dailyDigestMail,
  demandLink,
  digestRecipients,
  isBusinessDay,
  nextBusinessDay,
  staffDigest,
  type DigestLine,
} from '@dpohub/domain';
import { brazilianDate, type Clock } from '../clock';
import type { Database } from '../db/database';
import { clients, demands, lawyers, scheduledJobRuns, serviceTypes } from '../db/schema';
import type { FirmCalendarService } from '../calendar/firm-calendar';
import { staffUsers, turnedOffKinds } from './demand-audience';
import { enqueueMessages, messagesFor } from './notification-outbox';

export const DAILY_DIGEST_JOB = 'daily-digest';
/** A digest names at most this many demands per section. */
export const DIGEST_SECTION_LIMIT = 200;

const SAO_PAULO_HOUR = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'America/Sao_Paulo',
  hour: '2-digit',
  hourCycle: 'h23',
});

export interface DailyDigestDeps {
  db: Database;
  clock: Clock;
  firmCalendar: FirmCalendarService;
  portalUrl: string;
  digestHour: number;
}

async function openDemandsDue(
  db: Database,
  due: ReturnType<typeof and>,
  portalUrl: string,
): Promise<DigestLine[]> {
  const rows = await db
    .select({
      id: demands.id,
      demanda: demands.demanda,
      clientName: clients.name,
      serviceTypeName: serviceTypes.name,
      prazo: demands.prazo,
      status: demands.status,
      lawyerName: lawyers.name,
      lawyerUserId: lawyers.userId,
    })
    .from(demands)
    .innerJoin(clients, eq(clients.id, demands.clientId))
    .innerJoin(serviceTypes, eq(serviceTypes.id, demands.serviceTypeId))
    .leftJoin(lawyers, eq(lawyers.id, demands.lawyerId))
    .where(
      and(inArray(demands.status, [...OPEN_DEMAND_STATUSES]), eq(demands.archived, false), due),
    )
    .orderBy(asc(demands.prazo), asc(demands.id))
    .limit(DIGEST_SECTION_LIMIT);
  return rows.map((row) => ({ ...row, link: demandLink(portalUrl, row.id) }));
}

/**
 * The daily digest to staff: the open demands past their deadline, due today (M7) and due on the
 * next business day. On business days, from `digestHour` (Brazilian time), once per day
 * whatever the number of API replicas: the replica whose insert of today's run row succeeds
 * writes the e-mails in the same transaction; the others see the row and skip. Answers how many
 * e-mails were queued (0 when not due, already done, or nothing to tell).
 */
export async function runDailyDigest(deps: DailyDigestDeps): Promise<number> {
  const now = deps.clock.now();
  const today = brazilianDate(now);
  if (Number(SAO_PAULO_HOUR.format(now)) < deps.digestHour) return 0;
  const calendar = await deps.firmCalendar.current();
  if (!isBusinessDay(today, calendar)) return 0;
  return deps.db.transaction(async (tx) => {
    const claimed = await tx
      .insert(scheduledJobRuns)
      .values({ job: DAILY_DIGEST_JOB, runKey: today, claimedAt: now })
      .onConflictDoNothing()
      .returning({ job: scheduledJobRuns.job });
    if (!claimed.length) return 0;
    const nextDay = nextBusinessDay(today, calendar);
    // One after the other: a transaction is one connection, which runs one query at a time (pg 9
    // refuses a second query sent before the first has answered).
    const overdue = await openDemandsDue(tx, lt(demands.prazo, today), deps.portalUrl);
    const dueToday = await openDemandsDue(tx, eq(demands.prazo, today), deps.portalUrl);
    const dueNext = await openDemandsDue(
      tx,
      and(gt(demands.prazo, today), lte(demands.prazo, nextDay)),
      deps.portalUrl,
    );
    if (!overdue.length && !dueToday.length && !dueNext.length) return 0;
    const staff = await staffUsers(tx, now);
    const turnedOff = await turnedOffKinds(
      tx,
      staff.map((user) => user.id),
    );
    // Each staff member: their own demands first, the office's unless they turned it off (m18).
    const digests = digestRecipients(staff, turnedOff).flatMap((recipient) => {
      const digest = staffDigest(
        { overdue, dueToday, dueNext },
        recipient.user.id,
        !turnedOff(recipient.user.id, 'dailyDigestOffice'),
      );
      return digest ? [{ recipient, digest }] : [];
    });
    await enqueueMessages(
      tx,
      digests.flatMap(({ recipient, digest }) =>
        messagesFor([recipient], ({ user }) => dailyDigestMail(user.name, digest, today, nextDay)),
      ),
      now,
    );
    return digests.length;
  });
}
