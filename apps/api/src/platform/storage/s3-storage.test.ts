import { createServer, type AddressInfo, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3StandIn, type S3StandIn } from '../../testing/s3-stand-in';
import { createS3Storage, type S3StorageOptions } from './s3-storage';

// The S3 storage against a stand-in that checks every request's SigV4 signature as S3 does.

let s3: S3StandIn;
beforeAll(async () => {
  s3 = await startS3StandIn();
});
afterAll(async () => {
  await s3?.close();
});

function storage(overrides: Partial<S3StorageOptions> = {}) {
  return createS3Storage({
    bucket: s3.bucket,
    region: s3.region,
    endpoint: s3.endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
    ...overrides,
  });
}

const bytesOf = (text: string) => new TextEncoder().encode(text);

describe('S3 file storage', () => {
  it('stores, reads back and removes the exact bytes under a generated key', async () => {
    const files = storage();
    const original = new Uint8Array(256 * 1024).map((_, i) => (i * 31) % 256);
    const key = await files.put(original, 'cv');
    expect(key).toMatch(/^cv\/\d{4}-\d{2}\/[0-9a-f-]{36}$/);
    expect(s3.objects.get(key)?.bytes.equals(Buffer.from(original))).toBe(true);
    expect(await files.get(key)).toEqual(original);

    await files.remove(key);
    expect(s3.objects.has(key)).toBe(false);
    // Removing what is not there is not an error, as with the local folder.
    await expect(files.remove(key)).resolves.toBeUndefined();
    await expect(files.get(key)).rejects.toMatchObject({ name: 'NoSuchKey' });
    // Nothing half-written can be left in a bucket.
    await expect(files.sweep(new Date())).resolves.toBe(0);
  });

  it('never sends a key it did not make', async () => {
    const files = storage();
    const before = s3.requests.length;
    await expect(files.get('../../etc/passwd')).rejects.toThrow(/not a storage key/);
    await expect(files.remove('cv/2026-11/../x')).rejects.toThrow(/not a storage key/);
    expect(s3.requests.length).toBe(before);
  });

  it('retries a throttled or failing request, and gives up after its attempts', async () => {
    const files = storage({ maxAttempts: 3 });
    s3.fail({ kind: 'error', status: 503, code: 'SlowDown' }, { method: 'PUT' });
    const key = await files.put(bytesOf('after a SlowDown'), 'cv');
    expect(new TextDecoder().decode(await files.get(key))).toBe('after a SlowDown');

    s3.fail({ kind: 'error', status: 500, code: 'InternalError' }, { method: 'GET', times: 3 });
    await expect(files.get(key)).rejects.toMatchObject({ name: 'InternalError' });
    expect(new TextDecoder().decode(await files.get(key))).toBe('after a SlowDown');
  });

  it('is refused with a wrong secret, an unknown key id or another bucket, storing nothing', async () => {
    const stored = s3.objects.size;
    const wrongSecret = storage({ credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: 'not-the-secret' } });
    // Refused uploads are the storage's failures (StorageError: 503 to the client), with S3's reason kept for the log.
    const refused = (name: string) => ({ name: 'StorageError', cause: expect.objectContaining({ name }) as unknown });
    await expect(wrongSecret.put(bytesOf('x'), 'cv')).rejects.toMatchObject(refused('SignatureDoesNotMatch'));
    const unknownId = storage({ credentials: { accessKeyId: 'AKIANOBODY', secretAccessKey: s3.secretAccessKey } });
    await expect(unknownId.put(bytesOf('x'), 'cv')).rejects.toMatchObject(refused('InvalidAccessKeyId'));
    await expect(storage({ bucket: 'someone-elses' }).put(bytesOf('x'), 'cv')).rejects.toMatchObject(refused('NoSuchBucket'));
    expect(s3.objects.size).toBe(stored);
  });
});

