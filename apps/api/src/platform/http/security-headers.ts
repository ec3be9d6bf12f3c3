import type { FastifyInstance } from 'fastify';

/**
 * Headers every answer carries. The content security policy allows only our own scripts and styles
 * (Vite builds no inline script), so markup that slipped into a page could not run.
 */
export function securityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'same-origin');
    reply.header('x-frame-options', 'DENY');
    reply.header(
      'content-security-policy',
      "default-src 'self'; img-src 'self' data: blob:; style-src 'self' 'unsafe-inline'; script-src 'self'; connect-src 'self'; frame-ancestors 'none'; base-uri 'self'; form-action 'self'",
    );
    if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
  });
}
