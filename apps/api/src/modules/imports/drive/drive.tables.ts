import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { DriveImportState } from '@postula/contract/imports';
import { companies, users } from '../../accounts/accounts.tables';
import { applications } from '../../applicants/applicants.tables';
import { jobPostings } from '../../postings/postings.tables';

/** Why a whole import ended without importing (or, for 'no_cvs', with nothing to import). */
export type DriveImportReason = 'folder_not_found' | 'invalid_key' | 'drive_unavailable' | 'internal' | 'no_cvs';

/** What became of one file of the folder. */
export type DriveFileOutcome = 'imported' | 'skipped' | 'failed';
export type DriveFileReason =
  | 'already_imported'
  | 'already_in_posting'
  | 'not_a_cv'
  | 'too_large'
  | 'no_room'
  | 'not_accessible';

/** One import of CVs from a public Google Drive folder into a posting (decision 011). */
export const driveImports = pgTable(
  'drive_imports',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    postingId: integer('posting_id')
      .notNull()
      .references(() => jobPostings.id, { onDelete: 'cascade' }),
    /** Who asked: the completion e-mail goes to them, in their language. */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    folderId: text('folder_id').notNull(),
    resourceKey: text('resource_key'),
    state: text('state').$type<DriveImportState>().notNull().default('en_cola'),
    folderName: text('folder_name'),
    files: integer('files').notNull().default(0),
    /** The folder held more CV files than DRIVE_MAX_FILES: only the first ones were read. */
    moreFiles: integer('more_files').notNull().default(0),
    /** Files in the folder that are not CVs by their type (images, sheets, subfolders): not read. */
    ignored: integer('ignored').notNull().default(0),
    processed: integer('processed').notNull().default(0),
    imported: integer('imported').notNull().default(0),
    skipped: integer('skipped').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    reason: text('reason').$type<DriveImportReason>(),
    /** Runs of the job that claimed the import; past the limit a failure ends it as 'fallida'. */
    attempts: integer('attempts').notNull().default(0),
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    // The status call: a posting's latest imports.
    index('drive_imports_company_posting_idx').on(t.companyId, t.postingId, t.id),
    // One import at a time per posting, even for two requests at once.
    uniqueIndex('drive_imports_one_running_idx')
      .on(t.postingId)
      .where(sql`state in ('en_cola', 'en_proceso')`),
  ],
);

/**
 * Every file an import has handled, with its outcome: the per-file report of the e-mail, and what makes the
 * job resumable (a file already handled by this import is not handled again) and idempotent (a Drive file
 * is imported into a posting once, whichever import or run tries again).
 */
export const driveImportFiles = pgTable(
  'drive_import_files',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    postingId: integer('posting_id')
      .notNull()
      .references(() => jobPostings.id, { onDelete: 'cascade' }),
    importId: integer('import_id')
      .notNull()
      .references(() => driveImports.id, { onDelete: 'cascade' }),
    driveFileId: text('drive_file_id').notNull(),
    /** The name in Drive, cleaned; shown as plain text only. */
    name: text('name').notNull(),
    outcome: text('outcome').$type<DriveFileOutcome>().notNull(),
    reason: text('reason').$type<DriveFileReason>(),
    applicationId: integer('application_id').references(() => applications.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('drive_import_files_import_file_idx').on(t.importId, t.driveFileId),
    // A Drive file becomes an applicant of a posting once (a restart, a second run or a second import).
    uniqueIndex('drive_import_files_posting_file_idx')
      .on(t.postingId, t.driveFileId)
      .where(sql`outcome = 'imported'`),
  ],
);
