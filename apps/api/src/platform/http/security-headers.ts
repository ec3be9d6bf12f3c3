import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Headers every answer carries, set by @fastify/helmet (helmet's defaults: nosniff, HSTS, cross-origin
 * isolation of resources and openers, no DNS prefetch...). The content security policy allows only our own
 * scripts and styles (Vite builds no inline script), so markup that slipped into a page could not run;
 * no page may be framed. API answers are never cached.
 */
export async function securityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    referrerPolicy: { policy: 'same-origin' },
    frameguard: { action: 'deny' },
  });
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
  });
}
