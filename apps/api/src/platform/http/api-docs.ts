import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Language } from '@postula/contract/constants';
import { openApiDocument } from '@postula/contract/openapi';
import { pickLanguage } from '../i18n/language';
import type { Router } from './router';

/**
 * GET /api/openapi.json, the OpenAPI 3.1 document of every route the router registered, made once when the
 * app is ready; GET /api/docs, a page that shows it with Swagger UI, served from node_modules (no CDN: the
 * app's content security policy, script-src 'self', holds here too). Decision 032.
 */

/** The paths this file registers under the API prefix: they serve the document and are not in it. */
export const DOCS_PATHS = ['/openapi.json', '/docs', '/docs/swagger-ui.css', '/docs/swagger-ui-bundle.js', '/docs/init.js'] as const;

interface Asset {
  body: string | Buffer;
  type: string;
  etag: string;
}

const asset = (body: string | Buffer, type: string): Asset => ({
  body,
  type,
  // Weak: the same ETag travels with the compressed and the plain answer.
  etag: `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`,
});

const swaggerFile = (name: string) => readFileSync(createRequire(import.meta.url).resolve(`swagger-ui-dist/${name}`));

/** Swagger UI's start: the document of this server, no outside validator badge (it would call swagger.io). */
const INIT_SCRIPT = `window.ui = SwaggerUIBundle({
  url: '/api/openapi.json',
  dom_id: '#docs',
  deepLinking: true,
  validatorUrl: null,
  defaultModelsExpandDepth: 0,
});
`;

const PAGE_TEXTS: Record<Language, { title: string; noScript: string }> = {
  es: { title: 'Postula — documentación de la API', noScript: 'Esta página necesita JavaScript. El documento está en /api/openapi.json.' },
  en: { title: 'Postula — API documentation', noScript: 'This page needs JavaScript. The document is at /api/openapi.json.' },
  pt: { title: 'Postula — documentação da API', noScript: 'Esta página precisa de JavaScript. O documento está em /api/openapi.json.' },
};

function page(language: Language): Asset {
  const texts = PAGE_TEXTS[language];
  return asset(
    `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${texts.title}</title>
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
<link rel="stylesheet" href="/api/docs/swagger-ui.css">
</head>
<body>
<noscript><p>${texts.noScript}</p></noscript>
<main id="docs"></main>
<script src="/api/docs/swagger-ui-bundle.js"></script>
<script src="/api/docs/init.js"></script>
</body>
</html>
`,
    'text/html; charset=utf-8',
  );
}

/** An answer any cache may keep, checked again each time by its ETag (a new deployment shows at once). */
function sendAsset(request: FastifyRequest, reply: FastifyReply, found: Asset): FastifyReply {
  reply.header('etag', found.etag).type(found.type);
  if (request.headers['if-none-match'] === found.etag) return reply.code(304).send();
  return reply.send(found.body);
}

/** Registers the document and the page; call it in the API's scope, after the router is made. */
export function apiDocs(api: FastifyInstance, router: Router): void {
  let document: Asset | undefined;
  api.addHook('onReady', async () => {
    document = asset(JSON.stringify(openApiDocument(router.registered())), 'application/json; charset=utf-8');
  });

  const assets: Record<string, () => Asset> = {};
  const lazily = (make: () => Asset) => {
    let made: Asset | undefined;
    return () => (made ??= make());
  };
  assets['/docs/swagger-ui.css'] = lazily(() => asset(swaggerFile('swagger-ui.css'), 'text/css; charset=utf-8'));
  assets['/docs/swagger-ui-bundle.js'] = lazily(() => asset(swaggerFile('swagger-ui-bundle.js'), 'text/javascript; charset=utf-8'));
  assets['/docs/init.js'] = lazily(() => asset(INIT_SCRIPT, 'text/javascript; charset=utf-8'));
  const pages = Object.fromEntries((Object.keys(PAGE_TEXTS) as Language[]).map((language) => [language, page(language)]));

  const cacheable = {
    // Route hooks run after the app's, which mark every API answer no-store.
    onSend: async (_request: FastifyRequest, reply: FastifyReply) => {
      reply.header('cache-control', 'public, no-cache');
    },
  };
  api.get('/openapi.json', cacheable, async (request, reply) => {
    if (!document) throw new Error('the OpenAPI document is made when the app is ready');
    return sendAsset(request, reply, document);
  });
  api.get('/docs', cacheable, async (request, reply) => {
    reply.header('vary', 'Accept-Language');
    return sendAsset(request, reply, pages[pickLanguage(request.headers['accept-language'])]!);
  });
  for (const [path, get] of Object.entries(assets)) {
    api.get(path, cacheable, async (request, reply) => sendAsset(request, reply, get()));
  }
}
