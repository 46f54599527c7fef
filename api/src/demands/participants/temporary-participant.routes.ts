import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ADMIN_API_MESSAGES,
  API_MESSAGES,
  PARTICIPANT_FEATURES,
  canCreateTemporaryParticipant,
  type Principal,
} from '@dpohub/domain';
import { TemporaryParticipantRequest, TemporaryUserCreated } from '@dpohub/domain/wire';
import { requestActor } from '../../audit/audit-writer';
import { signedIn } from '../../auth/access-control';
import { findClient } from '../../clients/client-repository';
import { badRequest, forbidden } from '../../errors/api-error';
import { createUserInvitation } from '../../users/user-invitation';
import {
  assertTemporaryUserFree,
  insertTemporaryUser,
  unusablePasswordHash,
  validTemporaryUser,
} from './temporary-users';

/** A client user creates participants of their own client; a firm admin names the client. */
async function participantClient(
  app: Parameters<FastifyPluginAsyncTypebox>[0],
  principal: Principal,
  requested: number | null,
): Promise<number> {
  if (!principal.admin) {
    if (principal.client == null) throw forbidden(API_MESSAGES.forbidden);
    if (requested !== null && requested !== principal.client) {
      throw forbidden(API_MESSAGES.forbidden);
    }
    return principal.client;
  }
  if (requested === null) throw badRequest(ADMIN_API_MESSAGES.clientRequired);
  if (!(await findClient(app.db, requested))) throw badRequest(API_MESSAGES.clientNotFound);
  return requested;
}

/**
 * Temporary participant (spec 2 sections 3 and 5; the spec does not show the path): a user of
 * the client with only the participant role (id 23, plus ROLE_USER), who receives the e-mail to
 * set a password like any new user. Open to whoever may add participants, even without
 * ROLE_GESTAO_USUARIOS.
 */
export const temporaryParticipantRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const invitation = createUserInvitation({
    db: app.db,
    clock: app.clock,
    mailer: app.mailer,
    secret: app.config.jwtSecret,
    portalUrl: app.config.publicPortalUrl,
  });

  app.post(
    '/usuario-temporario',
    {
      config: { access: PARTICIPANT_FEATURES.manage },
      schema: {
        tags: ['demand participants'],
        summary: 'Create a temporary participant (role 23) and e-mail the link to set the password',
        description:
          'Body { username?, name, jobTitle, email, department, client? }: the username defaults ' +
          "to the e-mail; client { id } is required from firm admins and must be the caller's own " +
          'client otherwise.',
        body: TemporaryParticipantRequest,
        response: { 201: TemporaryUserCreated },
      },
    },
    async (request, reply) => {
      const { principal } = signedIn(request);
      if (!canCreateTemporaryParticipant(principal)) throw forbidden(API_MESSAGES.forbidden);
      const form = validTemporaryUser(request.body);
      const clientId = await participantClient(app, principal, request.body.client?.id ?? null);
      await assertTemporaryUserFree(app.db, principal, form);
      // No password until the participant sets one through the e-mailed link.
      const passwordHash = await unusablePasswordHash();
      const created = await app.db.transaction((tx) =>
        insertTemporaryUser(
          tx,
          { clock: app.clock, invitation, actor: requestActor(request) },
          clientId,
          form,
          passwordHash,
        ),
      );
      // Only once the account is saved: a save that failed e-mails nobody.
      invitation.mail(created, created.link);
      return reply.status(201).send({ id: created.id, name: form.name, email: form.email });
    },
  );
};
