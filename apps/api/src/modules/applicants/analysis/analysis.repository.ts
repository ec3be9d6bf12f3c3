import { and, count, asc, eq, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { AnalysisFailure } from '@postula/contract/applicants';
import type { CvAnalysis } from '../../../engine/engine';
import type { Db } from '../../../platform/db/database';
import { jobPostings } from '../../postings/postings.tables';
import { applications, applicationCvTexts, cvFiles } from '../applicants.tables';
import { bumpApplicantsVersion } from '../../postings/postings.repository';
import { recordAnalysis } from '../../audit/audit.repository';
import { engineIdentity } from '../../../engine/engine-version';
import { relevanceFrom } from '../../../engine/score';
import { keepCorrections, mandatoryMetOf, standingOf } from '../review/corrections';

/** Everything the analysis of one applicant needs. */
export async function findForAnalysis(db: Db, applicationId: number) {
  const [row] = await db
    .select({ application: applications, cvFile: cvFiles, posting: jobPostings })
    .from(applications)
    .innerJoin(cvFiles, eq(cvFiles.id, applications.cvFileId))
    .innerJoin(jobPostings, eq(jobPostings.id, applications.postingId))
    .where(eq(applications.id, applicationId));
  return row ?? null;
}

/**
 * Claims the analysis of this CV for `leaseSeconds`: moves it to `processing`, counts the attempt and sets
 * the time until which this worker holds it. Null when there is nothing to do: the applicant is gone (its
 * upload was undone), its analysis already ended, or another worker holds it now. Times are the database's,
 * the one clock every API and worker process shares.
 */
export async function startAnalysis(db: Db, applicationId: number, cvFileId: number, leaseSeconds: number) {
  const [row] = await db
    .update(applications)
    .set({
      analysisState: 'processing',
      analysisAttempts: sql`${applications.analysisAttempts} + 1`,
      analysisStartedAt: new Date(),
      analysisLeaseUntil: leaseFromNow(leaseSeconds),
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(applications.id, applicationId),
        eq(applications.cvFileId, cvFileId),
        or(eq(applications.analysisState, 'pending'), and(eq(applications.analysisState, 'processing'), leaseExpired)),
      ),
    )
    .returning({ attempts: applications.analysisAttempts });
  return row ?? null;
}

const leaseFromNow = (seconds: number) => sql`now() + make_interval(secs => ${seconds})`;
const leaseExpired = or(isNull(applications.analysisLeaseUntil), lt(applications.analysisLeaseUntil, sql`now()`));

/** The worker still reading the CV keeps holding it for another `leaseSeconds`. */
export async function renewLease(db: Db, applicationId: number, cvFileId: number, leaseSeconds: number) {
  await db
    .update(applications)
    .set({ analysisLeaseUntil: leaseFromNow(leaseSeconds) })
    .where(and(eq(applications.id, applicationId), eq(applications.cvFileId, cvFileId), eq(applications.analysisState, 'processing')));
}

/** The worker gives the analysis up (its attempt failed and will be retried): any worker may claim it at once. */
export async function releaseLease(db: Db, applicationId: number, cvFileId: number) {
  await db
    .update(applications)
    .set({ analysisLeaseUntil: null })
    .where(and(eq(applications.id, applicationId), eq(applications.cvFileId, cvFileId), eq(applications.analysisState, 'processing')));
}

const stillCurrent = (applicationId: number, cvFileId: number) =>
  and(eq(applications.id, applicationId), eq(applications.cvFileId, cvFileId), ne(applications.analysisState, 'done'));

export async function storeFailure(db: Db, applicationId: number, cvFileId: number, reason: AnalysisFailure) {
  const changed = await db
    .update(applications)
    .set({
      analysisState: 'failed',
      analysisFailure: reason,
      analysisLeaseUntil: null,
      rescoring: false,
      analysedAt: new Date(),
      updatedAt: new Date(),
    })
    .where(stillCurrent(applicationId, cvFileId))
    .returning({ postingId: applications.postingId });
  // The state filter's totals are cached by the posting's version (search/totals.ts): a failure changes them.
  if (changed[0]) await bumpApplicantsVersion(db, changed[0].postingId);
}

/** Past this many characters a CV's text is kept cut: no CV is that long, and a tsvector holds at most 1 MB. */
export const CV_TEXT_MAX_CHARS = 100_000;

/**
 * Keeps the text read from the applicant's current CV for the recruiter's search (decision 038): the text for the
 * passage shown beside a match, its words (unaccented, lowercased, positions stripped) in applications.cv_search.
 * Only while `cvFileId` is still the applicant's CV. Bumps the posting's version: cached search totals may change.
 */
export async function storeCvText(db: Db, applicationId: number, cvFileId: number, text: string): Promise<void> {
  const kept = text.replaceAll('\u0000', '').slice(0, CV_TEXT_MAX_CHARS);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(applications)
      .set({ cvSearch: sql`strip(to_tsvector('simple', f_unaccent(lower(${kept}))))` })
      .where(and(eq(applications.id, applicationId), eq(applications.cvFileId, cvFileId)))
      .returning({ postingId: applications.postingId });
    if (!row) return;
    await tx
      .insert(applicationCvTexts)
      .values({ applicationId, text: kept })
      .onConflictDoUpdate({ target: applicationCvTexts.applicationId, set: { text: kept } });
    await bumpApplicantsVersion(tx as unknown as Db, row.postingId);
  });
}

