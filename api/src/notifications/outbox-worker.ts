import type { FastifyBaseLogger } from 'fastify';
import { groupedNoticesMail, type DemandNotice } from '@dpohub/domain';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { mailHtml } from '../mail/mail-html';
import type { Mailer } from '../mail/mailer';
import {
  claimDueMessages,
  claimGroupSiblings,
  markFailed,
  markSent,
  type ClaimedMessage,
} from './notification-outbox';

export interface OutboxWorkerOptions {
  db: Database;
  mailer: Mailer;
  clock: Clock;
  logger: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** Seconds between looks at the outbox; 0: only `kick` and `deliverDue` send. */
  pollSeconds: number;
  /** Runs on every tick too (the daily digest's check). */
  onTick?: () => Promise<void>;
  /**
   * Whether a person's pending notices of one demand go as one e-mail (demands m17); the window
   * itself is the hold each notice is queued with.
   */
  grouping?: boolean;
  /** The firm's reply address, read before each run (null: none configured). */
  replyTo?: () => Promise<string | null>;
}

export interface OutboxWorker {
  /** Sends every due message now; resolves with how many went out. */
  deliverDue(): Promise<number>;
  /** Asks for a delivery soon, without waiting for it (after a change is committed). */
  kick(): void;
  /** Resolves once no delivery started by `kick` is running. */
  idle(): Promise<void>;
  start(): void;
  stop(): Promise<void>;
}

const BATCH = 20;
// Longer than an SMTP exchange may take (the transport's own timeouts are shorter).
const LEASE_MS = 2 * 60 * 1000;

/**
 * The e-mail job: claims due messages from the outbox table and hands them to the mailer. It runs
 * apart from the requests, so a slow or failed SMTP server never delays an answer; a failure
 * leaves the message in the table for a later attempt.
 */
export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { db, mailer, clock, logger } = options;
  let running: Promise<number> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | null = null;
  let stopped = true;
  const kicked = new Set<Promise<unknown>>();

  /** The message and, when grouping, the person's other pending notices of the same demand. */
  async function groupOf(
    message: ClaimedMessage,
    batch: readonly ClaimedMessage[],
    taken: Set<number>,
  ): Promise<ClaimedMessage[]> {
    if (!options.grouping || !message.notice) return [message];
    const sameDemand = (other: ClaimedMessage) =>
      other.notice !== null &&
      other.recipientUserId === message.recipientUserId &&
      other.demandId === message.demandId;
    const inBatch = batch.filter((other) => !taken.has(other.id) && sameDemand(other));
    const later = await claimGroupSiblings(
      db,
      message,
      batch.map((other) => other.id),
      clock.now(),
      LEASE_MS,
    );
    return [...inBatch, ...later].sort((a, b) => a.id - b.id);
  }

  async function deliverBatch(): Promise<number> {
    let sent = 0;
    const replyTo = (await options.replyTo?.()) ?? undefined;
    for (;;) {
      const batch = await claimDueMessages(db, clock.now(), BATCH, LEASE_MS);
      const taken = new Set<number>();
      for (const message of batch) {
        if (taken.has(message.id)) continue;
        const group = await groupOf(message, batch, taken);
        for (const member of group) taken.add(member.id);
        const mail =
          group.length > 1
            ? groupedNoticesMail(group.map((member) => member.notice as DemandNotice))
            : { subject: message.subject, text: message.body };
        try {
          await mailer.send({
            to: message.toEmail,
            subject: mail.subject,
            text: mail.text,
            html: mailHtml(mail.text, mail.subject),
            ...(replyTo ? { replyTo } : {}),
            ...(message.attachment ? { attachments: [message.attachment] } : {}),
          });
          for (const member of group) await markSent(db, member.id, clock.now());
          sent += 1;
        } catch (error) {
          const reason = error instanceof Error ? error.message : String(error);
          logger.warn(
            { err: error, outboxId: message.id, attempts: message.attempts },
            'e-mail delivery failed; it stays in the outbox for another attempt',
          );
          for (const member of group) await markFailed(db, member, reason, clock.now());
        }
      }
      if (batch.length < BATCH) return sent;
    }
  }

  async function deliverDue(): Promise<number> {
    if (running) {
      // One run at a time in this process; a request during a run makes it look once more.
      again = true;
      return running;
    }
    running = (async () => {
      let total = 0;
      do {
        again = false;
        total += await deliverBatch();
      } while (again);
      return total;
    })().finally(() => {
      running = null;
    });
    return running;
  }

  async function tick(): Promise<void> {
    try {
      await options.onTick?.();
      await deliverDue();
    } catch (error) {
      logger.error({ err: error }, 'notification job failed; it runs again on the next tick');
    }
  }

  function schedule(): void {
    if (stopped || options.pollSeconds <= 0) return;
    timer = setTimeout(() => {
      void tick().finally(schedule);
    }, options.pollSeconds * 1000);
    timer.unref();
  }

  async function idle(): Promise<void> {
    while (kicked.size || running) {
      await Promise.all([...kicked]);
      if (running) await running.catch(() => 0);
    }
  }

  return {
    deliverDue,
    idle,
    kick() {
      const run = deliverDue()
        .catch((error: unknown) => logger.error({ err: error }, 'e-mail delivery run failed'))
        .finally(() => kicked.delete(run));
      kicked.add(run);
    },
    start() {
      if (!stopped) return;
      stopped = false;
      if (options.pollSeconds > 0) void tick().finally(schedule);
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await idle();
    },
  };
}
