import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database';
import { users } from '../../accounts/accounts.tables';
import { holdsSameFile } from '../../applicants/intake/intake.repository';
import { applications } from '../../applicants/applicants.tables';
import { jobPostings } from '../../postings/postings.tables';
import {
  driveImportFiles,
  driveImports,
  type DriveFileOutcome,
  type DriveFileReason,
  type DriveImportReason,
} from './drive.tables';

export type { DriveFileOutcome, DriveFileReason, DriveImportReason } from './drive.tables';

export type DriveImportRow = typeof driveImports.$inferSelect;

/** The unique index of running imports refused the row: this posting already has one. */
export class ImportRunning extends Error {}

const isUniqueViolation = (error: unknown): boolean => {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
};

export async function insertImport(
  db: Db,
  row: { companyId: number; postingId: number; userId: number; folderId: string; resourceKey: string | null },
): Promise<number> {
  try {
    const [created] = await db.insert(driveImports).values(row).returning({ id: driveImports.id });
    return created!.id;
  } catch (error) {
    if (isUniqueViolation(error)) throw new ImportRunning('an import of this posting is running', { cause: error });
    throw error;
  }
}

export async function deleteImport(db: Db, id: number) {
  await db.delete(driveImports).where(eq(driveImports.id, id));
}

/** The posting's latest imports, newest first (drive_imports_company_posting_idx). */
export async function latestImports(db: Db, companyId: number, postingId: number, limit: number) {
  return db
    .select()
    .from(driveImports)
    .where(and(eq(driveImports.companyId, companyId), eq(driveImports.postingId, postingId)))
    .orderBy(desc(driveImports.id))
    .limit(limit);
}

/** An import with what its job needs: the posting and the user to tell. */
export async function findForJob(db: Db, id: number) {
  const [row] = await db
    .select({ import: driveImports, posting: jobPostings, userEmail: users.email, userLanguage: users.language })
    .from(driveImports)
    .innerJoin(jobPostings, eq(jobPostings.id, driveImports.postingId))
    .innerJoin(users, eq(users.id, driveImports.userId))
    .where(eq(driveImports.id, id));
  return row ?? null;
}

/** Claims a queued or interrupted import for a run, counting the attempt; null when it has ended. */
export async function startRun(db: Db, id: number) {
  const [row] = await db
    .update(driveImports)
    .set({ state: 'en_proceso', attempts: sql`${driveImports.attempts} + 1` })
    .where(and(eq(driveImports.id, id), inArray(driveImports.state, ['en_cola', 'en_proceso'])))
    .returning();
  return row ?? null;
}

export async function recordListing(
  db: Db,
  id: number,
  listing: { folderName: string; files: number; moreFiles: boolean; ignored: number },
) {
  await db
    .update(driveImports)
    .set({ folderName: listing.folderName, files: listing.files, moreFiles: listing.moreFiles ? 1 : 0, ignored: listing.ignored })
    .where(eq(driveImports.id, id));
}

/** Ends the import; false when it had already ended (another run finished it). */
export async function finish(db: Db, id: number, state: 'terminada' | 'fallida', reason: DriveImportReason | null) {
  const rows = await db
    .update(driveImports)
    .set({ state, reason, finishedAt: new Date() })
    .where(and(eq(driveImports.id, id), inArray(driveImports.state, ['en_cola', 'en_proceso'])))
    .returning({ id: driveImports.id });
  return rows.length > 0;
}

/** Marks the completion e-mail as queued; false when it already was (a run repeated). */
export async function claimMail(db: Db, id: number) {
  const rows = await db
    .update(driveImports)
    .set({ mailedAt: new Date() })
    .where(and(eq(driveImports.id, id), sql`${driveImports.mailedAt} is null`))
    .returning({ id: driveImports.id });
  return rows.length > 0;
}

/** Imports a worker left queued or running: queued again at start-up. */
export async function unfinished(db: Db) {
  return db
    .select({ id: driveImports.id })
    .from(driveImports)
    .where(inArray(driveImports.state, ['en_cola', 'en_proceso']))
    .orderBy(asc(driveImports.id));
}

/** The files this import has handled, in order: the e-mail's report. */
export async function handledFiles(db: Db, importId: number) {
  return db
    .select({ driveFileId: driveImportFiles.driveFileId, name: driveImportFiles.name, outcome: driveImportFiles.outcome, reason: driveImportFiles.reason })
    .from(driveImportFiles)
    .where(eq(driveImportFiles.importId, importId))
    .orderBy(asc(driveImportFiles.id));
}

/** Drive files already imported into the posting, by any import. */
export async function importedIntoPosting(db: Db, postingId: number, driveFileIds: string[]): Promise<Set<string>> {
  if (driveFileIds.length === 0) return new Set();
  const rows = await db
    .select({ id: driveImportFiles.driveFileId })
    .from(driveImportFiles)
    .where(
      and(
        eq(driveImportFiles.postingId, postingId),
        eq(driveImportFiles.outcome, 'imported'),
        inArray(driveImportFiles.driveFileId, driveFileIds),
      ),
    );
  return new Set(rows.map((r) => r.id));
}

