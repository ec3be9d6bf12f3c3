import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { ScreeningState } from '@postula/contract/applicants';
import type { Question } from '@postula/contract/screening';
import { companies } from '../accounts/accounts.tables';
import { applications } from '../applicants/applicants.tables';
import { jobPostings } from '../postings/postings.tables';

/**
 * A posting's general screening questions (spec §2 "/job/{id}/screening-definition"): asked to every
 * applicant it interviews, before their CV-specific ones. One row per posting once the recruiter saves them.
 */
export const interviewDefinitions = pgTable('interview_definitions', {
  postingId: integer('posting_id')
    .primaryKey()
    .references(() => jobPostings.id, { onDelete: 'cascade' }),
  companyId: integer('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' }),
  /** In the recruiter's order. */
  questions: jsonb('questions').$type<string[]>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A screening interview of one applicant: its questions, the candidate's answers, and where it stands
 * (NO_INICIADA → INICIADA at the first answer → FINALIZADA when submitted). The candidate reaches it by an
 * unguessable token in the link; the applicant's screening_state and screening_summary mirror it for the list.
 */
export const interviews = pgTable(
  'interviews',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    postingId: integer('posting_id')
      .notNull()
      .references(() => jobPostings.id, { onDelete: 'cascade' }),
    /** One interview per applicant. */
    applicationId: integer('application_id')
      .notNull()
      .unique()
      .references(() => applications.id, { onDelete: 'cascade' }),
    /**
     * 192 random bits, base64url. Kept as is (not hashed) so the recruiter can see and send the link again;
     * it opens one candidate's questions and nothing else.
     */
    token: text('token').notNull().unique(),
    state: text('state').$type<ScreeningState>().notNull().default('NO_INICIADA'),
    /** General first, then CV-specific, numbered 1…n. */
    questions: jsonb('questions').$type<Question[]>().notNull(),
    /** The candidate's answers by question number, as typed (rendered as text, never as markup). */
    answers: jsonb('answers').$type<Record<string, string>>().notNull().default({}),
    /** The AI's summary of the answers, once submitted and summarised, in the posting's language. */
    summary: text('summary'),
    /** The same summary as data (engine.ts InterviewSummaryFacts), said in each reader's language; null before. */
    summaryFacts: jsonb('summary_facts'),
    summaryEngine: text('summary_engine'),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('interviews_posting_idx').on(t.postingId)],
);
