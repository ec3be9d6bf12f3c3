import * as fsPromises from 'node:fs/promises';
import type { LocalFileSystem } from '../platform/storage/file-storage';

/**
 * The real file system, except that while `isFull()` a write through a file handle stops half-way: the first
 * half reaches the file and the rest goes to /dev/full, whose write fails with the kernel's own ENOSPC. So a
 * storage on it meets a disk that fills up in the middle of an upload, half-written file included (a tiny
 * tmpfs would do the same, but mounting one needs privileges a test run may not have).
 */
export function fullDisk(isFull: () => boolean): LocalFileSystem {
  return {
    ...fsPromises,
    async open(...args: Parameters<typeof fsPromises.open>) {
      const handle = await fsPromises.open(...args);
      return new Proxy(handle, {
        get(target, property) {
          if (property === 'writeFile' && isFull()) {
            return async (data: Uint8Array) => {
              const half = Math.floor(data.length / 2);
              await target.writeFile(data.subarray(0, half));
              const full = await fsPromises.open('/dev/full', 'w');
              try {
                await full.writeFile(data.subarray(half));
              } finally {
                await full.close();
              }
            };
          }
          const value: unknown = Reflect.get(target, property);
          return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
        },
      });
    },
  };
}

/** An error as the file system gives it (errno and syscall included), for the failures /dev/full cannot make. */
export function fileSystemError(code: string, errno: number, syscall: string): NodeJS.ErrnoException {
  return Object.assign(new Error(`${code}: ${syscall} failed`), { code, errno, syscall });
}
