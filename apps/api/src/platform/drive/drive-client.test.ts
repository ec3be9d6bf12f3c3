import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startDriveStandIn, type DriveStandIn } from '../../testing/drive-stand-in';
import { createDriveClient, DOC_MIME, DOCX_MIME, GOOGLE_DOC_MIME, PDF_MIME, type DriveClientOptions, type DriveFile } from './drive-client';
import { DriveError } from './drive-errors';

const KEY = 'AIzaSyD-secret-key-that-must-never-leak';
const BIG = 'B1gF0lderWithManyCvs0123456789abc';
const CVS = 'Cvs0Folder0With0Every0Kind0123456';
const PRIVATE = 'Pr1vateF0lderNotShared0123456789a';
const MISSING = 'M1ssingF0lderThatDoesNotExist0123';
const SUB = 'SubF0lderInsideTheCvsFolder012345';

const MB = 1024 * 1024;
const pdf = (text: string) => `%PDF-1.4\n% ${text}\n%%EOF\n`;

let drive: DriveStandIn;
/** Every DriveError the tests see, to check at the end that none carries the key. */
const errors: unknown[] = [];

beforeAll(async () => {
  drive = await startDriveStandIn({
    apiKey: KEY,
    folders: [
      { id: BIG, name: 'Many CVs', files: Array.from({ length: 230 }, (_, i) => ({ name: `cv-${String(i).padStart(3, '0')}.pdf`, mimeType: PDF_MIME, bytes: pdf(`cv ${i}`) })) },
      {
        id: CVS,
        name: 'CVs',
        files: [
          { name: 'ana.pdf', mimeType: PDF_MIME, bytes: pdf('Ana') },
          { name: 'bruno.doc', mimeType: DOC_MIME, bytes: 'doc bytes' },
          { name: 'carla.docx', mimeType: DOCX_MIME, bytes: 'PK docx bytes' },
          { name: 'diego (Google Doc)', mimeType: GOOGLE_DOC_MIME, bytes: 'PK exported docx' },
          { name: 'salaries.xlsx', mimeType: 'application/vnd.google-apps.spreadsheet' },
          { name: 'photo.jpg', mimeType: 'image/jpeg', bytes: 'jpeg' },
          { name: 'declared-huge.pdf', mimeType: PDF_MIME, bytes: pdf('small'), size: 50 * MB },
          { name: 'actually-huge.pdf', mimeType: PDF_MIME, bytes: Buffer.alloc(10 * MB + 1, 0x41), size: 1000 },
          { name: 'huge Google Doc', mimeType: GOOGLE_DOC_MIME, bytes: Buffer.alloc(10 * MB + 1, 0x41) },
          { name: 'closed.pdf', mimeType: PDF_MIME, bytes: pdf('closed'), access: 'private' },
          { name: 'no-download.pdf', mimeType: PDF_MIME, bytes: pdf('nd'), access: 'download_disabled' },
          { name: 'binned.pdf', mimeType: PDF_MIME, bytes: pdf('trash'), trashed: true },
        ],
      },
      { id: SUB, name: 'Older', parent: CVS, files: [] },
      { id: PRIVATE, name: 'Private', public: false, files: [{ name: 'secret.pdf', mimeType: PDF_MIME, bytes: pdf('secret') }] },
    ],
  });
});
afterAll(async () => {
  await drive.close();
});
beforeEach(() => {
  drive.requests.length = 0;
  drive.clearFaults();
});

const client = (overrides: Partial<DriveClientOptions> = {}) =>
  createDriveClient({ apiKey: KEY, baseUrl: drive.baseUrl, timeoutMs: 2000, maxRetries: 2, retryDelayMs: 1, ...overrides });

async function failure(promise: Promise<unknown>): Promise<DriveError> {
  const error = await promise.then(
    () => {
      throw new Error('expected a DriveError');
    },
    (caught: unknown) => caught,
  );
  errors.push(error);
  expect(error).toBeInstanceOf(DriveError);
  return error as DriveError;
}

const fileNamed = async (name: string): Promise<DriveFile> => {
  const { files } = await client().listFolder(CVS);
  const file = files.find((entry) => entry.name === name);
  if (!file) throw new Error(`no ${name}`);
  drive.requests.length = 0;
  return file;
};

