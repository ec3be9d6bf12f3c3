import { and, asc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database';
import { applications } from '../applicants.tables';
import { withPostingLock } from '../intake/intake.repository';
import type { Application } from '../applicants.repository';
import { recordAudit, recordAuditBatch, type AuditActorRef, type AuditRecord } from '../../audit/audit.repository';
import type { CorrectedVerdict } from '@postula/contract/applicants';
import { users } from '../../accounts/accounts.tables';
import { bumpApplicantsVersion } from '../../postings/postings.repository';
import { aiVerdictOf, conditionOf, correctionChanged, relevanceOf, standingOf, withCorrection, type ConditionRef } from './corrections';

export async function updateNotes(db: Db, applicationId: number, notes: string | null) {
  await db.update(applications).set({ notes, updatedAt: new Date() }).where(eq(applications.id, applicationId));
}

/**
 * Sets the notes or the mark of one of the company's applicants; false when there is no such applicant. `audit`
 * is the activity log's entry for it, recorded in the same transaction when the value really changed (saving
 * the same notes again, or the mark it already had, is no change).
 */
export async function updateReview(
  db: Db,
  companyId: number,
  applicationId: number,
  changes: { notes: string | null } | { markId: number | null },
  audit?: AuditRecord,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const scope = and(eq(applications.companyId, companyId), eq(applications.id, applicationId));
    const [before] = await tx.select({ notes: applications.notes, markId: applications.markId }).from(applications).where(scope).for('update');
    if (!before) return false;
    await tx.update(applications).set({ ...changes, updatedAt: new Date() }).where(scope);
    const changed = 'notes' in changes ? before.notes !== changes.notes : before.markId !== changes.markId;
    if (audit && changed) await recordAudit(tx, audit);
    return true;
  });
}

export type CorrectionOutcome = { score: number } | 'not_found' | 'withdrawn' | 'condition_gone';

/**
 * Sets the recruiter's verdict on one condition of the applicant's analysis, or takes it back to the AI's (`verdict`
 * null), and scores the applicant again by the engines' rule, in one transaction with the activity log's entry
 * `by` the user. Saving the verdict and reason already there changes and records nothing.
 */
export async function correctVerdict(
  db: Db,
  companyId: number,
  postingId: number,
  applicationId: number,
  change: ConditionRef & { verdict: CorrectedVerdict | null; reason: string | null },
  by: AuditActorRef & { userId: number },
): Promise<CorrectionOutcome> {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const scope = and(eq(applications.companyId, companyId), eq(applications.postingId, postingId), eq(applications.id, applicationId));
    const [row] = await tx
      .select({ conditions: applications.conditions, score: applications.score, relevance: applications.relevance, withdrawnAt: applications.withdrawnAt })
      .from(applications)
      .where(scope)
      .for('update');
    if (!row) return 'not_found';
    if (row.withdrawnAt) return 'withdrawn';
    const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, by.userId));
    const conditions = withCorrection(row.conditions, change, change.verdict, {
      reason: change.reason,
      userId: by.userId,
      user: user?.email ?? '',
      at: new Date().toISOString(),
    });
    if (!conditions) return 'condition_gone';
    const before = conditionOf(row.conditions, change)!;
    // Saving what is there is no change: the correction keeps who made it and when.
    if (!correctionChanged(before, conditionOf(conditions, change)!)) return { score: row.score ?? 0 };
    // The relevance is fixed before the verdicts change: an old analysis's is read back from its own verdicts.
    const relevance = relevanceOf(row);
    const standing = standingOf(conditions, relevance);
    await tx.update(applications).set({ conditions, relevance, ...standing, updatedAt: new Date() }).where(scope);
    await recordAudit(tx, {
      ...by,
      action: 'veredicto_corregido',
      postingId,
      applicationId,
      detail: {
        veredicto: { condicion: change.condition, ia: aiVerdictOf(before), antes: before.verdict, despues: change.verdict },
        ...(change.verdict !== null ? { con_motivo: change.reason !== null } : {}),
      },
    });
    // The list's cached totals ("meets every mandatory condition") are kept by the posting's version.
    await bumpApplicantsVersion(tx, postingId);
    return { score: standing.score };
  });
}

/** At most this many possible duplicates are listed per applicant; the answer says when there are more. */
export const DUPLICATES_SHOWN = 5;

export interface PossibleDuplicate {
  id: number;
  name: string | null;
  email: string | null;
  phone: string | null;
  score: number | null;
  createdAt: Date;
  cvFileId: number;
}

/**
 * Other applicants of the posting (not merged into anyone) with one of these e-mails or phones: the possible
 * repeats the recruiter is shown, never acted on (decision 017). At most DUPLICATES_SHOWN + 1 per value, so an
 * office phone shared by hundreds of CVs costs a few rows; each lookup reads the (posting, e-mail) or
 * (posting, phone) index.
 */