/**
 * Stores an analysis on its applicant and, given the `inputHash` of what the engine read, logs it in the
 * analysis log in the same transaction (the analysis job always gives it; tests that set a score by hand may
 * not). What the CV prints (name, e-mail, phone) is stored as read and never
 * merges, replaces or removes any other applicant (decision 017): a probable repeat is only flagged to the
 * recruiter. Idempotent: storing it again, or after the analysis ended, changes nothing. Given `postingVersion`,
 * stored only while the posting is still at it, the scoring version the analysis read (decision 035): false when the
 * recruiter changed the conditions meanwhile, and the analysis must be made again.
 */
export async function storeAnalysis(
  db: Db,
  applicationId: number,
  cvFileId: number,
  analysis: CvAnalysis,
  engine: string,
  postingVersion?: number,
  inputHash?: string,
): Promise<boolean> {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    // The recruiter's corrections of the analysis before stay (issue 34): the score follows the verdicts that count.
    const [before] = await tx.select({ conditions: applications.conditions }).from(applications).where(stillCurrent(applicationId, cvFileId)).for('update');
    if (!before) return false;
    const conditions = keepCorrections(analysis.conditions, before.conditions);
    const standing = conditions.some((condition) => condition.correction)
      ? standingOf(conditions, analysis.relevance ?? relevanceFrom(analysis.score, analysis.conditions))
      : { score: analysis.score, mandatoryNotMet: analysis.mandatoryNotMet, mandatoryMet: mandatoryMetOf(conditions) };
    const stored = await tx
      .update(applications)
      .set({
        analysisState: 'done',
        analysisLeaseUntil: null,
        analysisFailure: null,
        rescoring: false,
        name: analysis.name,
        email: analysis.email?.toLowerCase() ?? null,
        phone: analysis.phone,
        score: standing.score,
        summary: analysis.summary,
        summaryFacts: analysis.summaryFacts ?? null,
        cvLanguage: analysis.language,
        conditions,
        mandatoryNotMet: standing.mandatoryNotMet,
        mandatoryMet: standing.mandatoryMet,
        relevance: analysis.relevance ?? null,
        engine,
        analysedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(
        and(
          stillCurrent(applicationId, cvFileId),
          postingVersion === undefined
            ? undefined
            : sql`exists (select 1 from ${jobPostings} where ${jobPostings.id} = ${applications.postingId} and ${jobPostings.scoringVersion} = ${postingVersion})`,
        ),
      )
      .returning({ postingId: applications.postingId, companyId: applications.companyId });
    const row = stored[0];
    if (!row) return false;
    // The state and "meets every mandatory condition" totals are cached by the posting's version: bump it even
    // when the score came out the same (the trigger bumps it only for a new score).
    await bumpApplicantsVersion(tx, row.postingId);
    // The analysis log (AI Act Art. 12): what read the CV, a fingerprint of what it read, what it concluded.
    if (inputHash !== undefined) {
      const { engine: name, version } = engineIdentity(engine);
      await recordAnalysis(tx, {
        companyId: row.companyId,
        postingId: row.postingId,
        applicationId,
        engine: name,
        engineVersion: version,
        inputHash,
        score: analysis.score,
        mandatoryNotMet: analysis.mandatoryNotMet,
        verdicts: analysis.conditions.map((c) => ({ kind: c.kind, condition: c.condition, verdict: c.verdict })),
      });
    }
    return true;
  });
}

