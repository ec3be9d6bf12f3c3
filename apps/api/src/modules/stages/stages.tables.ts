import { index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { StageKey } from '@postula/contract/stages';
import { companies } from '../accounts/accounts.tables';
import { jobPostings } from '../postings/postings.tables';

/**
 * A stage of a company's pipeline (issue 18): every applicant is in exactly one. A company starts with the
 * defaults (a trigger on companies, migration 0020), which keep their `key` and are said in the reader's
 * language until the company renames them; a renamed or added stage has its own `name`.
 */
export const stages = pgTable(
  'stages',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** The order of the pipeline; the first stage is where new applicants start. */
    position: integer('position').notNull(),
    /** A default stage the company has not renamed: its name is said in the reader's language. */
    key: text('key').$type<StageKey>(),
    /** The company's own name, for a renamed or added stage. */
    name: text('name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('stages_company_position_idx').on(t.companyId, t.position)],
);

/**
 * How many of a posting's applicants (not merged) are in each stage, kept by triggers on applications
 * (migration 0020), like application_counts: the stage filter's total and the board's column counts.
 */
export const stageCounts = pgTable(
  'stage_counts',
  {
    postingId: integer('posting_id')
      .notNull()
      .references(() => jobPostings.id, { onDelete: 'cascade' }),
    stageId: integer('stage_id').notNull(),
    applicants: integer('applicants').notNull(),
  },
  (t) => [primaryKey({ columns: [t.postingId, t.stageId] })],
);
