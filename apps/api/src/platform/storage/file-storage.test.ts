import * as fsPromises from 'node:fs/promises';
import { mkdir, mkdtemp, readdir, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fileSystemError, fullDisk } from '../../testing/full-disk';
import { createLocalStorage, StorageError, type LocalFileSystem } from './file-storage';

let root: string;
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'postula-storage-'));
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

/** Every file under the storage's folder, as paths relative to it. */
const filesIn = async (dir: string) =>
  (await readdir(dir, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1));

const bytes = new Uint8Array(64 * 1024).map((_, i) => i % 251);

describe('the local file storage when the disk fails', () => {
  it('a disk that fills up mid-write: a StorageError carrying ENOSPC, and no half-written file left', async () => {
    let full = true;
    const storage = createLocalStorage(root, fullDisk(() => full));
    const failure = await storage.put(bytes, 'cv').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(StorageError);
    expect((failure as StorageError).cause).toMatchObject({ code: 'ENOSPC', syscall: 'write' });
    expect(await filesIn(root)).toEqual([]);

    // Once there is room again, the same storage works.
    full = false;
    const key = await storage.put(bytes, 'cv');
    expect(await storage.get(key)).toEqual(bytes);
    expect(await filesIn(root)).toEqual([key]);
  });

  it.each([
    ['the flush', 'EIO', -5, 'fsync'],
    ['the rename into place', 'EROFS', -30, 'rename'],
    ['the folder', 'EDQUOT', -122, 'mkdir'],
  ] as const)('%s failing: a StorageError carrying %s, and nothing left', async (_, code, errno, syscall) => {
    const error = fileSystemError(code, errno, syscall);
    const fs: LocalFileSystem = {
      ...fsPromises,
      mkdir: syscall === 'mkdir' ? async () => Promise.reject(error) : fsPromises.mkdir,
      rename: syscall === 'rename' ? async () => Promise.reject(error) : fsPromises.rename,
      async open(...args: Parameters<typeof fsPromises.open>) {
        const handle = await fsPromises.open(...args);
        if (syscall === 'fsync') handle.sync = () => Promise.reject(error);
        return handle;
      },
    };
    const failure = await createLocalStorage(root, fs).put(bytes, 'cv').catch((thrown: unknown) => thrown);
    expect(failure).toBeInstanceOf(StorageError);
    expect((failure as StorageError).cause).toBe(error);
    expect(await filesIn(root)).toEqual([]);
  });
});

describe('sweeping what a killed process left', () => {
  it('removes old temporary files, keeps a write in flight and every stored file', async () => {
    const storage = createLocalStorage(root);
    const stored = await storage.put(bytes, 'cv');
    const month = join(root, 'cv', '2026-10');
    await mkdir(month, { recursive: true });
    const orphan = join(month, '5f1c7a4e-0000-4000-8000-000000000001.part');
    const inFlight = join(month, '5f1c7a4e-0000-4000-8000-000000000002.part');
    const oldStored = join(month, '5f1c7a4e-0000-4000-8000-000000000003');
    for (const path of [orphan, inFlight, oldStored]) await writeFile(path, 'x');
    const anHourAgo = new Date(Date.now() - 3_600_000);
    await utimes(orphan, anHourAgo, anHourAgo);
    await utimes(oldStored, anHourAgo, anHourAgo);

    expect(await storage.sweep(new Date(Date.now() - 15 * 60_000))).toBe(1);
    expect((await filesIn(root)).sort()).toEqual([stored, 'cv/2026-10/5f1c7a4e-0000-4000-8000-000000000002.part', 'cv/2026-10/5f1c7a4e-0000-4000-8000-000000000003'].sort());
    await expect(stat(orphan)).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('has nothing to do in a storage that was never written to', async () => {
    expect(await createLocalStorage(join(root, 'not-yet')).sweep(new Date())).toBe(0);
  });
});

describe('listing the local storage', () => {
  it('gives every file stored under a prefix with its modification time, a page at a time, and nothing else', async () => {
    const storage = createLocalStorage(root);
    const keys = new Set<string>();
    for (let i = 0; i < 5; i++) keys.add(await storage.put(bytes, 'cv'));
    const elsewhere = await storage.put(bytes, 'other');
    await storage.check(AbortSignal.timeout(5000));
    const month = join(root, 'cv', '2026-10');
    await mkdir(month, { recursive: true });
    const old = 'cv/2026-10/5f1c7a4e-0000-4000-8000-000000000003';
    for (const name of ['5f1c7a4e-0000-4000-8000-000000000003', '5f1c7a4e-0000-4000-8000-000000000004.part', 'notes.txt']) {
      await writeFile(join(month, name), 'x');
    }
    await mkdir(join(month, '5f1c7a4e-0000-4000-8000-000000000005'));
    const twoDaysAgo = new Date(Math.floor(Date.now() / 1000) * 1000 - 2 * 86_400_000);
    await utimes(join(root, old), twoDaysAgo, twoDaysAgo);

    const pages: Array<Array<{ key: string; storedAt: Date }>> = [];
    for await (const page of storage.list('cv', 2)) pages.push(page);
    expect(pages.map((page) => page.length)).toEqual([2, 2, 2]);
    const listed = new Map(pages.flat().map((file) => [file.key, file.storedAt]));
    expect([...listed.keys()].sort()).toEqual([...keys, old].sort());
    expect(listed.get(old)?.getTime()).toBe(twoDaysAgo.getTime());
    expect(listed.has(elsewhere)).toBe(false);
  });

  it('lists nothing in a storage never written to, and refuses a prefix that is a path', async () => {
    const pages = [];
    for await (const page of createLocalStorage(join(root, 'not-yet')).list('cv', 10)) pages.push(page);
    expect(pages).toEqual([]);
    await expect(createLocalStorage(root).list('../cv', 10)[Symbol.asyncIterator]().next()).rejects.toThrow(/not a storage prefix/);
  });
});

describe('the local storage readiness check', () => {
  const signal = () => AbortSignal.timeout(5000);

  it('passes on a folder that takes a file, creating it when missing, and leaves no key-like file behind', async () => {
    const folder = join(root, 'not-yet');
    await createLocalStorage(folder).check(signal());
    expect(await filesIn(folder)).toEqual(['.readiness']);
    // The sweep of half-written files does not mistake it for one, nor remove it.
    expect(await createLocalStorage(folder).sweep(new Date(Date.now() + 60_000))).toBe(0);
  });

  it('fails as an upload would on a full disk or a read-only file system', async () => {
    await expect(createLocalStorage(root, fullDisk(() => true)).check(signal())).rejects.toMatchObject({ code: 'ENOSPC' });
    const readOnly: LocalFileSystem = { ...fsPromises, open: () => Promise.reject(fileSystemError('EROFS', -30, 'open')) };
    await expect(createLocalStorage(root, readOnly).check(signal())).rejects.toMatchObject({ code: 'EROFS' });
  });
});
