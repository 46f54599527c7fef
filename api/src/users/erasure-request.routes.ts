import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  DATA_SUBJECT_FEATURES,
  DATA_SUBJECT_MAIL_KIND,
  ERASURE_LIST_PAGE_SIZE,
  ERASURE_MESSAGES,
  erasedUserName,
  erasureCompletedMail,
  erasureReasonError,
  erasureRefusalError,
  erasureRefusedMail,
  erasureRequestedMail,
  type ErasureRefusalBody,
} from '@dpohub/domain';
import {
  ErasureListQuery,
  ErasureRefusalRequest,
  ErasureRequestBody,
  ErasureRequestPage,
  ErasureRequestRow,
  ErasureRequestView,
  IdParams,
  OwnErasureRequest,
} from '@dpohub/domain/wire';
import { recordAudit, requestActor, type Transaction } from '../audit/audit-writer';
import { signedIn } from '../auth/access-control';
import { badRequest, conflict, notFound } from '../errors/api-error';
import { pageRequest, toPage } from '../lists';
import { enqueueMessages, type OutboxMessage } from '../notifications/notification-outbox';
import { staffUsers } from '../notifications/demand-audience';
import {
  ErasureAlreadyOpen,
  answerRequest,
  findErasureRow,
  listErasureRequests,
  lockOpenRequest,
  lockSubject,
  newestErasureRequest,
  openErasureRequest,
  toRow,
  toView,
} from './erasure-request-repository';
import { countOtherActiveAdmins } from './user-repository';
import { eraseUserAccount } from './user-erasure';

// A request to erase one's own account (issue 31; LGPD art. 18 VI, §§ 3º to 5º, art. 16): the user
// asks from 'Meus dados', the firm's admins are told and answer within the deadline
// (docs/decisions.md "A request to erase one's account"). Each step is one audit event written in
// its transaction; the events name the account by its number only.

const tags = ['data-subject'];

/** The event's actor: who acted, from where; never the subject's name (ids only). */
const actorOf = (request: FastifyRequest) => ({ ...requestActor(request), name: null });

/** The subject's own account: any signed-in user, for themselves only (no id is taken). */
export const ownErasureRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/meus-dados/exclusao',
    {
      config: { access: DATA_SUBJECT_FEATURES.own },
      schema: {
        tags,
        summary: "The signed-in user's newest request to erase their account, if any",
        response: { 200: OwnErasureRequest },
      },
    },
    async (request) => {
      const { account } = signedIn(request);
      const row = await newestErasureRequest(app.db, account.id);
      return { solicitacao: row ? toView(row, app.clock.now()) : null };
    },
  );

  app.post(
    '/meus-dados/exclusao',
    {
      config: { access: DATA_SUBJECT_FEATURES.own },
      schema: {
        tags,
        summary: 'Asks the firm to erase the signed-in user’s account (one open request at a time)',
        body: ErasureRequestBody,
        response: { 201: ErasureRequestView },
      },
    },
    async (request, reply) => {
      const { account } = signedIn(request);
      const reasonError = erasureReasonError(request.body?.motivo);
      if (reasonError) throw badRequest(reasonError);
      if (account.admin && (await countOtherActiveAdmins(app.db, account.id)) === 0) {
        throw conflict(ERASURE_MESSAGES.lastFirmAdmin);
      }
      const reason = request.body?.motivo?.trim() || null;
      const now = app.clock.now();
      let row;
      try {
        row = await app.db.transaction(async (tx) => {
          const opened = await openErasureRequest(tx, account.id, reason, now);
          await recordAudit(tx, app.clock, {
            kind: 'user.erasureRequested',
            actor: { ...actorOf(request), ip: null },
            clientId: account.clientId,
            record: { id: account.id, label: erasedUserName(account.id) },
            note: `Prazo: ${opened.deadline}`,
          });
          return opened;
        });
      } catch (error) {
        if (error instanceof ErasureAlreadyOpen) throw conflict(ERASURE_MESSAGES.alreadyOpen);
        throw error;
      }
      await tellTheFirm(app, account, row, reason);
      return reply.status(201).send(toView(row, now));
    },
  );
};

/** Queues the e-mail of each firm admin (the requester aside), after the request is committed. */
async function tellTheFirm(
  app: FastifyInstance,
  subject: { id: number; name: string; email: string; clientName: string | null },
  request: { requestedAt: Date; deadline: string },
  reason: string | null,
) {
  try {
    const now = app.clock.now();
    const admins = (await staffUsers(app.db, now)).filter((admin) => admin.id !== subject.id);
    const link = `${app.config.publicPortalUrl.replace(/\/$/, '')}/dataSubjectRequests`;
    await enqueueMessages(
      app.db,
      admins.map((admin): OutboxMessage => {
        const mail = erasureRequestedMail({
          adminName: admin.name,
          subjectName: subject.name,
          subjectEmail: subject.email,
          clientName: subject.clientName,
          requestedAt: request.requestedAt,
          deadline: request.deadline,
          reason,
          link,
        });
        return {
          kind: DATA_SUBJECT_MAIL_KIND,
          recipientUserId: admin.id,
          toEmail: admin.email,
          subject: mail.subject,
          body: mail.text,
          demandId: null,
        };
      }),
      now,
    );
    app.notifications.worker.kick();
  } catch (error) {
    // The request stands (the firm also sees it on its list); a lost notice is logged.
    app.log.error({ err: error, userId: subject.id }, 'erasure request notice not queued');
  }
}

