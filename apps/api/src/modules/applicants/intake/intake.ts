import { createHash } from 'node:crypto';
import type { Db } from '../../../platform/db/database';
import type { DocumentKind, SniffResult } from '../../../platform/documents/sniff';
import type { Queue } from '../../../platform/queue/queue';
import { NAME_STORED_FILE_WITHIN_MS, type FileStorage } from '../../../platform/storage/file-storage';
import { analyzeCvJob } from '../analysis/analysis.jobs';
import * as repo from './intake.repository';

/**
 * The one way a CV becomes an applicant of a posting (decision 017): the candidate's upload, the import from
 * earlier postings and the import from a Drive folder all come through here. It stores the files, then under
 * the posting's lock checks the room left and writes the applicants, then queues their analyses, and undoes
 * what it did when a step fails, so a CV is either an applicant with its analysis on the way or nothing.
 * What a CV prints is read later, by the analysis, and never merges, replaces or removes anyone.
 */

export interface IntakeDeps {
  db: Db;
  storage: FileStorage;
  queue: Queue;
  /** Milliseconds since the epoch; Date.now unless a test's clock. */
  now?: () => number;
}

export interface IncomingCv {
  /** The document's bytes, or the storage key of a CV the company holds already, to copy (imports). */
  file: { bytes: Uint8Array } | { copyOf: string };
  /** As the candidate's device or the source named it; cleaned here (cleanFileName). */
  originalName: string;
  /** Decided by the bytes (documents/sniff.ts). */
  kind: DocumentKind;
  /** What sniffing the bytes found, when the caller sniffed them: their analysis then does not sniff them again. */
  sniffed?: SniffResult;
  /** Carried over from an applicant of an earlier posting, on request. */
  notes?: string | null;
  markId?: number | null;
  importedFromApplicationId?: number | null;
}

/** A stored file of the batch, before anything is written to the database. */
export interface StoredCv {
  storageKey: string;
  sizeBytes: number;
  sha256: string;
}

export interface AdmittedCv {
  /** Position of the CV in the batch. */
  index: number;
  applicationId: number;
  cvFileId: number;
}

export interface IntakeHooks {
  /**
   * Under the posting's lock, before anything is written: the positions of the CVs to admit, given the room
   * the posting has left and the files as stored. Never more than `room` are admitted, whatever it returns.
   * Without it, the first ones that fit.
   */
  choose?(tx: Db, room: number, stored: readonly StoredCv[]): Promise<number[]>;
  /** In the same transaction, after the applicants are written (when any are): the caller's own records of them. */
  recorded?(tx: Db, admitted: readonly AdmittedCv[]): Promise<void>;
  /** When their analyses could not be queued: in the transaction that removes the applicants again. */
  undone?(tx: Db, admitted: readonly AdmittedCv[]): Promise<void>;
}

export interface PostingRoom {
  id: number;
  companyId: number;
  /** The posting's maximum number of CVs: admitted applicants never go past it. */
  maxCvs: number;
}

/** Files stored (or copied) at once: enough to keep the disk or bucket busy, few enough to bound memory. */
const STORE_CONCURRENCY = 8;

/** Where CV files are stored: `cv/<yyyy-mm>/<uuid>`. */
export const CV_PREFIX = 'cv';

