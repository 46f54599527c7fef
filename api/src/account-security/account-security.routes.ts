import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import {
  AUDIT_MESSAGES,
  ACCOUNT_SECURITY_FEATURES,
  ACCOUNT_SECURITY_MESSAGES,
  ADMIN_API_MESSAGES,
  DEFAULT_FIRM_SEAT,
  formatDisplayDate,
  formatTime,
  twoFactorRequiredFor,
} from '@dpohub/domain';
import {
  ActiveSessionList,
  FirmSecuritySettings,
  FirmSecuritySettingsBody,
  IdParams,
  NoContent,
  RecoveryCodes,
  SessionIdParams,
  SessionsEnded,
  TwoFactorCodeBody,
  TwoFactorSetup,
  TwoFactorStatus,
  UserAccountSecurity,
} from '@dpohub/domain/wire';
import { recordAudit, requestActor, type InTransaction } from '../audit/audit-writer';
import { signedIn } from '../auth/access-control';
import { badRequest, conflict, notFound } from '../errors/api-error';
import { firmSettings } from '../db/schema';
import { findUserDetail } from '../users/user-repository';
import { describeDevice } from './session-store';

/** dd/MM/yyyy HH:mm in Brazil, as every date of the portal. */
function shownAt(date: Date): string {
  return `${formatDisplayDate(date)} ${formatTime(date)}`;
}

/**
 * The signed-in user's second factor and sessions, and the firm admin's controls over them
 * (docs/decisions.md "Two-factor sign-in and sessions"). Every route is callable while the
 * firm requires a second factor the user has not set up yet (`beforeTwoFactor`), so the user
 * can set it up; none of them is callable before the terms are accepted, but the status.
 */
