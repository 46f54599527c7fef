import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { FEATURES } from '@dpohub/domain';
import { TermsAcceptance } from '@dpohub/domain/wire';
import { recordAudit, requestActor } from '../audit/audit-writer';
import { signedIn } from '../auth/access-control';
import { acceptTerms } from './user-repository';

/** Spec 4, terms section: the signed-in user accepts the terms of use and the privacy notice. */
export const termsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/accept-terms',
    {
      config: { access: FEATURES.terms, beforeTerms: true, beforeTwoFactor: true },
      schema: {
        tags: ['user'],
        summary: 'Record that the signed-in user accepted the terms (the first date is kept)',
        response: { 200: TermsAcceptance },
      },
    },
    async (request) => {
      const { account } = signedIn(request);
      const acceptedAt = await app.db.transaction(async (tx) => {
        const at = await acceptTerms(tx, account.id, app.clock.now());
        // The first acceptance only: a second call changes nothing.
        if (account.termsAcceptedAt === null) {
          await recordAudit(tx, app.clock, {
            kind: 'user.termsAccepted',
            actor: requestActor(request),
            clientId: account.clientId,
            record: { id: account.id, label: account.username },
          });
        }
        return at;
      });
      return { termsAccepted: true as const, acceptedAt: acceptedAt.toISOString() };
    },
  );
};