/** Keeps a file name displayable and harmless: no folders, no control characters, a sane length. */
export function cleanFileName(name: string, kind: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const cleaned = base.replace(/[\u0000-\u001f\u007f<>:"|?*]+/g, '').replace(/\s+/g, ' ').trim().slice(-150);
  return cleaned || `cv.${kind}`;
}

/**
 * Admits CVs into a posting and returns the ones admitted, in batch order. Throws when a file cannot be stored,
 * the database fails or the analyses cannot be queued; nothing of the batch stays behind then.
 */
export async function admitCvs(
  deps: IntakeDeps,
  posting: PostingRoom,
  cvs: readonly IncomingCv[],
  /** Who sent them (a candidate's address, an import): their analyses share the workers fairly (decision 050). */
  sender: string,
  hooks: IntakeHooks = {},
): Promise<AdmittedCv[]> {
  if (cvs.length === 0) return [];
  const now = deps.now ?? Date.now;
  const storing = now();
  const stored = await storeAll(deps.storage, cvs);

  let admitted: AdmittedCv[];
  try {
    admitted = await repo.withPostingLock(deps.db, posting.id, async (tx, received) => {
      // Files whose rows come this late might already be swept as named by no row (platform/storage): none are
      // admitted, and they are removed below. Checked under the lock, right before the rows are written.
      if (now() - storing > NAME_STORED_FILE_WITHIN_MS) throw new Error('the CVs were stored too long ago to be admitted');
      const room = Math.max(0, posting.maxCvs - received);
      const chosen = hooks.choose ? await hooks.choose(tx, room, stored) : cvs.map((_, index) => index);
      const indexes = [...new Set(chosen)].filter((index) => index >= 0 && index < cvs.length).slice(0, room);
      const inserted = await repo.insertApplicants(
        tx,
        posting,
        indexes.map((index) => {
          const cv = cvs[index]!;
          return {
            ...stored[index]!,
            originalName: cleanFileName(cv.originalName, cv.kind),
            kind: cv.kind,
            notes: cv.notes ?? null,
            markId: cv.markId ?? null,
            importedFromApplicationId: cv.importedFromApplicationId ?? null,
          };
        }),
      );
      const rows = inserted.map((row, i) => ({ index: indexes[i]!, applicationId: row.applicationId, cvFileId: row.cvFileId }));
      if (rows.length > 0) await hooks.recorded?.(tx, rows);
      return rows;
    });
  } catch (error) {
    await removeFiles(deps.storage, stored.map((s) => s.storageKey));
    throw error;
  }
  const kept = new Set(admitted.map((a) => a.index));
  await removeFiles(deps.storage, stored.filter((_, index) => !kept.has(index)).map((s) => s.storageKey));

  try {
    for (const a of admitted) {
      const { kind, sniffed } = cvs[a.index]!;
      const document = sniffed && { kind, ...(sniffed.ok ? {} : { problem: sniffed.problem }) };
      await deps.queue.send(analyzeCvJob, {
        applicationId: a.applicationId,
        cvFileId: a.cvFileId,
        share: { company: posting.companyId, posting: posting.id, sender },
        ...(document ? { document } : {}),
      });
    }
  } catch (error) {
    // Every 'pending' applicant has its job in the queue (decision 006): without it, no applicant. A job already
    // sent finds its applicant gone and does nothing.
    await deps.db.transaction(async (tx) => {
      await hooks.undone?.(tx, admitted);
      await repo.deleteApplicants(tx, admitted);
    });
    await removeFiles(deps.storage, admitted.map((a) => stored[a.index]!.storageKey));
    throw error;
  }
  return admitted;
}

/** Stores every CV of the batch (copies read one by one); on any failure removes what it stored and throws. */
async function storeAll(storage: FileStorage, cvs: readonly IncomingCv[]): Promise<StoredCv[]> {
  const stored: Array<StoredCv | undefined> = new Array<StoredCv | undefined>(cvs.length);
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (!failed && next < cvs.length) {
      const index = next++;
      const { file } = cvs[index]!;
      const bytes = 'bytes' in file ? file.bytes : await storage.get(file.copyOf);
      const storageKey = await storage.put(bytes, CV_PREFIX);
      stored[index] = { storageKey, sizeBytes: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') };
    }
  };
  const workers = Array.from({ length: Math.min(STORE_CONCURRENCY, cvs.length) }, () =>
    worker().catch((error: unknown) => {
      failed = true;
      throw error;
    }),
  );
  // Every worker settles (the others stop at their next file), so `stored` holds every file written.
  const failure = (await Promise.allSettled(workers)).find((r) => r.status === 'rejected');
  if (failure) {
    await removeFiles(storage, stored.filter((s): s is StoredCv => s !== undefined).map((s) => s.storageKey));
    throw failure.reason;
  }
  return stored as StoredCv[];
}

async function removeFiles(storage: FileStorage, keys: string[]) {
  await Promise.all(keys.map((key) => storage.remove(key).catch(() => undefined)));
}
