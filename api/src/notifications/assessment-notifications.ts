import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  EMPLOYEE_TYPE_CODES,
  assessmentConcludedMail,
  assessmentConcludedRecipients,
  assessmentFormById,
  assessmentLink,
  dossierDateTime,
  pickRecipients,
  reviewNoticeKind,
  reviewNoticeMail,
  type ReviewNotice,
} from '@dpohub/domain';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { users } from '../db/schema';
import { findAssessment } from '../assessments/assessment-repository';
import { notifiableUsers, staffUsers, turnedOffKinds } from './demand-audience';
import type { NotificationActor } from './demand-notifications';
import { enqueueMessages, messagesFor } from './notification-outbox';
import type { OutboxWorker } from './outbox-worker';

export interface AssessmentNotifications {
  /** The firm concluded an assessment for a client: the client's administrators are told. */
  assessmentConcluded(assessmentId: number, actor: NotificationActor): Promise<void>;
  /**
   * A step of the firm's review, or the firm's change to a concluded assessment (issue 31): the
   * side whose turn it is is told. A request for review goes to the firm; a return, an approval
   * or a change to the client's administrators and the user who concluded it.
   */
  reviewStep(assessmentId: number, actor: NotificationActor, notice: ReviewNotice): Promise<void>;
}

export interface AssessmentNotificationDeps {
  db: Database;
  clock: Clock;
  worker: OutboxWorker;
  portalUrl: string;
  logger: Pick<FastifyBaseLogger, 'error'>;
}

/** The enabled administrators of one client (employeeDanielLaw 2), in a stable order. */
async function clientAdministrators(db: Database, clientId: number, now: Date) {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.clientId, clientId),
        eq(users.employeeDanielLaw, EMPLOYEE_TYPE_CODES.CLIENTE_ADMINISTRADOR),
      ),
    )
    .orderBy(users.id);
  return notifiableUsers(
    db,
    rows.map((row) => row.id),
    now,
  );
}

/**
 * Notices about assessments, written to the outbox after the conclusion is committed, per each
 * recipient's preference ('Avaliação concluída pelo escritório'). A failure is logged and never
 * undoes nor fails the conclusion.
 */
export function createAssessmentNotifications(
  deps: AssessmentNotificationDeps,
): AssessmentNotifications {
  const { db, clock, worker, portalUrl, logger } = deps;
  return {
    async assessmentConcluded(assessmentId, actor) {
      try {
        const record = await findAssessment(db, assessmentId);
        const form = record ? assessmentFormById(record.formId) : undefined;
        if (!record || !form) return;
        const admins = await clientAdministrators(db, record.clientId, clock.now());
        const turnedOff = await turnedOffKinds(
          db,
          admins.map((user) => user.id),
        );
        const recipients = assessmentConcludedRecipients(admins, actor.id, turnedOff);
        if (!recipients.length) return;
        const link = assessmentLink(portalUrl, form.route, record.id);
        const facts = {
          id: record.id,
          formTitle: form.title,
          name: record.name,
          clientName: record.clientName ?? '',
          concludedAt: dossierDateTime(record.completedAt ?? clock.now()),
        };
        await enqueueMessages(
          db,
          messagesFor(recipients, ({ user }) =>
            assessmentConcludedMail(facts, user.name, actor.name, link),
          ),
          clock.now(),
        );
        worker.kick();
      } catch (error) {
        logger.error({ err: error, assessmentId }, 'assessment notice not queued');
      }
    },

    async reviewStep(assessmentId, actor, notice) {
      try {
        const record = await findAssessment(db, assessmentId);
        const form = record ? assessmentFormById(record.formId) : undefined;
        if (!record || !form) return;
        const now = clock.now();
        const kind = reviewNoticeKind(notice);
        const candidates =
          kind === 'assessmentReviewRequested'
            ? await staffUsers(db, now)
            : await notifiableUsers(
                db,
                [
                  ...(record.completedByUserId !== null ? [record.completedByUserId] : []),
                  ...(await clientAdministrators(db, record.clientId, now)).map((user) => user.id),
                ],
                now,
              );
        // The client side never hears through a firm account (the firm concluded it for them).
        const side = candidates.filter((user) =>
          kind === 'assessmentReviewRequested' ? user.staff : !user.staff,
        );
        const turnedOff = await turnedOffKinds(
          db,
          side.map((user) => user.id),
        );
        const recipients = pickRecipients(side, kind, actor.id, turnedOff);
        if (!recipients.length) return;
        const link = assessmentLink(portalUrl, form.route, record.id);
        const facts = {
          id: record.id,
          formTitle: form.title,
          name: record.name,
          clientName: record.clientName ?? '',
        };
        await enqueueMessages(
          db,
          messagesFor(recipients, ({ user }) =>
            reviewNoticeMail(notice, facts, user.name, actor.name, link),
          ),
          now,
        );
        worker.kick();
      } catch (error) {
        logger.error({ err: error, assessmentId }, 'assessment review notice not queued');
      }
    },
  };
}
