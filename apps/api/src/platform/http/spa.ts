import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { matchCandidatePage } from '@postula/contract/candidate-pages';
import { AppError } from './app-error';

/** The candidate's pages' own HTML, which the web build writes beside index.html (decision 031). */
const candidateHtml = {
  upload: 'candidate/upload.html',
  interview: 'candidate/interview.html',
  'my-data': 'candidate/my-data.html',
} as const;

/**
 * Serves the built web app, and its index.html for every other GET path so that the client router
 * handles deep links (/job/7, /activate?p=…). The candidate's pages (the upload page, the interview and the
 * private page of their own data) get their own HTML, which loads only what they need; a build without it
 * serves them the recruiter's app, which shows them too. Unknown /api paths answer a JSON 404.
 */
export async function serveSpa(app: FastifyInstance, distDir: string): Promise<void> {
  const hasBuild = existsSync(join(distDir, 'index.html'));
  const hasCandidatePages = Object.values(candidateHtml).every((file) => existsSync(join(distDir, file)));
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
      const candidate = hasCandidatePages ? matchCandidatePage(request.url.split('?')[0] ?? '') : null;
      return reply.sendFile(candidate ? candidateHtml[candidate.page] : 'index.html');
    }
    throw new AppError('route_not_found', 404);
  });
}
