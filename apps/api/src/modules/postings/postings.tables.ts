import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { companies, users } from '../accounts/accounts.tables';

/**
 * A job posting (aviso / evaluación). Every field may be edited after publication; a change to what the
 * analysis reads (position, tasks, conditions) re-scores its applicants (decision 035).
 */
export const jobPostings = pgTable(
  'job_postings',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    position: text('position').notNull(),
    tasks: text('tasks').notNull(),
    /** Mandatory (excluding) conditions, in order; empty when the recruiter gave none ('ninguna'). */
    mandatoryConditions: jsonb('mandatory_conditions').$type<string[]>().notNull(),
    desirableConditions: jsonb('desirable_conditions').$type<string[]>().notNull(),
    maxCvs: integer('max_cvs').notNull(),
    validUntil: date('valid_until', { mode: 'string' }).notNull(),
    /** The recruiter's language when it was created: the public page and e-mails use it. */
    language: text('language').notNull(),
    sex: text('sex').notNull().default('indistinto'),
    /**
     * Applicants the posting holds, kept by a trigger on `applications` (migration 0005): the upload's
     * maximum check, the public page and the unfiltered applicants page read it instead of counting rows.
     */
    receivedCount: integer('received_count').notNull().default(0),
    /**
     * Goes up whenever the posting's applicants change in a way a search can see (one added or removed; a
     * name, notes, mark or score changed), by triggers (migration 0008): a search total counted at one
     * version stays right until the next.
     */
    applicantsVersion: integer('applicants_version').notNull().default(0),
    /** The unguessable code of the short public link (/applicant?e=…): 128 random bits. */
    publicCode: text('public_code')
      .notNull()
      .unique()
      .default(sql`replace(gen_random_uuid()::text, '-', '')`),
    /** Set when the recruiter closed it before its valid-until date: it refuses CVs until reopened. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /**
     * Goes up with every edit of what the analysis reads (position, tasks, conditions): an analysis stores its
     * result only if the posting is still at the version it read (decision 035).
     */
    scoringVersion: integer('scoring_version').notNull().default(0),
    /** The scoring version whose re-score jobs were all sent; behind `scoringVersion`, the sweep sends them. */
    rescoredVersion: integer('rescored_version').notNull().default(0),
    /** Applicants the last re-score queued; with those still marked `rescoring`, its progress. */
    rescoreTotal: integer('rescore_total').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The dashboard lists a company's postings newest first.
  (t) => [
    index('job_postings_company_created_idx').on(t.companyId, t.createdAt.desc()),
    // Re-scores whose jobs were not all sent (the process stopped in between): found by every worker's sweep.
    index('job_postings_rescore_unsent_idx').on(t.id).where(sql`rescored_version <> scoring_version`),
  ],
);

/** When each recruiter last opened each posting: the dashboard counts the applicants that arrived since. */
export const postingViews = pgTable(
  'posting_views',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    postingId: integer('posting_id')
      .notNull()
      .references(() => jobPostings.id, { onDelete: 'cascade' }),
    lastOpenedAt: timestamp('last_opened_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.postingId] }), index('posting_views_posting_idx').on(t.postingId)],
);
