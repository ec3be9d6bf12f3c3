import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error';

/**
 * Serves the built web app, and its index.html for every other GET path so that the client router
 * handles deep links (/job/7, /activate?p=…). Unknown /api paths answer a JSON 404.
 */
export async function serveSpa(app: FastifyInstance, distDir: string): Promise<void> {
  const hasBuild = existsSync(join(distDir, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      // The build writes .br and .gz copies (apps/web/vite.config.ts): browsers that accept them get them.
      preCompressed: true,
      globIgnore: ['**/*.br', '**/*.gz'],
      // Hashed assets never change; index.html must always be revalidated to pick up a new build. The
      // library's own cache-control (max-age) is off so that these are the ones sent.
      cacheControl: false,
      setHeaders(res, path) {
        res.setHeader('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
        // The same address answers Brotli, gzip or plain bytes: caches must key on what the browser accepts.
        res.setHeader('vary', 'Accept-Encoding');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    if (!isApi && hasBuild && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.sendFile('index.html');
    }
    throw new AppError('route_not_found', 404);
  });
}
