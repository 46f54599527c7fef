import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { FEATURES } from '@dpohub/domain';
import { PasswordSet, SetPasswordRequest } from '@dpohub/domain/wire';
import { passwordEvent } from './password-audit';
import type { UserInvitation } from './user-invitation';

/**
 * A new user sets the first password through the link of the welcome e-mail
 * (/newPassword?email=&invite=<token>). Public: the token is the proof.
 */
export const invitationRoutes: FastifyPluginAsyncTypebox<{ invitation: UserInvitation }> = async (
  app,
  { invitation },
) => {
  app.post(
    '/set-password',
    {
      config: { access: FEATURES.newPassword, rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: ['password'],
        summary: 'Set the first password with the invitation token of the welcome e-mail',
        body: SetPasswordRequest,
        response: { 200: PasswordSet },
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