describe('listFolder', () => {
  it('asks files.list as documented and follows every page', async () => {
    const listing = await client().listFolder(BIG);
    expect(listing.folder).toEqual({ id: BIG, name: 'Many CVs' });
    expect(listing.truncated).toBe(false);
    expect(listing.files).toHaveLength(230);
    expect(new Set(listing.files.map((file) => file.id)).size).toBe(230);
    expect(listing.files[0]).toEqual({ id: drive.idOf('cv-000.pdf'), name: 'cv-000.pdf', mimeType: PDF_MIME, size: pdf('cv 0').length, modifiedTime: expect.any(String) });

    const [get, ...lists] = drive.requests;
    expect(get).toMatchObject({ kind: 'get', id: BIG, query: { fields: 'id, name, mimeType', supportsAllDrives: 'true' } });
    expect(lists).toHaveLength(3);
    expect(lists[0]!.query).toEqual({
      q: `'${BIG}' in parents and trashed = false`,
      fields: 'nextPageToken, files(id, name, mimeType, size, modifiedTime)',
      pageSize: '100',
      supportsAllDrives: 'true',
      includeItemsFromAllDrives: 'true',
    });
    expect(lists[0]!.query.pageToken).toBeUndefined();
    expect(lists[1]!.query.pageToken).toEqual(expect.any(String));
    expect(lists[2]!.query.pageToken).not.toBe(lists[1]!.query.pageToken);
    // The key goes in a header, never in a URL a log could keep.
    expect(drive.requests.every((request) => request.keyVia === 'header' && request.keyValid)).toBe(true);
  });

  it('stops at the cap and says the listing is truncated', async () => {
    const capped = await client().listFolder(BIG, { maxFiles: 150 });
    expect(capped.files.map((file) => file.name)).toEqual(Array.from({ length: 150 }, (_, i) => `cv-${String(i).padStart(3, '0')}.pdf`));
    expect(capped.truncated).toBe(true);
    expect(drive.requests.filter((request) => request.kind === 'list')).toHaveLength(2);

    drive.requests.length = 0;
    const onPageEdge = await client({ maxFiles: 100 }).listFolder(BIG);
    expect(onPageEdge).toMatchObject({ truncated: true });
    expect(onPageEdge.files).toHaveLength(100);
    expect(drive.requests.filter((request) => request.kind === 'list')).toHaveLength(1);

    const exact = await client().listFolder(BIG, { maxFiles: 230 });
    expect(exact.truncated).toBe(false);
  });

  it('lists files and subfolders, not the trash; Google Docs come without a size', async () => {
    const { files } = await client().listFolder(CVS);
    const names = files.map((file) => file.name);
    expect(names).toContain('Older');
    expect(names).toContain('ana.pdf');
    expect(names).not.toContain('binned.pdf');
    // Files the key cannot read are not listed, as Drive filters by visibility.
    expect(names).not.toContain('closed.pdf');
    expect(files.find((file) => file.name === 'diego (Google Doc)')!.size).toBeNull();
    expect(files.find((file) => file.name === 'declared-huge.pdf')!.size).toBe(50 * MB);
  });

  it('sends the resource key of an old link', async () => {
    await client().listFolder(CVS, { resourceKey: '0-AbCdEf' });
    expect(drive.requests.every((request) => request.resourceKeys === `${CVS}/0-AbCdEf`)).toBe(true);
  });
});

