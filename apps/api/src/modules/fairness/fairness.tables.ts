import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { FairnessReportState } from '@postula/contract/fairness';
import type { FairnessTally } from '../../engine/fairness/measure';
import { companies, users } from '../accounts/accounts.tables';
import { jobPostings } from '../postings/postings.tables';

/**
 * One fairness check of a posting (decision 045): its best analysed applicants scored again by the configured
 * engine under every name and gender variant. Holds no personal data: counts and the largest changes only.
 */
export const fairnessReports = pgTable(
  'fairness_reports',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    postingId: integer('posting_id')
      .notNull()
      .references(() => jobPostings.id, { onDelete: 'cascade' }),
    /** Who started it; a removed user leaves the report. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    state: text('state').$type<FairnessReportState>().notNull().default('en_cola'),
    /** The engine it measures, as analyses record theirs: 'embedded' or 'openai:<model>'. */
    engine: text('engine').notNull(),
    /** The most applicants it covers (FAIRNESS_MAX_APPLICANTS when it was started). */
    applicantLimit: integer('applicant_limit').notNull(),
    /** The applicants it covers, counted when a run starts. */
    total: integer('total').notNull().default(0),
    processed: integer('processed').notNull().default(0),
    /** Applicants the engine could not score again (unavailable): left out of the figures. */
    failed: integer('failed').notNull().default(0),
    /** The figures, once it ends (engine/fairness/measure.ts). */
    result: jsonb('result').$type<FairnessTally>(),
    /** Runs of the job; a run's progress is written only while it is the latest run. */
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    // The posting's last report (GET /jobsearch/fairness/:id).
    index('fairness_reports_company_posting_idx').on(t.companyId, t.postingId, t.id),
    // One report at a time per posting, even for two requests at once.
    uniqueIndex('fairness_reports_one_running_idx')
      .on(t.postingId)
      .where(sql`state in ('en_cola', 'en_proceso')`),
  ],
);
