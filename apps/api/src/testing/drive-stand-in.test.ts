import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parseFieldMask, startDriveStandIn, type DriveStandIn } from './drive-stand-in';

// The stand-in is checked with plain fetch, in the request format of Google's documentation (key as a
// query parameter, as the docs' examples send it), so it stays a faithful double of the real API.

const FOLDER = 'F0lderShared0With0AnyoneWithLink0';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

let drive: DriveStandIn;
beforeAll(async () => {
  drive = await startDriveStandIn({
    maxPageSize: 2,
    folders: [
      {
        id: FOLDER,
        name: 'CVs',
        files: [
          { name: 'a.pdf', mimeType: 'application/pdf', bytes: '%PDF-1.4 a' },
          { name: 'b.pdf', mimeType: 'application/pdf', bytes: '%PDF-1.4 b' },
          { name: 'c (Google Doc)', mimeType: 'application/vnd.google-apps.document', bytes: 'PK c' },
          { name: 'd.pdf', mimeType: 'application/pdf', bytes: '%PDF-1.4 d', trashed: true },
        ],
      },
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

const get = (path: string, params: Record<string, string> = {}, key: string | null = drive.apiKey) => {
  const url = new URL(`${drive.baseUrl}/drive/v3/${path}`);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  if (key !== null) url.searchParams.set('key', key);
  return fetch(url);
};
const q = `'${FOLDER}' in parents and trashed = false`;

describe('Drive stand-in', () => {
  it('lists a folder in pages with the default fields, then with a field mask', async () => {
    const first = (await (await get('files', { q })).json()) as { nextPageToken: string };
    expect(first).toEqual({
      kind: 'drive#fileList',
      incompleteSearch: false,
      nextPageToken: expect.any(String),
      files: [
        { kind: 'drive#file', id: drive.idOf('a.pdf'), name: 'a.pdf', mimeType: 'application/pdf' },
        { kind: 'drive#file', id: drive.idOf('b.pdf'), name: 'b.pdf', mimeType: 'application/pdf' },
      ],
    });
    const second = await (await get('files', { q, pageToken: first.nextPageToken, fields: 'nextPageToken, files(id, name, size)' })).json();
    // The last page has no token, and the trashed file is not there; a Google Doc has no size.
    expect(second).toEqual({ files: [{ id: drive.idOf('c (Google Doc)'), name: 'c (Google Doc)' }] });
    expect(drive.requests[1]).toMatchObject({ kind: 'list', id: FOLDER, keyVia: 'query', keyValid: true, query: { q, fields: 'nextPageToken, files(id, name, size)' } });
    expect(drive.requests[1]!.query.key).toBeUndefined();
  });

  it('answers Google-shaped errors to bad requests', async () => {
    const cases: [Promise<Response>, number, string][] = [
      [get('files', { q: 'name contains "cv"' }), 400, 'invalid'],
      [get('files', { q, pageSize: '5000' }), 400, 'invalid'],
      [get('files', { q, pageToken: 'forged' }), 400, 'invalid'],
      [get('files', { q, fields: 'files(id, password)' }), 400, 'invalidParameter'],
      [get('files', { q }, 'AIzaWrong'), 400, 'keyInvalid'],
      [get('files', { q }, null), 403, 'dailyLimitExceededUnreg'],
      [get('files/Unknown0File0Id0000000000000000'), 404, 'notFound'],
      [get(`files/${drive.idOf('c (Google Doc)')}`, { alt: 'media' }), 403, 'fileNotDownloadable'],
      [get(`files/${drive.idOf('a.pdf')}/export`, { mimeType: DOCX }), 403, 'fileNotExportable'],
      [get(`files/${drive.idOf('c (Google Doc)')}/export`, { mimeType: 'image/png' }), 400, 'badRequest'],
      [get(`files/${drive.idOf('c (Google Doc)')}/export`), 400, 'required'],
    ];
    for (const [pending, status, reason] of cases) {
      const response = await pending;
      const body = (await response.json()) as { error: unknown };
      expect(response.status).toBe(status);
      expect(body.error).toMatchObject({ code: status, message: expect.any(String), errors: [{ domain: expect.any(String), reason, message: expect.any(String) }] });
    }
  });

  it('serves media with a length and exports without one', async () => {
    const media = await get(`files/${drive.idOf('a.pdf')}`, { alt: 'media' });
    expect(media.headers.get('content-type')).toBe('application/pdf');
    expect(media.headers.get('content-length')).toBe('10');
    expect(await media.text()).toBe('%PDF-1.4 a');
    const exported = await get(`files/${drive.idOf('c (Google Doc)')}/export`, { mimeType: DOCX });
    expect(exported.headers.get('content-type')).toBe(DOCX);
    expect(exported.headers.get('content-length')).toBeNull();
    expect(await exported.text()).toBe('PK c');
  });

  it('hides a folder made private behind a 404, as Drive does', async () => {
    drive.setPublic(FOLDER, false);
    try {
      expect((await get(`files/${FOLDER}`)).status).toBe(404);
      expect((await get(`files/${drive.idOf('a.pdf')}`, { alt: 'media' })).status).toBe(404);
      expect(await (await get('files', { q })).json()).toMatchObject({ files: [] });
    } finally {
      drive.setPublic(FOLDER, true);
    }
  });

  it('fails the nth matching request, the given number of times, and records it', async () => {
    drive.fail({ on: 'download', nth: 2, times: 2, fault: { kind: 'error', status: 500 } });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await get(`files/${drive.idOf('a.pdf')}`, { alt: 'media' })).status);
    expect(statuses).toEqual([200, 500, 500, 200]);
    expect(drive.requests.map((request) => request.fault)).toEqual([null, 'error', 'error', null]);

    drive.fail({ on: 'get', fault: { kind: 'drop' } });
    await expect(get(`files/${FOLDER}`)).rejects.toThrow();
    drive.fail({ on: 'download', fault: { kind: 'drop_midway' } });
    const cut = await get(`files/${drive.idOf('b.pdf')}`, { alt: 'media' });
    await expect(cut.arrayBuffer()).rejects.toThrow();
  });

  it('reads field masks as Drive writes them', () => {
    expect(parseFieldMask('nextPageToken, files(id, name, mimeType, size, modifiedTime)')).toEqual(
      new Map<string, unknown>([
        ['nextPageToken', true],
        ['files', new Map([['id', true], ['name', true], ['mimeType', true], ['size', true], ['modifiedTime', true]])],
      ]),
    );
    expect(parseFieldMask('*')).toBe('*');
    expect(parseFieldMask('files(')).toBeNull();
    expect(parseFieldMask('')).toBeNull();
  });
});
