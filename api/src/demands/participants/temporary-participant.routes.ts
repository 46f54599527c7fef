import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import {
  clientScope,
  ADMIN_API_MESSAGES,
  API_MESSAGES,
  EMPLOYEE_TYPE,
  PARTICIPANT_FEATURES,
  PARTICIPANT_ROLE_ID,
  canCreateTemporaryParticipant,
  collectFieldErrors,
  rolesOnSave,
  temporaryParticipantSchema,
  type Principal,
  type TemporaryParticipantForm,
  type TemporaryParticipantRequest,
  type TemporaryUserCreated,
} from '@dpohub/domain';
import { recordAudit, requestActor } from '../../audit/audit-writer';
import { signedIn } from '../../auth/access-control';
import { hashPassword } from '../../auth/password-hasher';
import { findClient } from '../../clients/client-repository';
import { badRequest, conflict, forbidden } from '../../errors/api-error';
import { createUserInvitation } from '../../users/user-invitation';
import { userChanges, userRecord } from '../../users/user-audit';
import { findUserDetail, insertUser, takenField } from '../../users/user-repository';
import {
  temporaryParticipantAnswerSchema,
  temporaryParticipantBodySchema,
} from './participant-schemas';

/** The form's rules (spec 2 section 5), answered like a schema violation: 'message: field'. */
function validForm(body: TemporaryParticipantRequest): TemporaryParticipantForm {
  const [problem] = Object.entries(collectFieldErrors(temporaryParticipantSchema, body));
  if (problem) throw badRequest(`${problem[1]}: ${problem[0]}`);
  return {
    name: body.name.trim(),
    username: body.username?.trim() ?? '',
    jobTitle: body.jobTitle.trim(),
    email: body.email.trim(),
    department: body.department.trim(),
  };
}

/** A client user creates participants of their own client; a firm admin names the client. */
async function participantClient(
  app: Parameters<FastifyPluginAsync>[0],
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
export const temporaryParticipantRoutes: FastifyPluginAsync = async (app) => {
  const invitation = createUserInvitation({
    db: app.db,
    clock: app.clock,
    mailer: app.mailer,
    secret: app.config.jwtSecret,
    portalUrl: app.config.publicPortalUrl,
  });

  app.post<{ Body: TemporaryParticipantRequest }>(
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
        body: temporaryParticipantBodySchema,
        response: { 201: temporaryParticipantAnswerSchema },
      },
    },
    async (request, reply): Promise<TemporaryUserCreated> => {
      const { principal } = signedIn(request);
      if (!canCreateTemporaryParticipant(principal)) throw forbidden(API_MESSAGES.forbidden);
      const form = validForm(request.body);
      const clientId = await participantClient(app, principal, request.body.client?.id ?? null);
      const email = form.email;
      const username = form.username || email;
      const taken = await takenField(app.db, { username, email }, null, clientScope(principal));
      // Security L4: another client's address is refused without saying whose it is.
      if (taken === 'emailElsewhere') throw conflict(ADMIN_API_MESSAGES.emailUnavailable);
      // A username left blank is the e-mail itself: its clash is the e-mail's.
      if (taken === 'email' || (taken === 'username' && !form.username)) {
        throw conflict(ADMIN_API_MESSAGES.emailTaken);
      }
      if (taken === 'username') throw conflict(ADMIN_API_MESSAGES.usernameTaken);

      // No password until the participant sets one through the e-mailed link.
      const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
      const id = await app.db.transaction(async (tx) => {
        const newId = await insertUser(
          tx,
          {
            username,
            passwordHash,
            name: form.name,
            email,
            jobTitle: form.jobTitle,
            department: form.department,
            employeeDanielLaw: EMPLOYEE_TYPE.CLIENTE_DANIEL_LAW,
            admin: false,
            clientId,
            temporaryAccess: false,
            expirationDate: null,
            roleIds: rolesOnSave(EMPLOYEE_TYPE.CLIENTE_DANIEL_LAW, [PARTICIPANT_ROLE_ID]),
          },
          app.clock.now(),
        );
        await invitation.send({ id: newId, name: form.name, email }, tx);
        const created = (await findUserDetail(tx, newId))!;
        await recordAudit(tx, app.clock, {
          kind: 'user.created',
          actor: requestActor(request),
          clientId,
          record: userRecord(created),
          changes: userChanges(null, created),
        });
        return newId;
      });
      return reply.status(201).send({ id, name: form.name, email });
    },
  );
};