describe('download', () => {
  it.each([
    ['ana.pdf', 'pdf', pdf('Ana'), false],
    ['bruno.doc', 'doc', 'doc bytes', false],
    ['carla.docx', 'docx', 'PK docx bytes', false],
  ] as const)('downloads %s with alt=media', async (name, kind, content, exported) => {
    const file = await fileNamed(name);
    const result = await client().download(file);
    expect(result).toMatchObject({ ok: true, kind, exported, file });
    expect(Buffer.from(result.ok ? result.bytes : []).toString()).toBe(content);
    expect(drive.requests).toMatchObject([{ kind: 'download', id: file.id, query: { alt: 'media', supportsAllDrives: 'true' } }]);
  });

  it('exports a Google Doc as DOCX', async () => {
    const file = await fileNamed('diego (Google Doc)');
    const result = await client().download(file);
    expect(result).toMatchObject({ ok: true, kind: 'docx', exported: true });
    expect(Buffer.from(result.ok ? result.bytes : []).toString()).toBe('PK exported docx');
    expect(drive.requests).toMatchObject([{ kind: 'export', id: file.id, query: { mimeType: DOCX_MIME } }]);
  });

  it.each([['salaries.xlsx'], ['photo.jpg'], ['Older']])('skips %s as an unsupported type without asking Drive', async (name) => {
    const file = await fileNamed(name);
    expect(await client().download(file)).toMatchObject({ ok: false, reason: 'unsupported_type', file });
    expect(drive.requests).toHaveLength(0);
  });

  it('skips a file declared over 10 MB without downloading it', async () => {
    const file = await fileNamed('declared-huge.pdf');
    expect(await client().download(file)).toMatchObject({ ok: false, reason: 'too_large' });
    expect(drive.requests).toHaveLength(0);
  });

  it('skips a file whose size was understated, by its Content-Length', async () => {
    const file = await fileNamed('actually-huge.pdf');
    expect(file.size).toBe(1000);
    expect(await client().download(file)).toMatchObject({ ok: false, reason: 'too_large' });
  });

  it('counts bytes while reading an export, which has no Content-Length', async () => {
    const file = await fileNamed('diego (Google Doc)');
    expect(await client({ maxFileBytes: 8 }).download(file)).toMatchObject({ ok: false, reason: 'too_large' });
    expect(await client({ maxFileBytes: 16 }).download(file)).toMatchObject({ ok: true });
  });

  it('skips a Google Doc over Drive\'s export limit', async () => {
    const file = await fileNamed('huge Google Doc');
    expect(await client().download(file)).toMatchObject({ ok: false, reason: 'too_large' });
  });

  it('skips files the key cannot read: private, download disabled, deleted since the listing', async () => {
    const closed: DriveFile = { id: drive.idOf('closed.pdf'), name: 'closed.pdf', mimeType: PDF_MIME, size: 10, modifiedTime: null };
    expect(await client().download(closed)).toMatchObject({ ok: false, reason: 'not_accessible' });
    expect(await client().download(await fileNamed('no-download.pdf'))).toMatchObject({ ok: false, reason: 'not_accessible' });
    const gone: DriveFile = { ...closed, id: 'Gone0File0Deleted0Since0Listing01' };
    expect(await client().download(gone)).toMatchObject({ ok: false, reason: 'not_accessible' });
  });

  it('retries a download whose connection drops half-way, and gives up on one that always drops', async () => {
    const file = await fileNamed('ana.pdf');
    drive.fail({ on: 'download', fault: { kind: 'drop_midway' } });
    const result = await client().download(file);
    expect(Buffer.from(result.ok ? result.bytes : []).toString()).toBe(pdf('Ana'));
    expect(drive.requests.map((request) => request.fault)).toEqual(['drop_midway', null]);

    // An import of three files where the network goes for good at the second download.
    drive.requests.length = 0;
    drive.fail({ on: 'download', nth: 2, times: Infinity, fault: { kind: 'drop' } });
    const listing = await client().listFolder(CVS);
    const pdfs = listing.files.filter((entry) => ['ana.pdf', 'bruno.doc', 'carla.docx'].includes(entry.name));
    expect(await client().download(pdfs[0]!)).toMatchObject({ ok: true });
    const error = await failure(client().download(pdfs[1]!));
    expect(error.kind).toBe('network');
    expect(drive.requests.filter((request) => request.kind === 'download')).toHaveLength(1 + 3);
  });
});

