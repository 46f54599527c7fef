import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  API_MESSAGES,
  MESSAGES,
  accessDecision,
  type AccessRule,
  type Principal,
} from '@dpohub/domain';
import { forbidden, unauthorized } from '../errors/api-error';
import {
  findSessionAccount,
  isAccountActive,
  principalOfAccount,
  type UserAccount,
} from '../users/user-account';
import { assertTwoFactorSetUp } from '../account-security/two-factor-gate';
import { admitLeadToken } from '../simulator/lead-gate';
import { assertTermsAccepted } from '../users/terms-gate';
import { readAccessToken } from './access-token';
import { assertContractAccess } from './contract-gate';

/** One route of the running instance with the access rule it declared. */
export interface GuardedRoute {
  method: string;
  url: string;
  access: AccessRule & { lead?: boolean };
  /** The body is multipart/form-data (schema `consumes`), read by the route itself. */
  multipart: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every /api route with its rule, in registration order (the access matrix suite reads it). */
    guardedRoutes: GuardedRoute[];
  }
  interface FastifyContextConfig {
    /**
     * Who may call the route: a rule of the domain access policy (FEATURES or inline).
     * `lead: true` also admits lead tokens, which every other route refuses (spec 4 section 7).
     */
    access?: AccessRule & { lead?: boolean };
  }
  interface FastifyRequest {
    /** The signed-in user, re-read from the database on every call; null on public routes. */
    account: UserAccount | null;
    principal: Principal | null;
    /** The session the caller's token belongs to (user_sessions.id); null on public routes. */
    sessionId: string | null;
  }
}

/** Routes outside the API proper (the OpenAPI viewer) need no access rule. */
const UNGUARDED_PREFIXES = ['/api/docs'];

function needsRule(url: string): boolean {
  return url.startsWith('/api') && !UNGUARDED_PREFIXES.some((prefix) => url.startsWith(prefix));
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

/**
 * One gate for every route: each route declares `config.access`; before its body is read, the
 * caller is authenticated (token, then the user re-read: enabled, temporary access not expired)
 * and the rule is checked with the domain policy. A route without a rule does not start.
 */
export function installAccessControl(app: FastifyInstance): void {
  app.decorateRequest('account', null);
  app.decorateRequest('principal', null);
  app.decorateRequest('sessionId', null);
  app.decorateRequest('lead', null);
  const guarded: GuardedRoute[] = [];
  app.decorate('guardedRoutes', guarded);

  app.addHook('onRoute', (route) => {
    if (!needsRule(route.url)) return;
    const rule = route.config?.access;
    if (!rule)
      throw new Error(`Route ${String(route.method)} ${route.url} declares no access rule`);
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      const consumes = (route.schema as { consumes?: string[] } | undefined)?.consumes ?? [];
      guarded.push({
        method: String(method),
        url: route.url,
        access: rule,
        multipart: consumes.includes('multipart/form-data'),
      });
    }
    if (!rule.public) {
      route.schema = { ...route.schema, security: route.schema?.security ?? [{ bearerAuth: [] }] };
    }
  });

  app.addHook('onRequest', async (request, reply) => {
    if (request.is404) return;
    const rule = request.routeOptions.config.access;
    if (!rule || rule.public) return;
    // Security L13: personal data never stays in a browser's or a proxy's cache.
    reply.header('cache-control', 'no-store');

    const token = bearerToken(request);
    if (token && (await admitLeadToken(app, request, token, rule))) return;
    const subject = token ? readAccessToken(app, token, app.clock) : null;
    const found = subject
      ? await findSessionAccount(app.db, subject.userId, subject.sessionId)
      : null;
    const account = found?.account ?? null;
    const session = found?.session ?? null;
    // A reset or a disable since the token was signed ends it (sessionVersion); so does the
    // end of its session (sign-out, 'Encerrar', a firm admin; security L1), on every replica.
    if (
      !account ||
      !session ||
      session.endedAt !== null ||
      session.expiresAt <= app.clock.now() ||
      account.sessionVersion !== subject?.sessionVersion ||
      !isAccountActive(account, app.clock)
    ) {
      throw unauthorized(MESSAGES.loginExpired);
    }
    await app.sessions.touch(subject.sessionId, session.lastUsedAt);
    const principal = principalOfAccount(account);
    request.account = account;
    request.principal = principal;
    request.sessionId = subject.sessionId;
    assertContractAccess(request, account, app.clock);
    assertTermsAccepted(request, account);
    assertTwoFactorSetUp(request, account, principal);
    const decision = accessDecision(principal, rule);
    if (!decision.allowed) {
      throw forbidden(
        decision.reason === 'notContracted'
          ? API_MESSAGES.functionNotContracted
          : API_MESSAGES.forbidden,
      );
    }
  });
}

/** The signed-in user of a guarded route (the gate has already refused anonymous calls). */
export function signedIn(request: FastifyRequest): { account: UserAccount; principal: Principal } {
  if (!request.account || !request.principal) throw unauthorized(MESSAGES.loginExpired);
  return { account: request.account, principal: request.principal };
}
