import { CONSENT_VERSION } from '@postula/contract/applicants';
import { validate } from '@readme/openapi-parser';
import Ajv2020 from 'ajv/dist/2020.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JsonSchema, OpenApiDocument, OpenApiOperation } from '@postula/contract/openapi';
import { DOCS_PATHS } from '../platform/http/api-docs';
import { createPosting } from '../testing/applicants';
import { buildPdf } from '../testing/document-fixtures';
import { seedCompany } from '../testing/seed';
import { createTestApp, type TestApp } from '../testing/test-app';

// GET /api/openapi.json and /api/docs (decision 032): the document is valid OpenAPI 3.1, lists every route the
// app really registers, and says of each call what the server really does.

let t: TestApp;
let document: OpenApiDocument;

beforeAll(async () => {
  t = await createTestApp({}, { workers: false });
  const answer = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(answer.statusCode).toBe(200);
  document = answer.json();
});
afterAll(async () => {
  await t?.close();
});

const operations = () =>
  Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({ method, path, operation: operation as OpenApiOperation })),
  );

/** A request to the operation with every path parameter 1 and, when it takes JSON, an empty object. */
function injectWithoutToken(method: string, path: string, operation: OpenApiOperation) {
  const json = operation.requestBody?.content['application/json'];
  return t.app.inject({
    method: method.toUpperCase() as 'GET',
    url: `${document.servers[0]!.url}${path.replace(/\{\w+\}/g, '1')}`,
    ...(json ? { headers: { 'content-type': 'application/json' }, payload: '{}' } : {}),
  });
}

const ajv = new Ajv2020({ strict: false, validateFormats: false });
/** Checks a value against a schema of the document (its $refs resolved within the document). */
function matches(schema: JsonSchema, value: unknown): string[] {
  const check = ajv.compile({ ...schema, components: document.components } as object);
  void check(value);
  return (check.errors ?? []).map((error) => `${error.instancePath} ${error.message}`);
}