export const accountSecurityRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const own = { access: ACCOUNT_SECURITY_FEATURES.own, beforeTwoFactor: true } as const;
  const firm = { access: ACCOUNT_SECURITY_FEATURES.firmControls } as const;
  const tags = ['account-security'];

  /** The audit event of a change to a user's sign-in security, in the change's transaction. */
  const securityEvent =
    (
      request: FastifyRequest,
      user: { id: number; name: string; clientId: number | null },
      kind: 'auth.twoFactorChanged' | 'auth.sessionsEnded',
      note: string,
    ): InTransaction =>
    (tx) =>
      recordAudit(tx, app.clock, {
        kind,
        actor: requestActor(request),
        clientId: user.clientId,
        record: { id: user.id, label: user.name },
        note,
      });
  const sessionsEndedEvent =
    (
      request: FastifyRequest,
      user: { id: number; name: string; clientId: number | null },
      byAdmin: boolean,
    ): InTransaction<[number]> =>
    (tx, count) =>
      securityEvent(
        request,
        user,
        'auth.sessionsEnded',
        AUDIT_MESSAGES.sessionsEnded(count, byAdmin),
      )(tx);

  async function firmRequiresTwoFactor(): Promise<boolean> {
    const [row] = await app.db.select().from(firmSettings).where(eq(firmSettings.id, 1));
    return row?.twoFactorRequired ?? false;
  }

  app.get(
    '/user/two-factor',
    {
      config: { ...own, beforeTerms: true },
      schema: {
        tags,
        summary: 'Whether two-factor sign-in is on for the signed-in user',
        response: { 200: TwoFactorStatus },
      },
    },
    async (request) => {
      const { account, principal } = signedIn(request);
      return {
        enabled: account.twoFactorEnabled,
        required: twoFactorRequiredFor(principal, account.twoFactorRequiredByFirm),
        recoveryCodesLeft: await app.twoFactor.recoveryCodesLeft(account.id),
      };
    },
  );

  app.post(
    '/user/two-factor/setup',
    {
      config: own,
      schema: {
        tags,
        summary: 'A new TOTP key to scan (QR code); two-factor turns on with its first code',
        response: { 200: TwoFactorSetup },
      },
    },
    async (request) => {
      const { account } = signedIn(request);
      const setup = await app.twoFactor.startEnrolment(account);
      if (!setup) throw conflict(ACCOUNT_SECURITY_MESSAGES.twoFactorAlreadyOn);
      return setup;
    },
  );

  app.post(
    '/user/two-factor/confirm',
    {
      config: { ...own, rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Turns two-factor on with the first code; answers the recovery codes, once',
        body: TwoFactorCodeBody,
        response: { 200: RecoveryCodes },
      },
    },
    async (request, reply) => {
      const { account } = signedIn(request);
      await app.signInGuard.refuseIfLocked(account.username, request, reply);
      const outcome = await app.twoFactor.confirmEnrolment(
        account.id,
        request.body.code,
        securityEvent(request, account, 'auth.twoFactorChanged', AUDIT_MESSAGES.twoFactorOn),
      );
      if (outcome === 'notStarted') throw badRequest(ACCOUNT_SECURITY_MESSAGES.enrolmentNotStarted);
      if (outcome === 'invalid') {
        await app.signInGuard.failed(account.username, request);
        throw badRequest(ACCOUNT_SECURITY_MESSAGES.invalidCode);
      }
      return { recoveryCodes: outcome };
    },
  );

  app.post(
    '/user/two-factor/recovery-codes',
    {
      config: { ...own, rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'New recovery codes (the old ones stop working), with a code of the app',
        body: TwoFactorCodeBody,
        response: { 200: RecoveryCodes },
      },
    },
    async (request, reply) => {
      const { account } = signedIn(request);
      if (!account.twoFactorEnabled) throw badRequest(ACCOUNT_SECURITY_MESSAGES.twoFactorNotOn);
      await app.signInGuard.refuseIfLocked(account.username, request, reply);
      if (!(await app.twoFactor.verifyCode(account.id, request.body.code))) {
        await app.signInGuard.failed(account.username, request);
        throw badRequest(ACCOUNT_SECURITY_MESSAGES.invalidCode);
      }
      return {
        recoveryCodes: await app.twoFactor.regenerateRecoveryCodes(
          account.id,
          securityEvent(
            request,
            account,
            'auth.twoFactorChanged',
            AUDIT_MESSAGES.recoveryCodesRenewed,
          ),
        ),
      };
    },
  );

  app.post(
    '/user/two-factor/disable',
    {
      config: { ...own, rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Turns two-factor off with a code of the app (not when the firm requires it)',
        body: TwoFactorCodeBody,
        response: { 204: NoContent },
      },
    },
    async (request, reply) => {
      const { account, principal } = signedIn(request);
      if (!account.twoFactorEnabled) throw badRequest(ACCOUNT_SECURITY_MESSAGES.twoFactorNotOn);
      if (twoFactorRequiredFor(principal, account.twoFactorRequiredByFirm)) {
        throw badRequest(ACCOUNT_SECURITY_MESSAGES.twoFactorCannotDisable);
      }
      await app.signInGuard.refuseIfLocked(account.username, request, reply);
      if (!(await app.twoFactor.verifyCode(account.id, request.body.code))) {
        await app.signInGuard.failed(account.username, request);
        throw badRequest(ACCOUNT_SECURITY_MESSAGES.invalidCode);
      }
      await app.twoFactor.remove(
        account.id,
        securityEvent(request, account, 'auth.twoFactorChanged', AUDIT_MESSAGES.twoFactorOff),
      );
      return reply.status(204).send();
    },
  );

  app.get(
    '/user/sessions',
    {
      config: own,
      schema: {
        tags,
        summary: "The signed-in user's active sessions, the most recently used first",
        response: { 200: ActiveSessionList },
      },
    },
    async (request) => {
      const { account } = signedIn(request);
      const sessions = await app.sessions.listActive(account.id);
      return sessions.map((session) => ({
        id: session.id,
        device: describeDevice(session.userAgent),
        ip: session.ip,
        signedInAt: shownAt(session.createdAt),
        lastUsedAt: shownAt(session.lastUsedAt),
        current: session.id === request.sessionId,
      }));
    },
  );

  app.delete(
    '/user/sessions/:id',
    {
      config: own,
      schema: {
        tags,
        summary: 'Ends one of the signed-in user’s sessions (its token stops working at once)',
        params: SessionIdParams,
        response: { 204: NoContent },
      },
    },
    async (request, reply) => {
      const { account } = signedIn(request);
      const ended = await app.sessions.end(
        account.id,
        request.params.id,
        'endedByUser',
        securityEvent(
          request,
          account,
          'auth.sessionsEnded',
          AUDIT_MESSAGES.sessionsEnded(1, false),
        ),
      );
      if (!ended) throw notFound(ACCOUNT_SECURITY_MESSAGES.sessionNotFound);
      return reply.status(204).send();
    },
  );

  app.post(
    '/user/sessions/end-others',
    {
      config: own,
      schema: {
        tags,
        summary: 'Ends every session of the signed-in user but this one',
        response: { 200: SessionsEnded },
      },
    },
    async (request) => {
      const { account } = signedIn(request);
      return {
        ended: await app.sessions.endAll(
          account.id,
          'endedByUser',
          request.sessionId,
          sessionsEndedEvent(request, account, false),
        ),
      };
    },
  );

  app.get(
    '/firm-settings',
    {
      config: firm,
      schema: {
        tags,
        summary: "The firm's sign-in policy (firm admins)",
        response: { 200: FirmSecuritySettings },
      },
    },
    async () => ({
      twoFactorRequired: await firmRequiresTwoFactor(),
    }),
  );

  app.put(
    '/firm-settings',
    {
      config: firm,
      schema: {
        tags,
        summary: 'Requires (or not) two-factor sign-in of firm staff and client administrators',
        body: FirmSecuritySettingsBody,
        response: { 200: FirmSecuritySettings },
      },
    },
    async (request) => {
      const required = request.body.twoFactorRequired;
      if (required === (await firmRequiresTwoFactor())) return { twoFactorRequired: required };
      await app.db.transaction(async (tx) => {
        await tx
          .insert(firmSettings)
          // The seat stays the calendar's default until a firm admin chooses one.
          .values({
            id: 1,
            seatState: DEFAULT_FIRM_SEAT.uf,
            seatCity: DEFAULT_FIRM_SEAT.cidade,
            twoFactorRequired: request.body.twoFactorRequired,
            updatedAt: app.clock.now(),
          })
          .onConflictDoUpdate({
            target: firmSettings.id,
            set: { twoFactorRequired: request.body.twoFactorRequired, updatedAt: app.clock.now() },
          });
        await recordAudit(tx, app.clock, {
          kind: 'auth.twoFactorChanged',
          actor: requestActor(request),
          clientId: null,
          record: { id: 1, type: 'firm' },
          note: AUDIT_MESSAGES.firmTwoFactor(required),
        });
      });
      return { twoFactorRequired: required };
    },
  );

  app.get(
    '/user/:id/account-security',
    {
      config: firm,
      schema: {
        tags,
        summary: 'Whether a user has two-factor on and how many sessions are open (firm admins)',
        params: IdParams,
        response: { 200: UserAccountSecurity },
      },
    },
    async (request) => {
      const user = await findUserDetail(app.db, request.params.id);
      if (!user) throw notFound(ADMIN_API_MESSAGES.userNotFound);
      return {
        twoFactorEnabled: await app.twoFactor.isEnabled(user.id),
        activeSessions: (await app.sessions.listActive(user.id)).length,
      };
    },
  );

  app.post(
    '/user/:id/two-factor/reset',
    {
      config: firm,
      schema: {
        tags,
        summary: "Removes a user's second factor (a lost phone) and e-mails the user (firm admins)",
        params: IdParams,
        response: { 204: NoContent },
      },
    },
    async (request, reply) => {
      const user = await findUserDetail(app.db, request.params.id);
      if (!user) throw notFound(ADMIN_API_MESSAGES.userNotFound);
      const subject = { id: user.id, name: user.name, clientId: user.client?.id ?? null };
      const removed = await app.twoFactor.remove(
        user.id,
        securityEvent(request, subject, 'auth.twoFactorChanged', AUDIT_MESSAGES.twoFactorReset),
      );
      if (!removed) throw conflict(ACCOUNT_SECURITY_MESSAGES.twoFactorNotOn);
      // Whoever held the lost phone and the password is signed out too.
      await app.sessions.endAll(
        user.id,
        'endedByAdmin',
        null,
        sessionsEndedEvent(request, subject, true),
      );
      app.mailer.sendInBackground({
        to: user.email,
        subject: ACCOUNT_SECURITY_MESSAGES.resetMailSubject,
        text: ACCOUNT_SECURITY_MESSAGES.resetMailText(user.name, app.config.publicPortalUrl),
      });
      return reply.status(204).send();
    },
  );

  app.post(
    '/user/:id/sessions/end',
    {
      config: firm,
      schema: {
        tags,
        summary: 'Ends every session of a user (firm admins)',
        params: IdParams,
        response: { 200: SessionsEnded },
      },
    },
    async (request) => {
      const user = await findUserDetail(app.db, request.params.id);
      if (!user) throw notFound(ADMIN_API_MESSAGES.userNotFound);
      const subject = { id: user.id, name: user.name, clientId: user.client?.id ?? null };
      return {
        ended: await app.sessions.endAll(
          user.id,
          'endedByAdmin',
          null,
          sessionsEndedEvent(request, subject, true),
        ),
      };
    },
  );
};
