import { CONSENT_VERSION } from '@postula/contract/applicants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPdf } from '../../testing/document-fixtures';
import { createPosting } from '../../testing/applicants';
import { seedCompany, type SeededCompany } from '../../testing/seed';
import { createTestApp, type TestApp } from '../../testing/test-app';
import * as repo from './intake/intake.repository';

/*
 * Upload forms that are not well-formed multipart, written by hand as a broken client or an attacker sends
 * them. Each used to answer 500; each is the client's fault and is answered as such, storing nothing.
 */

let t: TestApp;
let acme: SeededCompany;
let postingId: number;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_UPLOAD_LIMIT: '1000' }, { workers: false });
  acme = await seedCompany(t, { name: 'Acme' });
  postingId = await createPosting(t, acme);
});
afterAll(async () => {
  await t?.close();
});

const BOUNDARY = '----postula7MA4YWxkTrZu0gW';
const CRLF = '\r\n';

/** The form a browser sends, up to (not including) the closing delimiter. */
function formWithoutEnd(boundary = BOUNDARY): Buffer {
  const field = (name: string, value: string) =>
    `--${boundary}${CRLF}Content-Disposition: form-data; name="${name}"${CRLF}${CRLF}${value}${CRLF}`;
  return Buffer.concat([
    Buffer.from(field('empresa_id', String(acme.companyId)) + field('evaluacion_id', String(postingId)) + field('consentimiento', CONSENT_VERSION)),
    Buffer.from(`--${boundary}${CRLF}Content-Disposition: form-data; name="file"; filename="cv.pdf"${CRLF}Content-Type: application/pdf${CRLF}${CRLF}`),
    Buffer.from(buildPdf(['Ana Lima', 'ana@example.com'])),
    Buffer.from(CRLF),
  ]);
}
const complete = (boundary = BOUNDARY) => Buffer.concat([formWithoutEnd(boundary), Buffer.from(`--${boundary}--${CRLF}`)]);

const send = (contentType: string, payload: Buffer) =>
  t.app.inject({ method: 'POST', url: '/api/applicant/upload', headers: { 'content-type': contentType }, payload });

const received = async () => (await repo.findPublicPosting(t.database.db, { id: postingId }))!.received;

describe('a broken multipart upload', () => {
  it('the hand-written form itself is fine when complete', async () => {
    const answer = await send(`multipart/form-data; boundary=${BOUNDARY}`, complete());
    expect(answer.statusCode).toBe(200);
  });

  const cases: Array<[string, number, string, () => [string, Buffer]]> = [
    ['without its closing delimiter', 400, 'malformed_body', () => [`multipart/form-data; boundary=${BOUNDARY}`, formWithoutEnd()]],
    [
      'cut off in the middle of the file',
      400,
      'malformed_body',
      () => {
        const whole = complete();
        return [`multipart/form-data; boundary=${BOUNDARY}`, whole.subarray(0, Math.floor(whole.length * 0.7))];
      },
    ],
    [
      'cut off in the middle of a part header',
      400,
      'malformed_body',
      () => {
        const whole = complete();
        return [`multipart/form-data; boundary=${BOUNDARY}`, whole.subarray(0, whole.indexOf('name="evaluacion_id"') + 8)];
      },
    ],
    ['with a boundary that is not the one the body uses', 400, 'malformed_body', () => [`multipart/form-data; boundary=${BOUNDARY}X`, complete()]],
    ['with garbage for a body', 400, 'malformed_body', () => [`multipart/form-data; boundary=${BOUNDARY}`, Buffer.from('\u0000\u0001garbage\r\n\r\n--')]],
    ['with an empty body', 400, 'malformed_body', () => [`multipart/form-data; boundary=${BOUNDARY}`, Buffer.alloc(0)]],
    ['with an empty boundary parameter', 400, 'malformed_body', () => ['multipart/form-data; boundary=', complete()]],
    // A multipart type without its boundary is not a type that can be read at all (RFC 2046 §5.1.1).
    ['without a boundary parameter', 415, 'unsupported_media_type', () => ['multipart/form-data', complete()]],
    ['with a boundary longer than any parser searches for', 415, 'unsupported_media_type', () => [`multipart/form-data; boundary=${'b'.repeat(300)}`, complete('b'.repeat(300))]],
  ];

  it.each(cases)('%s: answers %i %s and stores nothing', async (_, status, code, request) => {
    const before = await received();
    const [contentType, payload] = request();
    const answer = await send(contentType, payload);
    expect(answer.statusCode).toBe(status);
    expect(answer.json()).toMatchObject({ code });
    expect(await received()).toBe(before);
  });

  it('says so in words that fit a form, not only JSON', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/applicant/upload',
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, 'accept-language': 'en' },
      payload: formWithoutEnd(),
    });
    expect(answer.json()).toEqual({
      code: 'malformed_body',
      message: 'The request is not in a valid format.',
      mensaje: 'The request is not in a valid format.',
    });
  });
});
