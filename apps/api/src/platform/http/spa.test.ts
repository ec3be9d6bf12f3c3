import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveSpa } from './spa';

// The built web app as the browser gets it: compressed copies written by the build when the browser
// accepts them, the plain file otherwise, and index.html for the client router's deep links.

const script = `console.log(${JSON.stringify('Postulá a este aviso. '.repeat(400))});\n`;
let dist: string;
let app: FastifyInstance;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'postula-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Postula</title><script src="/assets/index-abc123.js"></script>');
  writeFileSync(join(dist, 'assets/index-abc123.js'), script);
  writeFileSync(join(dist, 'assets/index-abc123.js.br'), brotliCompressSync(script));
  writeFileSync(join(dist, 'assets/index-abc123.js.gz'), gzipSync(script));
  app = Fastify();
  await serveSpa(app, dist);
});
afterAll(async () => {
  await app?.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('the built web app', () => {
  it('sends the Brotli copy to a browser that accepts it, cached for good', async () => {
    const answer = await get('/assets/index-abc123.js', 'gzip, deflate, br');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['vary']).toMatch(/accept-encoding/i);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.rawPayload.length).toBeLessThan(script.length / 5);
    expect(brotliDecompressSync(answer.rawPayload).toString()).toBe(script);
  });

  it('sends gzip to one that accepts only gzip, and the plain file to one that accepts neither', async () => {
    const gzip = await get('/assets/index-abc123.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);

    const plain = await get('/assets/index-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('answers deep links with index.html, and keeps the compressed copies out of the routes', async () => {
    const deep = await get('/job/7/applicants', 'br');
    expect(deep.statusCode).toBe(200);
    expect(deep.headers['cache-control']).toBe('no-cache');
    expect(deep.body).toContain('<title>Postula</title>');
    const copy = await get('/assets/index-abc123.js.br');
    expect(copy.body).toContain('<title>Postula</title>');
  });
});

// The candidate's pages have their own HTML, which loads only what they need (decision 031).
describe("the candidate's pages", () => {
  let withPages: string;
  let pagesApp: FastifyInstance;

  beforeAll(async () => {
    withPages = mkdtempSync(join(tmpdir(), 'postula-dist-'));
    mkdirSync(join(withPages, 'candidate'));
    writeFileSync(join(withPages, 'index.html'), '<!doctype html><title>Recruiter</title>');
    writeFileSync(join(withPages, 'candidate/upload.html'), '<!doctype html><title>Upload</title>');
    writeFileSync(join(withPages, 'candidate/interview.html'), '<!doctype html><title>Interview</title>');
    writeFileSync(join(withPages, 'candidate/my-data.html'), '<!doctype html><title>My data</title>');
    pagesApp = Fastify();
    await serveSpa(pagesApp, withPages);
  });
  afterAll(async () => {
    await pagesApp?.close();
    rmSync(withPages, { recursive: true, force: true });
  });

  it.each([
    ['/applicant_old/3/12', 'Upload'],
    ['/applicant?e=abc123', 'Upload'],
    ['/3/12', 'Upload'],
    ['/interview?iv=0123456789abcdefghij', 'Interview'],
    ['/my-application?t=0123456789abcdefghij0123456789', 'My data'],
    ['/My-Application/', 'My data'],
    ['/my-application/x', 'Recruiter'],
    ['/job/12', 'Recruiter'],
    ['/login?lang=pt', 'Recruiter'],
    ['/login/x', 'Recruiter'],
    ['/', 'Recruiter'],
  ])('%s is answered with the %s HTML', async (url, title) => {
    const answer = await pagesApp.inject({ method: 'GET', url });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(answer.body).toContain(`<title>${title}</title>`);
  });

  it("are answered with the recruiter's app by a build that has no pages of their own", async () => {
    const answer = await get('/applicant_old/3/12');
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain('<title>Postula</title>');
  });
});