/** Writes the answer's e-mail to the subject in the answer's transaction. */
function queueAnswer(
  tx: Transaction,
  to: { email: string; userId: number | null },
  mail: { subject: string; text: string },
  now: Date,
) {
  return enqueueMessages(
    tx,
    [
      {
        kind: DATA_SUBJECT_MAIL_KIND,
        recipientUserId: to.userId,
        toEmail: to.email,
        subject: mail.subject,
        body: mail.text,
        demandId: null,
      },
    ],
    now,
  );
}

/** The firm's side: the list of requests, and each one carried out or refused. Firm admins only. */
export const dataSubjectRequestRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/solicitacoes',
    {
      config: { access: DATA_SUBJECT_FEATURES.manage },
      schema: {
        tags,
        summary: 'Requests to erase accounts: open ones by deadline, or answered ones',
        querystring: ErasureListQuery,
        response: { 200: ErasureRequestPage },
      },
    },
    async (request) => {
      const page = pageRequest(request.query, ERASURE_LIST_PAGE_SIZE);
      const read = await listErasureRequests(app.db, request.query.situacao ?? 'abertas', page);
      const now = app.clock.now();
      return toPage(
        read.rows.map((row) => toRow(row, now)),
        read.total,
        page,
        read.countLimit,
      );
    },
  );

  /** Locks the open request `id`, or answers why it cannot be answered. */
  const openRequest = async (tx: Transaction, id: number) => {
    const found = await lockOpenRequest(tx, id);
    if (!found) throw notFound(ERASURE_MESSAGES.notFound);
    if (found.status !== 'ABERTA') throw conflict(ERASURE_MESSAGES.alreadyAnswered);
    return found;
  };

  const answered = async (id: number): Promise<ErasureRequestRow> =>
    toRow((await findErasureRow(app.db, id))!, app.clock.now());

  app.post(
    '/solicitacoes/:id/atender',
    {
      config: { access: DATA_SUBJECT_FEATURES.manage },
      schema: {
        tags,
        summary: 'Carries out a request: the account is anonymised, disabled, its sessions end',
        params: IdParams,
        response: { 200: ErasureRequestRow },
      },
    },
    async (request) => {
      const { account: admin } = signedIn(request);
      const now = app.clock.now();
      await app.db.transaction(async (tx) => {
        const found = await openRequest(tx, request.params.id);
        const subject = await lockSubject(tx, found.userId);
        if (!subject) throw notFound(ERASURE_MESSAGES.notFound);
        if (
          subject.admin &&
          subject.enabled &&
          (await countOtherActiveAdmins(tx, subject.id)) === 0
        ) {
          throw conflict(ERASURE_MESSAGES.lastFirmAdminErasure);
        }
        await answerRequest(tx, found.id, { status: 'ATENDIDA', by: admin.id, at: now });
        // The outcome is written to the outbox before the address is erased, in this transaction:
        // the person hears of it exactly when it happened.
        const mail = erasureCompletedMail({
          name: subject.name,
          requestedAt: found.requestedAt.toISOString(),
        });
        const outcome = await eraseUserAccount(tx, subject, now);
        await queueAnswer(tx, { email: subject.email, userId: null }, mail, now);
        await recordAudit(tx, app.clock, {
          kind: 'user.erasureCompleted',
          actor: actorOf(request),
          clientId: subject.clientId,
          record: { id: subject.id, label: erasedUserName(subject.id) },
          note: `Sessões encerradas: ${outcome.sessions}; participações removidas: ${outcome.participations}`,
        });
      });
      app.notifications.worker.kick();
      return answered(request.params.id);
    },
  );

  app.post(
    '/solicitacoes/:id/recusar',
    {
      config: { access: DATA_SUBJECT_FEATURES.manage },
      schema: {
        tags,
        summary: 'Refuses a request, with the basis of LGPD art. 16 to keep the data and why',
        params: IdParams,
        body: ErasureRefusalRequest,
        response: { 200: ErasureRequestRow },
      },
    },
    async (request) => {
      const { account: admin } = signedIn(request);
      const body = request.body ?? {};
      const invalid = erasureRefusalError(body);
      if (invalid) throw badRequest(invalid);
      const { baseLegal, justificativa } = body as ErasureRefusalBody;
      const justification = justificativa.trim();
      const now = app.clock.now();
      await app.db.transaction(async (tx) => {
        const found = await openRequest(tx, request.params.id);
        const subject = await lockSubject(tx, found.userId);
        if (!subject) throw notFound(ERASURE_MESSAGES.notFound);
        await answerRequest(tx, found.id, {
          status: 'RECUSADA',
          by: admin.id,
          at: now,
          keepBasis: baseLegal,
          justification,
        });
        const mail = erasureRefusedMail({
          name: subject.name,
          requestedAt: found.requestedAt.toISOString(),
          basis: baseLegal,
          justification,
        });
        await queueAnswer(tx, { email: subject.email, userId: subject.id }, mail, now);
        await recordAudit(tx, app.clock, {
          kind: 'user.erasureRefused',
          actor: actorOf(request),
          clientId: subject.clientId,
          record: { id: subject.id, label: erasedUserName(subject.id) },
          note: `Base legal: art. 16, ${baseLegal}`,
        });
      });
      app.notifications.worker.kick();
      return answered(request.params.id);
    },
  );
};