export async function sharingContact(db: Db, postingId: number, values: { emails: string[]; phones: string[] }): Promise<PossibleDuplicate[]> {
  if (values.emails.length === 0 && values.phones.length === 0) return [];
  const list = (items: string[]) => sql`array[${sql.join([sql`null`, ...items.map((value) => sql`${value}`)], sql`, `)}]::text[]`;
  const same = (column: 'email' | 'phone', items: string[]) => sql`
    select d.id, d.name, d.email, d.phone, d.score, d.created_at, d.cv_file_id
    from unnest(${list(items)}) as v(value)
    cross join lateral (
      select a.id, a.name, a.email, a.phone, a.score, a.created_at, a.cv_file_id from ${applications} a
      where a.posting_id = ${postingId} and a.${sql.raw(column)} = v.value and a.merged_into_id is null
      order by a.id limit ${DUPLICATES_SHOWN + 1}
    ) d`;
  // One round trip for both: the list refreshes every 5 s.
  const result = await db.execute(sql`${same('email', values.emails)} union all ${same('phone', values.phones)}`);
  type Row = { id: number; name: string | null; email: string | null; phone: string | null; score: number | null; created_at: string | Date; cv_file_id: number };
  const rows = (result as unknown as { rows: Row[] }).rows;
  const found = new Map<number, PossibleDuplicate>();
  for (const row of rows) {
    found.set(Number(row.id), {
      id: Number(row.id),
      name: row.name,
      email: row.email,
      phone: row.phone,
      score: row.score === null ? null : Number(row.score),
      createdAt: new Date(row.created_at),
      cvFileId: Number(row.cv_file_id),
    });
  }
  return [...found.values()];
}

/** The applicants merged into these ones, oldest first. */
export async function mergedInto(db: Db, ids: number[]): Promise<Application[]> {
  if (ids.length === 0) return [];
  return db.select().from(applications).where(inArray(applications.mergedIntoId, ids)).orderBy(asc(applications.id));
}

export type MergeOutcome = 'merged' | 'not_found' | 'same' | 'already_merged' | 'withdrawn';

/**
 * Merges `duplicateId` (and whoever had been merged into it) into `keptId`, both of the company's posting:
 * only what the recruiter asked, under the posting's lock. Nothing is removed: the merged rows keep all they
 * hold and can be separated again. Each applicant moved is an entry of the activity log `by` the recruiter, in
 * the same transaction.
 */
export async function merge(
  db: Db,
  companyId: number,
  postingId: number,
  keptId: number,
  duplicateId: number,
  by: AuditActorRef,
): Promise<MergeOutcome> {
  if (keptId === duplicateId) return 'same';
  return withPostingLock(db, postingId, async (tx) => {
    const rows = await tx
      .select({ id: applications.id, mergedIntoId: applications.mergedIntoId, withdrawnAt: applications.withdrawnAt })
      .from(applications)
      .where(and(eq(applications.companyId, companyId), eq(applications.postingId, postingId), inArray(applications.id, [keptId, duplicateId])));
    if (rows.length !== 2) return 'not_found';
    // A candidate who erased their data is nobody's duplicate any more (issue 19).
    if (rows.some((r) => r.withdrawnAt !== null)) return 'withdrawn';
    if (rows.some((r) => r.mergedIntoId !== null)) return 'already_merged';
    const moved = await tx
      .update(applications)
      .set({ mergedIntoId: keptId, updatedAt: new Date() })
      .where(and(eq(applications.postingId, postingId), or(eq(applications.id, duplicateId), eq(applications.mergedIntoId, duplicateId))))
      .returning({ id: applications.id });
    await recordAuditBatch(
      tx,
      moved.map(({ id }) => ({
        ...by,
        action: 'postulante_unido' as const,
        postingId,
        applicationId: id,
        detail: { unido_a: keptId, ...(moved.length > 1 ? { lote: moved.length } : {}) },
      })),
    );
    return 'merged';
  });
}

/**
 * Takes a merged applicant out again, back into the list; false when it is not a merged one of the posting. The
 * activity log's entry, `by` the recruiter, names the applicant it was merged into.
 */
export async function separate(db: Db, companyId: number, postingId: number, applicationId: number, by: AuditActorRef): Promise<boolean> {
  return withPostingLock(db, postingId, async (tx) => {
    const scope = and(
      eq(applications.companyId, companyId),
      eq(applications.postingId, postingId),
      eq(applications.id, applicationId),
      isNotNull(applications.mergedIntoId),
    );
    const [merged] = await tx.select({ keptId: applications.mergedIntoId }).from(applications).where(scope);
    if (!merged?.keptId) return false;
    await tx.update(applications).set({ mergedIntoId: null, updatedAt: new Date() }).where(scope);
    await recordAudit(tx, { ...by, action: 'postulante_separado', postingId, applicationId, detail: { separado_de: merged.keptId } });
    return true;
  });
}