/**
 * The posting as it is now, for an analysis whose store found nothing to store (decision 035); null when the
 * applicant is gone or its analysis is no longer this one to end.
 */
export async function currentPosting(db: Db, applicationId: number, cvFileId: number) {
  const [row] = await db
    .select({ posting: jobPostings })
    .from(applications)
    .innerJoin(jobPostings, eq(jobPostings.id, applications.postingId))
    .where(stillCurrent(applicationId, cvFileId));
  return row?.posting ?? null;
}

/**
 * Analyses claimed by a worker and not finished since `before`. Pending ones are not listed: each has its
 * job in the queue from the moment its upload was accepted.
 */
/** Analyses claimed by a worker that stopped renewing its claim (it was killed, or its machine is gone). */
export async function findAbandoned(db: Db) {
  return db
    .select({
      id: applications.id,
      cvFileId: applications.cvFileId,
      attempts: applications.analysisAttempts,
      companyId: applications.companyId,
      postingId: applications.postingId,
    })
    .from(applications)
    .where(and(eq(applications.analysisState, 'processing'), leaseExpired))
    .orderBy(asc(applications.id));
}

/** Applicants, of any posting, whose analysis has not ended. */
export async function countUnfinishedAnalyses(db: Db): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(applications)
    .where(inArray(applications.analysisState, ['pending', 'processing']));
  return row?.total ?? 0;
}

/** A posting's scoring version and its applicants waiting to be scored again at it (decision 035). */
export async function rescoreWaiting(db: Db, postingId: number) {
  const [posting] = await db
    .select({ version: jobPostings.scoringVersion, companyId: jobPostings.companyId })
    .from(jobPostings)
    .where(eq(jobPostings.id, postingId));
  if (!posting) return null;
  const waiting = await db
    .select({ id: applications.id, cvFileId: applications.cvFileId })
    .from(applications)
    .where(and(eq(applications.postingId, postingId), eq(applications.rescoring, true), eq(applications.analysisState, 'pending')))
    .orderBy(asc(applications.id));
  return { version: posting.version, companyId: posting.companyId, waiting };
}

/** Postings whose re-score jobs were not all sent: the process that edited them stopped in between. */
export async function findUnsentRescores(db: Db) {
  const rows = await db
    .select({ id: jobPostings.id })
    .from(jobPostings)
    .where(sql`${jobPostings.rescoredVersion} <> ${jobPostings.scoringVersion}`);
  return rows.map((r) => r.id);
}

/**
 * Analysed applicants whose CV text was never kept (analysed before decision 038), oldest first: their text is read
 * again in the background (cv-text.jobs.ts). Through the primary keys: a kept text is a row of application_cv_texts.
 */
export async function withoutCvText(db: Db, limit: number) {
  return db
    .select({ id: applications.id, cvFileId: applications.cvFileId, storageKey: cvFiles.storageKey })
    .from(applications)
    .innerJoin(cvFiles, eq(cvFiles.id, applications.cvFileId))
    .where(
      and(
        eq(applications.analysisState, 'done'),
        isNull(applications.withdrawnAt),
        sql`not exists (select 1 from ${applicationCvTexts} where ${applicationCvTexts.applicationId} = ${applications.id})`,
      ),
    )
    .orderBy(asc(applications.id))
    .limit(limit);
}