const counter = {
  imported: driveImports.imported,
  skipped: driveImports.skipped,
  failed: driveImports.failed,
} as const;

export interface HandledFile {
  importId: number;
  companyId: number;
  postingId: number;
  driveFileId: string;
  name: string;
}

/**
 * Records a file that was not imported, and counts it, in one transaction. False when this import had
 * already handled it (two runs at once): nothing is counted twice.
 */
export async function recordNotImported(db: Db, file: HandledFile, outcome: Exclude<DriveFileOutcome, 'imported'>, reason: DriveFileReason) {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(driveImportFiles)
      .values({ ...file, outcome, reason })
      .onConflictDoNothing()
      .returning({ id: driveImportFiles.id });
    if (inserted.length === 0) return false;
    await count(tx, file.importId, outcome);
    return true;
  });
}

async function count(tx: Db, importId: number, outcome: DriveFileOutcome) {
  const column = counter[outcome];
  await tx
    .update(driveImports)
    .set({ processed: sql`${driveImports.processed} + 1`, [outcome]: sql`${column} + 1` })
    .where(eq(driveImports.id, importId));
}

/**
 * Whether a downloaded CV becomes an applicant, decided under the posting's lock by the intake
 * (applicants/intake/intake.ts): not when this import has handled the file already ('handled', two runs at once),
 * when another import brought it into the posting, when the posting holds the same bytes (the candidate sent
 * it, or another folder had it), or when the posting has no room left. A skip is recorded and counted here.
 */
export async function admitsDriveFile(tx: Db, file: HandledFile, sha256: string, room: number): Promise<boolean> {
  const [handled] = await tx
    .select({ id: driveImportFiles.id })
    .from(driveImportFiles)
    .where(and(eq(driveImportFiles.importId, file.importId), eq(driveImportFiles.driveFileId, file.driveFileId)));
  if (handled) return false;

  const skip = async (reason: 'already_imported' | 'already_in_posting' | 'no_room') => {
    await tx.insert(driveImportFiles).values({ ...file, outcome: 'skipped', reason });
    await count(tx, file.importId, 'skipped');
    return false;
  };
  const [imported] = await tx
    .select({ id: driveImportFiles.id })
    .from(driveImportFiles)
    .where(
      and(
        eq(driveImportFiles.postingId, file.postingId),
        eq(driveImportFiles.driveFileId, file.driveFileId),
        eq(driveImportFiles.outcome, 'imported'),
      ),
    );
  if (imported) return skip('already_imported');
  if (await holdsSameFile(tx, file.postingId, sha256)) return skip('already_in_posting');
  if (room <= 0) return skip('no_room');
  return true;
}

/** Records a file that became an applicant, and counts it, in the intake's transaction. */
export async function recordImported(tx: Db, file: HandledFile, applicationId: number) {
  await tx.insert(driveImportFiles).values({ ...file, outcome: 'imported', applicationId });
  await count(tx, file.importId, 'imported');
}

/** Takes back recordImported when the intake undid the applicant (its analysis could not be queued). */
export async function forgetImported(tx: Db, file: HandledFile) {
  const removed = await tx
    .delete(driveImportFiles)
    .where(and(eq(driveImportFiles.importId, file.importId), eq(driveImportFiles.driveFileId, file.driveFileId)))
    .returning({ id: driveImportFiles.id });
  if (removed.length === 0) return;
  await tx
    .update(driveImports)
    .set({ processed: sql`${driveImports.processed} - 1`, imported: sql`${driveImports.imported} - 1` })
    .where(eq(driveImports.id, file.importId));
}

/** This import's applicants still waiting for their analysis (a run cut between the insert and the queue). */
export async function pendingApplicants(db: Db, importId: number) {
  return db
    .select({ applicationId: applications.id, cvFileId: applications.cvFileId, companyId: applications.companyId, postingId: applications.postingId })
    .from(driveImportFiles)
    .innerJoin(applications, eq(applications.id, driveImportFiles.applicationId))
    .where(and(eq(driveImportFiles.importId, importId), eq(applications.analysisState, 'pending')));
}

/**
 * Blanks the Drive file names an import listed (a file's name is often its candidate's), of the applicants given, or
 * of every file of a posting (issue 19: withdrawal and retention). The rows stay: they keep an import from bringing
 * the same Drive file in again.
 */
export async function forgetFileNames(tx: Db, of: { applicationIds: number[] } | { postingId: number }): Promise<void> {
  if ('postingId' in of) {
    await tx.update(driveImportFiles).set({ name: '' }).where(eq(driveImportFiles.postingId, of.postingId));
  } else if (of.applicationIds.length > 0) {
    await tx.update(driveImportFiles).set({ name: '' }).where(inArray(driveImportFiles.applicationId, of.applicationIds));
  }
}
