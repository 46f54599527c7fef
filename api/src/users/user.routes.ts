import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ADMIN_API_MESSAGES,
  API_MESSAGES,
  FEATURES,
  MESSAGES,
  PAGE_SIZE,
  canAccessClient,
  canChangeUser,
  canManageUser,
  clientScope,
  isParticipant,
  userListScope,
} from '@dpohub/domain';
import {
  ClientUserList,
  ClientUsersQuery,
  IdParams,
  UserCreateBody,
  UserDetail,
  UserFilterQuery,
  UserPage,
  UserStatusChange,
  UserStatusQuery,
  UserUpdateBody,
} from '@dpohub/domain/wire';
import { recordAudit, requestActor } from '../audit/audit-writer';
import { signedIn } from '../auth/access-control';
import { hashPassword } from '../auth/password-hasher';
import { badRequest, conflict, forbidden, notFound } from '../errors/api-error';
import { pageRequest, parseSort, toPage } from '../lists';
import { invitationRoutes } from './invitation.routes';
import { termsRoutes } from './terms.routes';
import { createUserInvitation } from './user-invitation';
import {
  countOtherActiveAdmins,
  findUserDetail,
  insertUser,
  listClientUsers,
  listUsers,
  setUserEnabled,
  takenField,
  updateUser,
} from './user-repository';
import { userChanges, userRecord } from './user-audit';
import { resolveUserSave } from './user-save';

/** An optional filter sent as text: empty means "not filtered". */
const optionalFlag = (value?: string) => (value ? value === 'true' : undefined);
const optionalNumber = (value?: string) => (value ? Number(value) : undefined);

/**
 * User management (spec 1 sections 2.8, 2.9, 4, 5 and 7), limited by the domain access policy:
 * firm admins every user, client administrators their own client's users (never firm staff),
 * granular managers the granular users of their own client.
 */
