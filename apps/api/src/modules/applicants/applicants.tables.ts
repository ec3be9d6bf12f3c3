import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { AnalysisFailure, AnalysisState } from '@postula/contract/applicants';
import type { CvSummaryFacts } from '../../engine/engine';
import type { StoredCondition } from './review/corrections';
import type { DocumentKind } from '../../platform/documents/sniff';
import { companies } from '../accounts/accounts.tables';
import { jobPostings } from '../postings/postings.tables';
import { marks } from '../marks/marks.tables';
import { stages } from '../stages/stages.tables';

/** A recruiter's decision to interview an applicant the AI advised against (a mandatory condition not met). */
export interface ScreeningOverride {
  userId: number;
  /** ISO 8601. */
  at: string;
  reason: string | null;
}

/** An uploaded CV. The bytes are in file storage under `storage_key`; this row says what they are. */
export const cvFiles = pgTable(
  'cv_files',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    postingId: integer('posting_id')
      .notNull()
      .references(() => jobPostings.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull().unique(),
    /** The name the candidate's device gave, cleaned; shown and offered on download, never used as a path. */
    originalName: text('original_name').notNull(),
    /** Decided by the bytes (documents/sniff.ts), not by the name or the browser. */
    kind: text('kind').$type<DocumentKind>().notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('cv_files_posting_idx').on(t.postingId)],
);

