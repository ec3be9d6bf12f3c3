import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from '../accounts/accounts.tables';

/** A job posting (aviso / evaluación). Its conditions never change after publication. */
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The dashboard lists a company's postings newest first.
  (t) => [index('job_postings_company_created_idx').on(t.companyId, t.createdAt.desc())],
);
