import type { FastifyInstance } from 'fastify';

/** The API answers data, never pages: nothing loads from it and nobody frames it. */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";
/** The OpenAPI viewer (/api/docs) runs its own scripts and styles, from the API origin only. */
export const DOCS_CONTENT_SECURITY_POLICY = "frame-ancestors 'none'";

/**
 * Security headers on every answer: no MIME sniffing, no referrer, no framing, a strict CSP
 * (a route may send a stricter one, such as the sandbox of downloads), and HSTS when the call
 * came over TLS.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'no-referrer');
    reply.header('X-Frame-Options', 'DENY');
    if (!reply.hasHeader('content-security-policy')) {
      reply.header(
        'Content-Security-Policy',
        request.url.startsWith('/api/docs')
          ? DOCS_CONTENT_SECURITY_POLICY
          : API_CONTENT_SECURITY_POLICY,
      );
    }
    if (request.protocol === 'https') {
      reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    }
    return payload;
  });
}
