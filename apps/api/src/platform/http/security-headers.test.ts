import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { securityHeaders } from './security-headers';

describe('security headers', () => {
  it('every answer forbids framing, sniffing and scripts from elsewhere; API answers are never cached', async () => {
    const app = Fastify();
    await securityHeaders(app);
    app.get('/api/thing', async () => ({ ok: true }));
    app.get('/page', async (_request, reply) => reply.type('text/html').send('<p>hi</p>'));
    for (const url of ['/api/thing', '/page', '/missing']) {
      const answer = await app.inject({ method: 'GET', url });
      expect(answer.headers['x-content-type-options'], url).toBe('nosniff');
      expect(answer.headers['x-frame-options'], url).toBe('DENY');
      expect(answer.headers['referrer-policy'], url).toBe('same-origin');
      const csp = String(answer.headers['content-security-policy']);
      expect(csp, url).toContain("script-src 'self'");
      expect(csp, url).toContain("frame-ancestors 'none'");
      expect(csp, url).toContain("default-src 'self'");
      expect(csp, url).not.toContain('unsafe-eval');
      expect(answer.headers['cross-origin-opener-policy'], url).toBe('same-origin');
    }
    expect((await app.inject({ method: 'GET', url: '/api/thing' })).headers['cache-control']).toBe('no-store');
    expect((await app.inject({ method: 'GET', url: '/page' })).headers['cache-control']).toBeUndefined();
    await app.close();
  });
});
