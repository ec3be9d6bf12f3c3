import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from '../accounts/accounts.tables';
import { applications } from '../applicants/applicants.tables';
import { jobPostings } from '../postings/postings.tables';

/** Months a company keeps its applicants' data after a posting closes, unless it sets another (issue 19). */
export const DEFAULT_RETENTION_MONTHS = 12;

/**
 * What the candidate's page tells about the company's handling of their data (decision 042): its privacy policy and
 * a contact address for requests, and how long it keeps applicants after a posting closes. A company without a row
 * has no policy link or contact set and keeps data DEFAULT_RETENTION_MONTHS.
 */
export const privacySettings = pgTable('privacy_settings', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  policyUrl: text('policy_url'),
  contactEmail: text('contact_email'),
  retentionMonths: integer('retention_months').notNull().default(DEFAULT_RETENTION_MONTHS),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The keys of the candidate's private link (issue 19): who holds one sees, downloads and deletes that application
 * and nothing else. Only the SHA-256 of the 256-bit token is kept. Revoked with the data: the application's erasure
 * removes its tokens, and retention removes the application.
 */
export const applicantAccessTokens = pgTable(
  'applicant_access_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('applicant_access_tokens_application_idx').on(t.applicationId)],
);

/**
 * CV files whose rows were erased, still to remove from the storage: written in the erasure's transaction, so a
 * file the storage could not remove then (or a process that stopped in between) is removed by the next daily run.
 */
export const pendingFileRemovals = pgTable('pending_file_removals', {
  storageKey: text('storage_key').primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * What retention leaves of a posting's applicants (issue 19): how many there were, anonymous. One row per posting and
 * run that erased some.
 */
export const retentionErasures = pgTable(
  'retention_erasures',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    postingId: integer('posting_id')
      .notNull()
      .references(() => jobPostings.id, { onDelete: 'cascade' }),
    applicants: integer('applicants').notNull(),
    erasedAt: timestamp('erased_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('retention_erasures_company_idx').on(t.companyId, t.erasedAt.desc())],
);