describe('listing the S3 storage', () => {
  it('gives every key stored under a prefix with its Last-Modified, a page at a time, and nothing else', async () => {
    const files = storage();
    const keys = new Set<string>();
    for (let i = 0; i < 5; i++) keys.add(await files.put(bytesOf(`cv ${i}`), 'cv'));
    const elsewhere = await files.put(bytesOf('another prefix'), 'other');
    await files.check(AbortSignal.timeout(5000));
    s3.objects.set('cv/notes.txt', { bytes: Buffer.from('not a key'), contentType: null, lastModified: new Date() });
    const old = [...keys][2]!;
    const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000);
    s3.objects.get(old)!.lastModified = twoDaysAgo;

    const pages: Array<Array<{ key: string; storedAt: Date }>> = [];
    for await (const page of files.list('cv', 2)) pages.push(page);
    // Other tests of this file stored under cv/ too: every page holds two at most, and ours are all there.
    expect(pages.every((page) => page.length > 0 && page.length <= 2)).toBe(true);
    const listed = new Map(pages.flat().map((file) => [file.key, file.storedAt]));
    for (const key of keys) expect(listed.has(key)).toBe(true);
    expect(listed.get(old)?.toISOString()).toBe(twoDaysAgo.toISOString());
    expect(listed.has(elsewhere)).toBe(false);
    expect(listed.has('cv/notes.txt')).toBe(false);
    expect(listed.has('.postula-readiness')).toBe(false);
    expect(s3.requests.filter((request) => request.method === 'GET' && request.key === '').length).toBeGreaterThanOrEqual(3);
  });

  it('says which permission is missing when listing is refused, and refuses a prefix that is a path', async () => {
    s3.fail({ kind: 'error', status: 403, code: 'AccessDenied' }, { method: 'GET' });
    const listing = async () => {
      for await (const page of storage({ maxAttempts: 1 }).list('cv', 10)) void page;
    };
    // A key allowed only the object calls: the log says what to allow.
    await expect(listing()).rejects.toMatchObject({
      name: 'StorageError',
      message: `listing the bucket ${s3.bucket} was refused: allow the key s3:ListBucket on it`,
      cause: expect.objectContaining({ name: 'AccessDenied' }) as unknown,
    });
    await expect(storage().list('../cv', 10)[Symbol.asyncIterator]().next()).rejects.toThrow(/not a storage prefix/);
  });
});

describe('the S3 storage readiness check', () => {
  const signal = () => AbortSignal.timeout(5000);

  it('writes its probe object when it is missing, then only reads it', async () => {
    s3.objects.delete('.postula-readiness');
    const files = storage();
    const before = s3.requests.length;
    await files.check(signal());
    expect(s3.requests.slice(before).map(({ method, status }) => `${method} ${status}`)).toEqual(['HEAD 404', 'PUT 200']);
    expect(s3.objects.get('.postula-readiness')?.bytes.toString()).toContain('Postula');

    const again = s3.requests.length;
    await files.check(signal());
    expect(s3.requests.slice(again).map(({ method, status }) => `${method} ${status}`)).toEqual(['HEAD 200']);
  });

  it('fails on refused credentials, a missing bucket or a store that answers 503', async () => {
    s3.objects.delete('.postula-readiness');
    await expect(storage({ credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: 'wrong' } }).check(signal())).rejects.toThrow();
    await expect(storage({ bucket: 'someone-elses' }).check(signal())).rejects.toThrow();
    s3.fail({ kind: 'error', status: 503, code: 'SlowDown' }, { times: 3 });
    await expect(storage({ maxAttempts: 1 }).check(signal())).rejects.toThrow();
    s3.clearFaults();
    expect(s3.objects.has('.postula-readiness')).toBe(false);
  });

  it('gives up when its signal is aborted, on a store that accepts the connection and never answers', async () => {
    const sockets: Socket[] = [];
    const silent = createServer((socket) => void sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = silent.address() as AddressInfo;
      const started = Date.now();
      await expect(storage({ endpoint: `http://127.0.0.1:${port}` }).check(AbortSignal.timeout(300))).rejects.toThrow();
      expect(Date.now() - started).toBeLessThan(3000);
    } finally {
      sockets.forEach((socket) => socket.destroy());
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});