/** A tsvector, as PostgreSQL's full-text search stores words; written by SQL only (to_tsvector), never read. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** An applicant (postulación) to a posting, with the analysis of their current CV. */
export const applications = pgTable(
  'applications',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    postingId: integer('posting_id')
      .notNull()
      .references(() => jobPostings.id, { onDelete: 'cascade' }),
    cvFileId: integer('cv_file_id')
      .notNull()
      .references(() => cvFiles.id),
    analysisState: text('analysis_state').$type<AnalysisState>().notNull().default('pending'),
    analysisFailure: text('analysis_failure').$type<AnalysisFailure>(),
    /** Analyses started for the current CV; a job past the limit ends the analysis instead of retrying. */
    analysisAttempts: integer('analysis_attempts').notNull().default(0),
    /** When a worker last claimed the analysis: with analysedAt, how long reading the CV took. */
    analysisStartedAt: timestamp('analysis_started_at', { withTimezone: true }),
    /**
     * Until when the worker that claimed the analysis holds it (by the database's clock, which every process
     * shares); the worker renews it while it reads. Past it, the worker is taken as gone and another one
     * takes the analysis over (analysis.jobs.ts).
     */
    analysisLeaseUntil: timestamp('analysis_lease_until', { withTimezone: true }),
    /**
     * Queued again because the posting's conditions changed (decision 035); cleared when that analysis ends. The
     * old score stays shown until the new one is stored.
     */
    rescoring: boolean('rescoring').notNull().default(false),
    name: text('name'),
    email: text('email'),
    phone: text('phone'),
    score: real('score'),
    /** The summary in the posting's language: what readers get when there are no facts (decision 020). */
    summary: text('summary'),
    /** The summary as facts (the embedded engine), said in each reader's language when read (decision 020). */
    summaryFacts: jsonb('summary_facts').$type<CvSummaryFacts>(),
    cvLanguage: text('cv_language'),
    /** One entry per condition; the embedded engine's reasons carry their key and parameters (decision 020). */
    conditions: jsonb('conditions').$type<StoredCondition[]>().notNull().default([]),
    mandatoryNotMet: boolean('mandatory_not_met').notNull().default(false),
    /**
     * Every mandatory condition confirmed met, by the AI or a recruiter's correction (issue 34): the list's filter
     * "meets every mandatory condition". Kept with `score` by whatever stores verdicts.
     */
    mandatoryMet: boolean('mandatory_met').notNull().default(false),
    /** The CV's relevance to the position that the score weighed (0–1; engine.ts): a correction scores again with it. */
    relevance: real('relevance'),
    /** Which AI engine made the analysis: 'embedded' or 'openai:<model>'. */
    engine: text('engine'),
    analysedAt: timestamp('analysed_at', { withTimezone: true }),
    notes: text('notes'),
    /** The company's mark on the applicant; removing a mark leaves its applicants unmarked. */
    markId: integer('mark_id').references(() => marks.id, { onDelete: 'set null' }),
    /**
     * The stage of the company's pipeline the applicant is in. Never null in the database (migration 0020 sets it
     * NOT NULL): an applicant inserted without one starts in the company's first stage (a trigger), so intake,
     * imports and merges need not know about stages.
     */
    stageId: integer('stage_id').references(() => stages.id),
    screeningState: text('screening_state'),
    screeningSummary: text('screening_summary'),
    /** The interview summary's facts, mirrored for the list, which says them in the reader's language. */
    screeningSummaryFacts: jsonb('screening_summary_facts'),
    /** The recruiter interviewed them although the AI advised against it (issue 15): who, when and why. */
    screeningOverride: jsonb('screening_override').$type<ScreeningOverride>(),
    /**
     * The applicant of an earlier posting this one was imported from (modules/imports): the same source
     * applicant is imported into a posting once. Gone sources leave it null.
     */
    importedFromApplicationId: integer('imported_from_application_id').references((): AnyPgColumn => applications.id, {
      onDelete: 'set null',
    }),
    /**
     * The applicant the recruiter merged this one into (the same person who applied twice). Set only by the
     * recruiter, never by what a CV prints (decision 017): the row keeps its CV, analysis, notes, mark and
     * interview, is shown inside the one it was merged into, and leaves the list and the counts until it is
     * separated again.
     */
    mergedIntoId: integer('merged_into_id').references((): AnyPgColumn => applications.id, { onDelete: 'set null' }),
    /**
     * The consent the candidate gave on the public page (issue 19): the version of the notice's text they read (with
     * its language, e.g. '2026-11-25:es') and when. Null for CVs the company imported (its own lawful basis).
     */
    consentVersion: text('consent_version'),
    consentAt: timestamp('consent_at', { withTimezone: true }),
    /**
     * When the candidate deleted the application through their private link (issue 19): the row stays, without any
     * personal data, so the recruiter sees that someone withdrew; its CV, text, analysis, interview and e-mails are gone.
     */
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Name and notes as the recruiter's search reads them: lowercased, without accents (f_unaccent, migration
     * 0004). Stored, so rechecking the rows the trigram index proposes does not call f_unaccent per row.
     */
    searchText: text('search_text').generatedAlwaysAs(
      sql`f_unaccent(lower(coalesce(name, '') || ' ' || coalesce(notes, '')))`,
    ),
    /**
     * The words of the CV's text (decision 038): to_tsvector('simple') of f_unaccent(lower(text)), positions
     * stripped; null until the text was read. The text itself is in application_cv_texts. Searched through
     * applicant_search, which a trigger fills from this column, the name and the notes (decision 041).
     */
    cvSearch: tsvector('cv_search'),
  },
  (t) => [
    // The recruiter's list (POST /jobsearch/page, the detail): best first, then newest, read in index order.
    // Merged applicants are shown inside another one, never in the list.
    index('applications_posting_score_idx')
      .on(t.postingId, t.score.desc().nullsLast(), t.id.desc())
      .where(sql`merged_into_id is null`),
    // The same list filtered by marks (filtro.marcas).
    index('applications_posting_mark_score_idx')
      .on(t.postingId, t.markId, t.score.desc().nullsLast(), t.id.desc())
      .where(sql`merged_into_id is null`),
    // The same list filtered by stage (filtro.etapas, a board column); it also serves moving a removed stage's applicants.
    index('applications_posting_stage_score_idx')
      .on(t.postingId, t.stageId, t.score.desc().nullsLast(), t.id.desc())
      .where(sql`merged_into_id is null`),
    index('applications_stage_idx').on(t.stageId),
    // The applicants merged into the ones of a page.
    index('applications_merged_into_idx').on(t.mergedIntoId).where(sql`merged_into_id is not null`),
    // A searched term without letters or digits ("%", "_"), looked for in the name and notes as it is typed
    // (LIKE '%term%'; words are searched in applicant_search). fastupdate off: PGlite has no autovacuum to flush GIN's
    // pending list, which every search would otherwise read through (migration 0006).
    index('applications_search_text_trgm_idx')
      .using('gin', t.searchText.op('gin_trgm_ops'))
      .with({ fastupdate: false }),
    // The list sorted by date (newest first) and by name (A to Z, accents ignored), read in index order; the
    // dashboard's count of applicants new since a date reads the first one too.
    index('applications_posting_created_idx')
      .on(t.postingId, t.createdAt.desc(), t.id.desc())
      .where(sql`merged_into_id is null`),
    index('applications_posting_name_idx')
      .on(t.postingId, sql`f_unaccent(lower(name))`, t.id.desc())
      .where(sql`merged_into_id is null`),
    // Possible duplicates (the same e-mail or phone within the posting) are flagged for the recruiter.
    index('applications_posting_email_idx').on(t.postingId, t.email),
    index('applications_posting_phone_idx').on(t.postingId, t.phone),
    // An import never brings the same source applicant into a posting twice; leading with the source, it
    // also serves the foreign key's "set null" when a source applicant is removed (merged).
    uniqueIndex('applications_imported_from_posting_idx')
      .on(t.importedFromApplicationId, t.postingId)
      .where(sql`imported_from_application_id is not null`),
    // Analyses not yet ended, counted by the benchmarks and the tests.
    index('applications_unfinished_idx')
      .on(t.updatedAt)
      .where(sql`analysis_state in ('pending', 'processing')`),
    // A re-score's progress (the ones still waiting). The dashboard's "new since you last opened it" reads
    // applications_posting_created_idx above.
    index('applications_rescoring_idx').on(t.postingId).where(sql`rescoring`),
    // Analyses whose worker stopped renewing its claim are found by every worker's sweep.
    index('applications_analysis_lease_idx')
      .on(t.analysisLeaseUntil)
      .where(sql`analysis_state = 'processing'`),
  ],
);