describe('errors', () => {
  it('not_found: a folder that does not exist, or one not shared (Drive answers 404 to both)', async () => {
    for (const id of [MISSING, PRIVATE]) {
      const error = await failure(client().listFolder(id));
      expect(error).toMatchObject({ kind: 'not_found', status: 404, reason: 'notFound' });
      expect(error.message).toMatch(/not shared/);
    }
    // Not retried, and no listing after a failed folder check.
    expect(drive.requests.map((request) => request.kind)).toEqual(['get', 'get']);
  });

  it('private: a 403 about the folder itself', async () => {
    const strict = await startDriveStandIn({ apiKey: KEY, privateAnswer: 'forbidden', folders: [{ id: PRIVATE, public: false, files: [] }] });
    try {
      const error = await failure(createDriveClient({ apiKey: KEY, baseUrl: strict.baseUrl, retryDelayMs: 1 }).listFolder(PRIVATE));
      expect(error).toMatchObject({ kind: 'private', status: 403, reason: 'insufficientFilePermissions' });
      expect(strict.requests).toHaveLength(1);
    } finally {
      await strict.close();
    }
  });

  it('not_folder: an open?id= link that names a file', async () => {
    const error = await failure(client().listFolder(drive.idOf('ana.pdf')));
    expect(error.kind).toBe('not_folder');
  });

  it('not_found without a request for an id that cannot be one', async () => {
    const error = await failure(client().listFolder("x' in parents or '1"));
    expect(error.kind).toBe('not_found');
    expect(drive.requests).toHaveLength(0);
  });

  it('invalid_key: a wrong key (400 keyInvalid), not retried', async () => {
    const wrongKey = 'AIzaSyWRONG-key-also-secret-0000000';
    const error = await failure(client({ apiKey: wrongKey }).listFolder(CVS));
    expect(error).toMatchObject({ kind: 'invalid_key', status: 400 });
    expect(error.message).not.toContain(wrongKey);
    expect(drive.requests).toHaveLength(1);
  });

  it('invalid_key: 403 for an API not enabled or a key restricted to referrers', async () => {
    drive.fail({ fault: { kind: 'error', status: 403, reason: 'accessNotConfigured', domain: 'usageLimits', message: 'Google Drive API has not been used in project 123 before or it is disabled.' } });
    expect(await failure(client().listFolder(CVS))).toMatchObject({ kind: 'invalid_key', reason: 'accessNotConfigured' });

    const referrerBlocked = {
      error: {
        code: 403,
        message: 'Requests from referer <empty> are blocked.',
        errors: [{ message: 'Requests from referer <empty> are blocked.', domain: 'global', reason: 'forbidden' }],
        status: 'PERMISSION_DENIED',
        details: [{ '@type': 'type.googleapis.com/google.rpc.ErrorInfo', reason: 'API_KEY_HTTP_REFERRER_BLOCKED', domain: 'googleapis.com' }],
      },
    };
    drive.fail({ fault: { kind: 'raw', status: 403, body: JSON.stringify(referrerBlocked), contentType: 'application/json' } });
    expect(await failure(client().listFolder(CVS))).toMatchObject({ kind: 'invalid_key', reason: 'API_KEY_HTTP_REFERRER_BLOCKED' });
    expect(drive.requests).toHaveLength(2);
  });

  it('rate_limited: 403 userRateLimitExceeded and 429 are retried, then reported', async () => {
    drive.fail({ fault: { kind: 'error', status: 403, reason: 'userRateLimitExceeded', message: 'User Rate Limit Exceeded' } });
    drive.fail({ fault: { kind: 'error', status: 429, reason: 'rateLimitExceeded' } });
    const listing = await client().listFolder(CVS);
    expect(listing.files.length).toBeGreaterThan(0);
    expect(drive.requests.map((request) => request.fault)).toEqual(['error', 'error', null, null]);

    drive.requests.length = 0;
    drive.fail({ on: 'list', times: Infinity, fault: { kind: 'error', status: 403, reason: 'rateLimitExceeded', message: 'Rate Limit Exceeded' } });
    const error = await failure(client().listFolder(CVS));
    expect(error).toMatchObject({ kind: 'rate_limited', status: 403, reason: 'rateLimitExceeded', transient: true });
    expect(drive.requests.filter((request) => request.kind === 'list')).toHaveLength(3);
  });

  it('rate_limited: a daily quota is not retried', async () => {
    drive.fail({ fault: { kind: 'error', status: 403, reason: 'dailyLimitExceeded', message: 'Daily Limit Exceeded' } });
    expect(await failure(client().listFolder(CVS))).toMatchObject({ kind: 'rate_limited' });
    expect(drive.requests).toHaveLength(1);
  });

  it('backs off exponentially, honouring Retry-After up to the ceiling', async () => {
    drive.fail({ times: 3, fault: { kind: 'error', status: 503 } });
    const started = Date.now();
    await client({ maxRetries: 3, retryDelayMs: 40 }).getFolder(CVS);
    // Delays of 40, 80 and 160 ms with jitter in [half, full]: at least 140 ms.
    expect(Date.now() - started).toBeGreaterThanOrEqual(135);
    expect(drive.requests).toHaveLength(4);

    drive.requests.length = 0;
    drive.fail({ fault: { kind: 'error', status: 429, retryAfterSeconds: 3600 } });
    const capped = Date.now();
    await client({ maxRetryDelayMs: 20 }).getFolder(CVS);
    expect(Date.now() - capped).toBeLessThan(1000);
    expect(drive.requests).toHaveLength(2);
  });

  it('network: a dropped connection is retried, then reported', async () => {
    drive.fail({ fault: { kind: 'drop' } });
    await expect(client().getFolder(CVS)).resolves.toEqual({ id: CVS, name: 'CVs' });

    drive.requests.length = 0;
    drive.fail({ times: Infinity, fault: { kind: 'drop' } });
    const error = await failure(client().getFolder(CVS));
    expect(error).toMatchObject({ kind: 'network', status: null, transient: true });
    expect(drive.requests).toHaveLength(3);
  });

  it('network: a request over its time-out is abandoned and retried', async () => {
    drive.fail({ times: Infinity, fault: { kind: 'slow', delayMs: 400 } });
    const error = await failure(client({ timeoutMs: 50, maxRetries: 1 }).getFolder(CVS));
    expect(error).toMatchObject({ kind: 'network', reason: 'timeout' });
    expect(error.message).toMatch(/50 ms/);
    expect(drive.requests).toHaveLength(2);
  });

  it('network: nothing listening', async () => {
    const closed = await startDriveStandIn();
    const baseUrl = closed.baseUrl;
    await closed.close();
    const error = await failure(createDriveClient({ apiKey: KEY, baseUrl, retryDelayMs: 1, maxRetries: 1 }).getFolder(CVS));
    expect(error.kind).toBe('network');
  });

  it('unavailable: 5xx (Google-shaped or an HTML page) after the retries', async () => {
    drive.fail({ fault: { kind: 'error', status: 500 } });
    drive.fail({ fault: { kind: 'raw', status: 502, body: '<html><body>502. That’s an error.</body></html>' } });
    await expect(client().listFolder(CVS)).resolves.toMatchObject({ folder: { name: 'CVs' } });

    drive.requests.length = 0;
    drive.fail({ times: Infinity, fault: { kind: 'error', status: 500, reason: 'backendError', message: 'Backend Error' } });
    const error = await failure(client().listFolder(CVS));
    expect(error).toMatchObject({ kind: 'unavailable', status: 500, reason: 'backendError' });
    expect(drive.requests).toHaveLength(3);
  });

  it('unavailable: a 200 whose body is not what Drive answers', async () => {
    drive.fail({ times: Infinity, fault: { kind: 'raw', status: 200, body: '{"files":"nope"}', contentType: 'application/json' } });
    expect(await failure(client().getFolder(CVS))).toMatchObject({ kind: 'unavailable', reason: 'malformed_response' });
  });

  it('stops when the caller cancels, without retrying', async () => {
    drive.fail({ times: Infinity, fault: { kind: 'slow', delayMs: 300 } });
    const controller = new AbortController();
    const pending = client().listFolder(CVS, { signal: controller.signal });
    setTimeout(() => controller.abort(new Error('import cancelled')), 30);
    await expect(pending).rejects.toThrow('import cancelled');
    expect(drive.requests).toHaveLength(1);
  });

  it('never puts the key in an error, its cause or its serialised form', () => {
    expect(errors.length).toBeGreaterThan(15);
    for (const error of errors as DriveError[]) {
      const seen = [error.message, String(error.cause ?? ''), error.stack ?? '', JSON.stringify(error), (error.cause as Error | undefined)?.stack ?? ''].join('\n');
      expect(seen).not.toContain(KEY);
      expect(seen).not.toContain('AIzaSyWRONG');
    }
  });
});
