import type { FastifyBaseLogger } from 'fastify';
import {
  assignedMail,
  assignedRecipients,
  commentMail,
  DEMAND_STATUS,
  commentRecipients,
  deadlineChangedMail,
  deadlineChangedRecipients,
  demandLink,
  firmCreatedMail,
  firmCreatedRecipients,
  newRequestMail,
  newRequestRecipients,
  participantAddedMail,
  participantAddedRecipients,
  PRAZO_ATENDIMENTO,
  requestEditChanges,
  requestEditedMail,
  requestEditedRecipients,
  statusChangeMail,
  statusChangeNotice,
  statusChangeRecipients,
  type DemandMailFacts,
  type DemandStatus,
  type MailContent,
  type Recipient,
  type RequestEditCounts,
  type RequestEditFacts,
} from '@dpohub/domain';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { findDemand, type DemandRecord } from '../demands/demand-repository';
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
  /**
   * A demand was saved (demands m2): the firm moving its deadline tells the request's side and
   * the lawyer; a client editing a pending request tells the firm what changed.
   */
  demandEdited(
    before: DemandRecord,
    actor: NotificationActor & { staff: boolean },
    counts?: RequestEditCounts,
  ): Promise<void>;
}

/** A client's request with its own deadline: 'Urgente' in the client form. */
const urgent = (record: Pick<DemandRecord, 'prazoAtendimento'>) =>
  record.prazoAtendimento === PRAZO_ATENDIMENTO.CUSTOMIZADO;

function editFacts(record: DemandRecord): RequestEditFacts {
  return {
    demanda: record.demanda,
    descricaoTrabalho: record.descricaoTrabalho,
    serviceTypeName: record.serviceTypeName,
    prazo: record.prazo,
    urgent: urgent(record),
    consumoHoras: record.consumoHoras,
  };
}

const NOTHING_COUNTED: RequestEditCounts = { filesAdded: 0, filesRemoved: 0, participantsAdded: 0 };

/** What a notice may say about a demand (never its internal data). */
export function demandMailFacts(record: DemandRecord): DemandMailFacts {
  return {
    id: record.id,
    demanda: record.demanda,
    clientName: record.clientName,
    serviceTypeName: record.serviceTypeName,
    prazo: record.prazo,
  };
}

export interface DemandNotificationDeps {
  db: Database;
  clock: Clock;
  worker: OutboxWorker;
  portalUrl: string;
  logger: Pick<FastifyBaseLogger, 'error'>;
  /** How long a notice waits for the person's next ones of the same demand (demands m17). */
  holdMs?: number;
}

export function createDemandNotifications(deps: DemandNotificationDeps): DemandNotifications {
  const { db, clock, worker, portalUrl, logger, holdMs = 0 } = deps;

  async function send(
    event: string,
    demandId: number,
    compose: (
      demand: DemandMailFacts,
      link: string,
      record: DemandRecord,
    ) => Promise<{ recipients: Recipient[]; mail: (recipient: Recipient) => MailContent } | null>,
  ): Promise<void> {
    try {
      const record = await findDemand(db, demandId);
      if (!record) return;
      const link = demandLink(portalUrl, demandId);
      const composed = await compose(demandMailFacts(record), link, record);
      if (!composed?.recipients.length) return;
      const { recipients, mail } = composed;
      await enqueueMessages(db, messagesFor(recipients, mail, demandId), clock.now(), holdMs);
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
      send('requestCreated', demandId, async (demand, link, record) => {
        const { audience, turnedOff } = await audienceWithPreferences(demandId);
        const facts = { ...demand, urgent: urgent(record) };
        return {
          recipients: newRequestRecipients(audience, actor.id, turnedOff),
          mail: (recipient) => newRequestMail(facts, recipient.user.name, actor.name, link),
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

    demandEdited: (before, actor, counts = NOTHING_COUNTED) =>
      send('demandEdited', before.id, async (demand, link, after) => {
        const { audience, turnedOff } = await audienceWithPreferences(before.id);
        if (actor.staff) {
          if (before.prazo === after.prazo) return null;
          return {
            recipients: deadlineChangedRecipients(audience, actor.id, turnedOff),
            mail: (recipient) =>
              deadlineChangedMail(demand, before.prazo, recipient.user.name, actor.name, link),
          };
        }
        const changes = requestEditChanges(editFacts(before), editFacts(after), counts);
        if (before.status !== DEMAND_STATUS.PENDENTE || !changes.length) {
          return null;
        }
        const facts = { ...demand, urgent: urgent(after) };
        return {
          recipients: requestEditedRecipients(audience, actor.id, turnedOff),
          mail: (recipient) =>
            requestEditedMail(facts, changes, recipient.user.name, actor.name, link),
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