/**
 * How many of a posting's applicants have each mark and each score, kept by triggers on applications
 * (migration 0006). Scores have one decimal (ai/score.ts), so a posting has at most 102 score rows per mark.
 * The applicants page reads its mark totals here, and jumps to a deep page's first score instead of
 * walking the score index from the top. `mark_id` 0 is no mark and `score` -1 is no score (unscored
 * applicants come last, as -1 sorts), so the key has no nulls.
 */
export const applicationCounts = pgTable(
  'application_counts',
  {
    postingId: integer('posting_id')
      .notNull()
      .references(() => jobPostings.id, { onDelete: 'cascade' }),
    markId: integer('mark_id').notNull(),
    score: real('score').notNull(),
    applicants: integer('applicants').notNull(),
  },
  (t) => [primaryKey({ columns: [t.postingId, t.markId, t.score] })],
);

/**
 * The text read from an applicant's current CV, kept for the CV-text search's snippets and for imports (decision
 * 038). Written with applications.cv_search when the analysis reads the CV; an empty text was read and held none.
 */
export const applicationCvTexts = pgTable('application_cv_texts', {
  applicationId: integer('application_id')
    .primaryKey()
    .references(() => applications.id, { onDelete: 'cascade' }),
  text: text('text').notNull(),
});

/**
 * What the recruiter's text search reads (decision 041): one row per applicant shown in the list (merged ones are
 * left out), with the words of the name, the notes and the CV in one tsvector (unaccented, lowercased, positions
 * stripped), so a searched word is one GIN lookup and counting its matches reads this narrow table, not the wide
 * applications rows. Written only by the trigger on applications (migration 0023), in the applicant's own
 * statement; never written by code.
 */
export const applicantSearch = pgTable(
  'applicant_search',
  {
    applicationId: integer('application_id')
      .primaryKey()
      .references(() => applications.id, { onDelete: 'cascade' }),
    companyId: integer('company_id').notNull(),
    postingId: integer('posting_id').notNull(),
    words: tsvector('words').notNull(),
    /** applications.score, kept by the same trigger: a new search's best matches are sorted here. */
    score: real('score'),
  },
  (t) => [
    // POST /jobsearch/page with text: words @@ 'w1':* & 'w2':*. fastupdate off, as every GIN index here (no
    // autovacuum on PGlite to flush the pending list).
    index('applicant_search_words_idx').using('gin', t.words).with({ fastupdate: false }),
    // A search matching many applicants: its best ones are found walking this from the top (decision 041).
    index('applicant_search_posting_score_idx').on(t.postingId, t.score.desc().nullsLast(), t.applicationId.desc()),
  ],
);