export const userRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const invitation = createUserInvitation({
    db: app.db,
    clock: app.clock,
    mailer: app.mailer,
    secret: app.config.jwtSecret,
    portalUrl: app.config.publicPortalUrl,
  });
  await app.register(termsRoutes);
  await app.register(invitationRoutes, { invitation });

  /** The user the actor may manage, or 404 / 403. */
  async function manageableUser(
    principal: Parameters<typeof canManageUser>[0],
    id: number,
  ): Promise<UserDetail> {
    const user = await findUserDetail(app.db, id);
    if (!user) throw notFound(ADMIN_API_MESSAGES.userNotFound);
    const target = { employeeDanielLaw: user.employeeDanielLaw, client: user.client?.id ?? null };
    if (!canManageUser(principal, target)) {
      // Security L3: another client's user answers as a missing one, so ids reveal nothing.
      if (!principal.admin && target.client !== principal.client) {
        throw notFound(ADMIN_API_MESSAGES.userNotFound);
      }
      throw forbidden(API_MESSAGES.forbidden);
    }
    return user;
  }

  /**
   * The user the actor may change: as manageableUser, and 403 when the target holds a
   * permission a granular manager lacks (an e-mail change would hand over that account).
   */
  async function changeableUser(
    principal: Parameters<typeof canManageUser>[0],
    id: number,
  ): Promise<UserDetail> {
    const user = await manageableUser(principal, id);
    const target = {
      employeeDanielLaw: user.employeeDanielLaw,
      client: user.client?.id ?? null,
      authorities: user.roles.map((role) => role.name),
    };
    if (!canChangeUser(principal, target)) {
      throw forbidden(ADMIN_API_MESSAGES.userHoldsPermissionYouLack);
    }
    return user;
  }

  async function assertUnique(
    principal: Parameters<typeof canManageUser>[0],
    candidate: { username: string; email: string },
    id: number | null,
  ) {
    const taken = await takenField(app.db, candidate, id, clientScope(principal));
    if (taken === 'username') throw conflict(ADMIN_API_MESSAGES.usernameTaken);
    if (taken === 'email') throw conflict(ADMIN_API_MESSAGES.emailTaken);
    if (taken === 'emailElsewhere') throw conflict(ADMIN_API_MESSAGES.emailUnavailable);
  }

  app.get(
    '/filter',
    {
      config: { access: FEATURES.users },
      schema: {
        tags: ['user'],
        summary: 'Users page sorted by name, limited to what the caller may manage',
        querystring: UserFilterQuery,
        response: { 200: UserPage },
      },
    },
    async (request) => {
      const { principal } = signedIn(request);
      const { query } = request;
      const scope = userListScope(principal);
      if (!principal.admin && scope.clientId === null) throw forbidden(API_MESSAGES.forbidden);
      // Perfil de acesso narrows the profiles the caller may see, never widens them.
      const profile = optionalNumber(query.employeeDanielLaw);
      const profiles =
        profile === undefined ? scope.profiles : scope.profiles.filter((p) => p === profile);
      const paging = pageRequest(query, PAGE_SIZE.users);
      const { direction } = parseSort(query.sort, ['name'], 'name');
      const { rows, total, countLimit } = await listUsers(
        app.db,
        {
          clientId: principal.admin ? (optionalNumber(query.clientId) ?? null) : scope.clientId,
          profiles,
          search: query.search,
          temporaryAccess: optionalFlag(query.temporaryAccess),
          enabled: optionalFlag(query.enabled),
        },
        { ...paging, direction },
      );
      return toPage(rows, total, paging, countLimit);
    },
  );

  app.get(
    '/client',
    {
      config: { access: FEATURES.home },
      schema: {
        tags: ['user'],
        summary: "Users of the caller's client (admins name it with clientId)",
        querystring: ClientUsersQuery,
        response: { 200: ClientUserList },
      },
    },
    async (request) => {
      const { principal } = signedIn(request);
      // Participants see only their own demand (spec 2 section 6), not the client's people.
      if (isParticipant(principal)) throw forbidden(API_MESSAGES.forbidden);
      const clientId = principal.admin
        ? optionalNumber(request.query.clientId)
        : (principal.client ?? undefined);
      if (clientId === undefined) throw badRequest(`${MESSAGES.required}: clientId`);
      if (!canAccessClient(principal, clientId)) throw forbidden(API_MESSAGES.forbidden);
      return listClientUsers(app.db, clientId);
    },
  );

  app.get(
    '/:id',
    {
      config: { access: FEATURES.users },
      schema: {
        tags: ['user'],
        summary: 'User details with roles',
        params: IdParams,
        response: { 200: UserDetail },
      },
    },
    async (request) => manageableUser(signedIn(request).principal, request.params.id),
  );

  app.post(
    '/',
    {
      config: { access: FEATURES.users },
      schema: {
        tags: ['user'],
        summary: 'Create a user and e-mail the link to set the password',
        body: UserCreateBody,
        response: { 201: UserDetail },
      },
    },
    async (request, reply) => {
      const { account, principal } = signedIn(request);
      const write = await resolveUserSave(
        app.db,
        app.clock,
        { id: account.id, principal },
        request.body,
        null,
      );
      const username = request.body.username.trim();
      await assertUnique(principal, { username, email: write.email }, null);
      // No password until the new user sets one through the e-mailed link.
      const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
      const { id, link } = await app.db.transaction(async (tx) => {
        const newId = await insertUser(tx, { ...write, username, passwordHash }, app.clock.now());
        const issued = await invitation.issue(
          { id: newId, name: write.name, email: write.email },
          tx,
        );
        const created = (await findUserDetail(tx, newId))!;
        await recordAudit(tx, app.clock, {
          kind: 'user.created',
          actor: requestActor(request),
          clientId: created.client?.id ?? null,
          record: userRecord(created),
          changes: userChanges(null, created),
        });
        return { id: newId, link: issued };
      });
      // Only once the user is saved: a save that failed e-mails nobody.
      invitation.mail({ id, name: write.name, email: write.email }, link);
      return reply.status(201).send((await findUserDetail(app.db, id))!);
    },
  );

  app.put(
    '/:id',
    {
      config: { access: FEATURES.users },
      schema: {
        tags: ['user'],
        summary: 'Update a user (username and profile never change)',
        params: IdParams,
        body: UserUpdateBody,
        response: { 200: UserDetail },
      },
    },
    async (request) => {
      const { account, principal } = signedIn(request);
      const existing = await changeableUser(principal, request.params.id);
      const write = await resolveUserSave(
        app.db,
        app.clock,
        { id: account.id, principal },
        request.body,
        existing,
      );
      await assertUnique(
        principal,
        { username: existing.username, email: write.email },
        existing.id,
      );
      await app.db.transaction(async (tx) => {
        await updateUser(tx, existing.id, write, app.clock.now());
        const updated = (await findUserDetail(tx, existing.id))!;
        const changes = userChanges(existing, updated);
        if (changes.length === 0) return;
        await recordAudit(tx, app.clock, {
          kind: 'user.changed',
          actor: requestActor(request),
          clientId: updated.client?.id ?? existing.client?.id ?? null,
          record: userRecord(updated),
          changes,
        });
      });
      if (write.email.toLowerCase() !== existing.email.toLowerCase()) {
        // The old mailbox hears of the change: a takeover through the e-mail does not go unseen.
        app.mailer.sendInBackground({
          to: existing.email,
          subject: ADMIN_API_MESSAGES.emailChangedMailSubject,
          text: ADMIN_API_MESSAGES.emailChangedMailText(
            existing.name,
            write.email,
            app.config.publicPortalUrl,
          ),
        });
      }
      return (await findUserDetail(app.db, existing.id))!;
    },
  );

  app.delete(
    '/:id',
    {
      config: { access: FEATURES.users },
      schema: {
        tags: ['user'],
        summary: 'Set the user status: enabled=true activates, enabled=false deactivates',
        params: IdParams,
        querystring: UserStatusQuery,
        response: { 200: UserStatusChange },
      },
    },
    async (request) => {
      const { account, principal } = signedIn(request);
      const user = await changeableUser(principal, request.params.id);
      const enabled = request.query.enabled === 'true';
      if (!enabled && user.id === account.id)
        throw badRequest(ADMIN_API_MESSAGES.cannotDisableSelf);
      if (!enabled && user.admin && (await countOtherActiveAdmins(app.db, user.id)) === 0) {
        throw badRequest(ADMIN_API_MESSAGES.lastActiveAdmin);
      }
      await app.db.transaction(async (tx) => {
        await setUserEnabled(tx, user.id, enabled, app.clock.now());
        if (user.enabled === enabled) return;
        await recordAudit(tx, app.clock, {
          kind: enabled ? 'user.enabled' : 'user.disabled',
          actor: requestActor(request),
          clientId: user.client?.id ?? null,
          record: userRecord(user),
          changes: [{ field: 'enabled', before: user.enabled, after: enabled }],
        });
      });
      return { id: user.id, enabled };
    },
  );
};
