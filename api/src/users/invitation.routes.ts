import type { FastifyPluginAsync } from 'fastify';
import { FEATURES, type SetPasswordRequest } from '@dpohub/domain';
import { passwordEvent } from './password-audit';
import type { UserInvitation } from './user-invitation';

/**
 * A new user sets the first password through the link of the welcome e-mail
 * (/newPassword?email=&invite=<token>). Public: the token is the proof.
 */
export const invitationRoutes: FastifyPluginAsync<{ invitation: UserInvitation }> = async (
  app,
  { invitation },
) => {
  app.post<{ Body: SetPasswordRequest }>(
    '/set-password',
    {
      config: { access: FEATURES.newPassword, rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: ['password'],
        summary: 'Set the first password with the invitation token of the welcome e-mail',
        body: {
          type: 'object',
          required: ['token', 'password'],
          properties: {
            token: { type: 'string', minLength: 1, maxLength: 200 },
            password: { type: 'string', minLength: 1, maxLength: 255 },
          },
        },
        response: { 200: { type: 'boolean' } },
      },
    },
    async (request) => {
      await invitation.redeem(
        request.body.token,
        request.body.password,
        passwordEvent(app, request, 'user.passwordSet'),
      );
      return true;
    },
  );
};
