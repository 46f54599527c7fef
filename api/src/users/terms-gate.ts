import type { FastifyRequest } from 'fastify';
import { ADMIN_API_MESSAGES } from '@dpohub/domain';
import { forbidden } from '../errors/api-error';
import type { UserAccount } from './user-account';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Callable before the user has accepted the terms of use and the privacy notice: reading
     * oneself, accepting them, changing the password (spec 4, terms section).
     */
    beforeTerms?: boolean;
  }
}

/**
 * Spec 1 section 1 and spec 4: after registration the user must accept the terms and the
 * privacy notice before using the portal. Until then every other guarded route answers 403.
 */
export function assertTermsAccepted(request: FastifyRequest, account: UserAccount): void {
  if (account.termsAcceptedAt === null && !request.routeOptions.config.beforeTerms) {
    throw forbidden(ADMIN_API_MESSAGES.termsNotAccepted);
  }
}
