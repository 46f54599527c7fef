import type { FastifyBaseLogger } from 'fastify';
import {
  assignedMail,
  assignedRecipients,
  commentMail,
  commentRecipients,
  demandLink,
  firmCreatedMail,
  firmCreatedRecipients,
  newRequestMail,
  newRequestRecipients,
  participantAddedMail,
  participantAddedRecipients,
  statusChangeMail,
  statusChangeNotice,
  statusChangeRecipients,
  type DemandMailFacts,
  type DemandStatus,
  type MailContent,
  type Recipient,
} from '@dpohub/domain';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { findDemand } from '../demands/demand-repository';
import { historyDate } from '../demands/demand-view';
import { audienceIds, demandAudience, notifiableUsers, turnedOffKinds } from './demand-audience';
import { enqueueMessages, messagesFor } from './notification-outbox';
import type { OutboxWorker } from './outbox-worker';

/** Who made the change: never told of it. */
export interface NotificationActor {
  id: number;
  name: string;
}

/**
 * One call per kind of change, made by a route once its change is committed. Each works out who
 * is told (domain rules), writes the e-mails to the outbox table and asks the job to send them.
 * A failure here is logged and never undoes nor fails the change.
 */
export interface DemandNotifications {
  requestCreated(demandId: number, actor: NotificationActor): Promise<void>;
  /** The firm opened a demand for a client: the client side, and the lawyer it was given to. */
  firmCreated(demandId: number, actor: NotificationActor): Promise<void>;
  /** The demand's lawyer changed: the new lawyer, when they have a staff account. */
  lawyerAssigned(demandId: number, actor: NotificationActor): Promise<void>;
  statusChanged(
    demandId: number,
    from: DemandStatus,
    to: DemandStatus,
    actor: NotificationActor,
  ): Promise<void>;
  commentPosted(
    demandId: number,
    actor: NotificationActor & { staff: boolean },
    description: string,
  ): Promise<void>;
  participantsAdded(
    demandId: number,
    userIds: readonly number[],
    actor: NotificationActor,
  ): Promise<void>;
}

export interface DemandNotificationDeps {
  db: Database;
  clock: Clock;
  worker: OutboxWorker;
  portalUrl: string;
  logger: Pick<FastifyBaseLogger, 'error'>;
}

export function createDemandNotifications(deps: DemandNotificationDeps): DemandNotifications {
  const { db, clock, worker, portalUrl, logger } = deps;

  async function facts(demandId: number): Promise<DemandMailFacts | null> {
    const record = await findDemand(db, demandId);
    if (!record) return null;
    return {
      id: record.id,
      demanda: record.demanda,
      clientName: record.clientName,
      serviceTypeName: record.serviceTypeName,
      prazo: record.prazo,
    };
  }

  async function send(
    event: string,
    demandId: number,
    compose: (
      demand: DemandMailFacts,
      link: string,
    ) => Promise<{ recipients: Recipient[]; mail: (recipient: Recipient) => MailContent }>,
  ): Promise<void> {
    try {
      const demand = await facts(demandId);
      if (!demand) return;
      const link = demandLink(portalUrl, demandId);
      const { recipients, mail } = await compose(demand, link);
      if (!recipients.length) return;
      await enqueueMessages(db, messagesFor(recipients, mail, demandId), clock.now());
      worker.kick();
    } catch (error) {
      logger.error({ err: error, event, demandId }, 'notification not queued');
    }
  }

  async function audienceWithPreferences(demandId: number) {
    const audience = await demandAudience(db, demandId, clock.now());
    return { audience, turnedOff: await turnedOffKinds(db, audienceIds(audience)) };
  }

  return {
    requestCreated: (demandId, actor) =>
      send('requestCreated', demandId, async (demand, link) => {
        const { audience, turnedOff } = await audienceWithPreferences(demandId);
        return {
          recipients: newRequestRecipients(audience, actor.id, turnedOff),
          mail: (recipient) => newRequestMail(demand, recipient.user.name, actor.name, link),
        };
      }),

    firmCreated: (demandId, actor) =>
      send('firmCreated', demandId, async (demand, link) => {
        const { audience, turnedOff } = await audienceWithPreferences(demandId);
        return {
          recipients: [
            ...firmCreatedRecipients(audience, actor.id, turnedOff),
            ...assignedRecipients(audience, actor.id, turnedOff),
          ],
          mail: (recipient) =>
            recipient.kind === 'assigned'
              ? assignedMail(demand, recipient.user.name, actor.name, link)
              : firmCreatedMail(demand, recipient.user.name, actor.name, link),
        };
      }),

    lawyerAssigned: (demandId, actor) =>
      send('lawyerAssigned', demandId, async (demand, link) => {
        const { audience, turnedOff } = await audienceWithPreferences(demandId);
        return {
          recipients: assignedRecipients(audience, actor.id, turnedOff),
          mail: (recipient) => assignedMail(demand, recipient.user.name, actor.name, link),
        };
      }),

    statusChanged: (demandId, from, to, actor) => {
      const notice = statusChangeNotice(from, to);
      if (!notice) return Promise.resolve();
      const at = historyDate(clock.now());
      return send('statusChanged', demandId, async (demand, link) => {
        const { audience, turnedOff } = await audienceWithPreferences(demandId);
        return {
          recipients: statusChangeRecipients(notice, audience, actor.id, turnedOff),
          mail: (recipient) =>
            statusChangeMail(notice, demand, to, at, recipient.user, actor.name, link),
        };
      });
    },

    commentPosted: (demandId, actor, description) =>
      send('commentPosted', demandId, async (demand, link) => {
        const { audience, turnedOff } = await audienceWithPreferences(demandId);
        return {
          recipients: commentRecipients(actor.staff, audience, actor.id, turnedOff),
          mail: (recipient) =>
            commentMail(demand, recipient.user.name, actor.name, description, link),
        };
      }),

    participantsAdded: (demandId, userIds, actor) => {
      if (!userIds.length) return Promise.resolve();
      return send('participantsAdded', demandId, async (demand, link) => {
        const added = await notifiableUsers(db, userIds, clock.now());
        const turnedOff = await turnedOffKinds(db, userIds);
        return {
          recipients: participantAddedRecipients(added, actor.id, turnedOff),
          mail: (recipient) => participantAddedMail(demand, recipient.user.name, actor.name, link),
        };
      });
    },
  };
}