describe('the OpenAPI document', () => {
  it('is valid OpenAPI 3.1, public, and cached by its ETag', async () => {
    expect(document.openapi).toMatch(/^3\.1\./);
    const result = await validate(structuredClone(document) as never);
    expect(result.valid ? [] : result.errors.map((error) => error.message)).toEqual([]);

    // The validator does fail a broken document: a path parameter that is not declared.
    const broken = structuredClone(document);
    delete broken.paths['/jobsearch/detail/{id}']!.get!.parameters;
    expect((await validate(broken as never)).valid).toBe(false);

    const answer = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('public, no-cache');
    const etag = String(answer.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await t.app.inject({ method: 'GET', url: '/api/openapi.json', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('lists every route registered under /api, with its method, and nothing else', () => {
    const prefix = document.servers[0]!.url;
    expect(prefix).toBe('/api');
    const registered = t.routes.filter((route) => route.url.startsWith(`${prefix}/`));
    // Fastify answers HEAD for every GET by itself; the document lists the GET.
    for (const head of registered.filter((route) => route.method === 'HEAD')) {
      expect(registered, head.url).toContainEqual({ method: 'GET', url: head.url });
    }
    const docsPaths = new Set<string>(DOCS_PATHS.map((path) => `${prefix}${path}`));
    const expected = registered
      .filter((route) => route.method !== 'HEAD' && !docsPaths.has(route.url))
      .map((route) => `${route.method} ${route.url.slice(prefix.length).replace(/:(\w+)/g, '{$1}')}`);
    const documented = operations().map(({ method, path }) => `${method.toUpperCase()} ${path}`);

    expect(expected.length).toBeGreaterThan(35);
    expect(expected.filter((route) => !documented.includes(route)), 'registered but not documented').toEqual([]);
    expect(documented.filter((route) => !expected.includes(route)), 'documented but not registered').toEqual([]);
    // The documentation's own routes are the ones the docs module says it registers.
    expect(registered.filter((route) => docsPaths.has(route.url) && route.method === 'GET')).toHaveLength(DOCS_PATHS.length);
  });

  it('gives every operation a unique id, a tag of its contract module and a 200 answer', () => {
    const tags = document.tags.map((tag) => tag.name);
    const ids = operations().map(({ operation }) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { method, path, operation } of operations()) {
      expect(operation.tags, `${method} ${path}`).toHaveLength(1);
      expect(tags, `${method} ${path}`).toContain(operation.tags![0]);
      expect(operation.responses['200'], `${method} ${path}`).toBeDefined();
    }
  });

  it('marks with the bearer scheme exactly the calls that answer 403 session_expired without a token', async () => {
    expect(document.components.securitySchemes.session).toMatchObject({ type: 'http', scheme: 'bearer' });
    const wrong: string[] = [];
    for (const { method, path, operation } of operations()) {
      const answer = await injectWithoutToken(method, path, operation);
      const refused = answer.statusCode === 403 && answer.json<{ code: string }>().code === 'session_expired';
      const secured = JSON.stringify(operation.security) === JSON.stringify([{ session: [] }]);
      if (refused !== secured) wrong.push(`${method.toUpperCase()} ${path}: documented ${secured ? 'private' : 'public'}, answered ${answer.statusCode}`);
      if (refused) expect(operation.responses['403']).toEqual({ $ref: '#/components/responses/SessionExpired' });
    }
    expect(wrong).toEqual([]);
    expect(operations().filter(({ operation }) => operation.security).length).toBeGreaterThan(20);
  });

  it('describes sign-in as it works: the documented fields sign in, the answer matches, a wrong password is an ErrorBody', async () => {
    const login = document.paths['/login']!.post!;
    expect(login.security).toBeUndefined();
    const body = login.requestBody!.content['application/json']!.schema as JsonSchema;
    expect(body.required).toEqual(['username', 'password']);
    expect(Object.keys(body.properties!)).toEqual(['username', 'password']);

    const company = await seedCompany(t);
    const send = (password: string) =>
      t.app.inject({ method: 'POST', url: '/api/login', payload: { [body.required![0]!]: company.email, [body.required![1]!]: password } });
    const signedIn = await send(company.password);
    expect(signedIn.statusCode).toBe(200);
    const answerSchema = login.responses['200']!;
    expect('content' in answerSchema).toBe(true);
    const okSchema = (answerSchema as { content: Record<string, { schema: JsonSchema }> }).content['application/json']!.schema;
    expect(okSchema.required).toContain('token');
    expect(matches(okSchema, signedIn.json())).toEqual([]);

    const refused = await send('Wrong1234');
    expect(refused.statusCode).toBe(401);
    expect(login.responses.default).toEqual({ $ref: '#/components/responses/OtherError' });
    expect(document.components.responses.OtherError!.description).toContain('401 `invalid_credentials`');
    expect(matches({ $ref: '#/components/schemas/ErrorBody' }, refused.json())).toEqual([]);
    expect(matches({ $ref: '#/components/schemas/ErrorBody' }, { code: 'not_a_code', message: 'x', mensaje: 'x' })).not.toEqual([]);
  });

  it("describes the public upload as the candidate's page sends it: a multipart form that a real upload follows", async () => {
    const upload = document.paths['/applicant/upload']!.post!;
    expect(upload.security).toBeUndefined();
    expect(Object.keys(upload.requestBody!.content)).toEqual(['multipart/form-data']);
    const form = upload.requestBody!.content['multipart/form-data']!.schema as JsonSchema;
    expect(form.required).toEqual(['empresa_id', 'evaluacion_id', 'consentimiento', 'file']);
    expect(form.properties!.file).toMatchObject({ type: 'string', format: 'binary' });
    expect(form.properties!.empresa_id).toMatchObject({ type: 'integer' });
    expect(upload.responses['413']).toEqual({ $ref: '#/components/responses/FileTooLarge' });
    expect(upload.responses['503']).toEqual({ $ref: '#/components/responses/StorageUnavailable' });
    expect(document.components.responses.StorageUnavailable!.headers).toHaveProperty('Retry-After');

    // The form built from the document alone is one the server takes.
    const company = await seedCompany(t);
    const postingId = await createPosting(t, company);
    const values: Record<string, string> = { empresa_id: String(company.companyId), evaluacion_id: String(postingId), consentimiento: CONSENT_VERSION };
    const sent = new FormData();
    for (const [name, property] of Object.entries(form.properties!)) {
      if ((property as JsonSchema).format === 'binary') sent.set(name, new Blob([buildPdf(['Ana Lima', 'ana@example.com'])]), 'cv.pdf');
      else sent.set(name, values[name]!);
    }
    const request = new Request('http://panel.test/api/applicant/upload', { method: 'POST', body: sent });
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/applicant/upload',
      headers: { 'content-type': request.headers.get('content-type')! },
      payload: Buffer.from(await request.arrayBuffer()),
    });
    expect(answer.statusCode).toBe(200);
    const ok = upload.responses['200'] as { content: Record<string, { schema: JsonSchema }> };
    expect(matches(ok.content['application/json']!.schema, answer.json())).toEqual([]);
  });

  it('documents the CV download, which has no contract call, from its own description', () => {
    const download = document.paths['/cv/{id}']!.get!;
    expect(download.security).toBeUndefined();
    expect(download.parameters!.map((parameter) => `${parameter.in} ${parameter.name}`)).toEqual(['path id', 'query u', 'query descargar', 'query exp', 'query sig']);
    expect(Object.keys((download.responses['200'] as { content: object }).content)).toContain('application/pdf');
    expect(download.responses['404']).toBeDefined();
  });
});

describe('the documentation page', () => {
  it("answers HTML in the caller's language, whose scripts and styles this server serves", async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('<title>Postula — documentación de la API</title>');
    expect(page.headers.vary).toContain('Accept-Language');
    const english = await t.app.inject({ method: 'GET', url: '/api/docs', headers: { 'accept-language': 'en-GB,en;q=0.9' } });
    expect(english.body).toContain('<title>Postula — API documentation</title>');
    expect(english.body).toContain('<html lang="en">');

    // The app's content security policy holds: scripts from this server only, nothing inline.
    expect(String(page.headers['content-security-policy'])).toContain("script-src 'self';");
    expect(page.body).not.toMatch(/<script>(?!<\/script>)/);
    const links = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]!);
    expect(links.filter((link) => !/^\/(?!\/)/.test(link)), 'links to other sites').toEqual([]);
    const sources = links.filter((link) => link.startsWith('/api/'));
    expect(sources).toEqual(['/api/docs/swagger-ui.css', '/api/docs/swagger-ui-bundle.js', '/api/docs/init.js']);
    for (const source of sources) {
      const file = await t.app.inject({ method: 'GET', url: source, headers: { 'accept-encoding': 'br' } });
      expect(file.statusCode, source).toBe(200);
      expect(file.headers['content-type'], source).toMatch(source.endsWith('.css') ? /^text\/css/ : /^text\/javascript/);
      expect(file.headers['cache-control'], source).toBe('public, no-cache');
    }
    const bundle = await t.app.inject({ method: 'GET', url: '/api/docs/swagger-ui-bundle.js', headers: { 'accept-encoding': 'br' } });
    expect(bundle.headers['content-encoding']).toBe('br');
    const init = await t.app.inject({ method: 'GET', url: '/api/docs/init.js' });
    expect(init.body).toContain("url: '/api/openapi.json'");
  });
});
