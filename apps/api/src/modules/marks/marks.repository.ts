import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { applications } from '../applicants/applicants.tables';
import { putMark } from '../applicants/applicants.repository';
import type { ApplicantsFilter } from '../applicants/search/filter.repository';
import { matchingIds } from '../applicants/search/matching.repository';
import type { Db } from '../../platform/db/database';
import { marks } from './marks.tables';
import { recordAudit, recordAuditBatch, type AuditActorRef } from '../audit/audit.repository';

export type MarkRow = typeof marks.$inferSelect;

/** The unique index on (company, lower(name)) refused the row. */
export class DuplicateMarkName extends Error {}

const isUniqueViolation = (error: unknown): boolean => {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
};

async function refusingDuplicates<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw new DuplicateMarkName('duplicate mark name', { cause: error });
    throw error;
  }
}

/** The company's marks in the order they were created. */
export async function listMarks(db: Db, companyId: number): Promise<MarkRow[]> {
  return db.select().from(marks).where(eq(marks.companyId, companyId)).orderBy(asc(marks.id));
}

export async function findMark(db: Db, companyId: number, id: number): Promise<MarkRow | null> {
  const [row] = await db
    .select()
    .from(marks)
    .where(and(eq(marks.companyId, companyId), eq(marks.id, id)));
  return row ?? null;
}

export async function insertMark(db: Db, companyId: number, fields: { name: string; color: string }): Promise<MarkRow> {
  const [row] = await refusingDuplicates(() => db.insert(marks).values({ companyId, ...fields }).returning());
  return row!;
}

/** Null when the company has no such mark. */
export async function updateMark(
  db: Db,
  companyId: number,
  id: number,
  fields: { name: string; color: string },
): Promise<MarkRow | null> {
  const [row] = await refusingDuplicates(() =>
    db
      .update(marks)
      .set({ ...fields, updatedAt: new Date() })
      .where(and(eq(marks.companyId, companyId), eq(marks.id, id)))
      .returning(),
  );
  return row ?? null;
}

/** How many of the company's applicants carry the mark. */
export async function markUsage(db: Db, companyId: number, id: number): Promise<number> {
  const [row] = await db
    .select({ applicants: count() })
    .from(applications)
    .where(and(eq(applications.companyId, companyId), eq(applications.markId, id)));
  return row?.applicants ?? 0;
}

/**
 * Removes the company's mark; the foreign key leaves its applicants unmarked (and the count triggers follow).
 * How many were unmarked, or null when the company has no such mark. One entry of the activity log `by` the
 * recruiter keeps the mark's name and that count, in the same transaction (the applicants it was taken off
 * are not listed: the mark is the company's, the entry names no one).
 */
export async function deleteMark(db: Db, companyId: number, id: number, by: AuditActorRef): Promise<number | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: marks.id, name: marks.name })
      .from(marks)
      .where(and(eq(marks.companyId, companyId), eq(marks.id, id)))
      .for('update');
    if (!row) return null;
    const [usage] = await tx
      .select({ applicants: count() })
      .from(applications)
      .where(and(eq(applications.companyId, companyId), eq(applications.markId, id)));
    await tx.delete(marks).where(eq(marks.id, id));
    const unmarked = usage?.applicants ?? 0;
    await recordAudit(tx, {
      ...by,
      action: 'marca_eliminada',
      detail: { marca: { marca_id: row.id, nombre: row.name }, postulantes: unmarked },
    });
    return unmarked;
  });
}

/**
 * Puts `markId` (null: none) on the company's applicants `ids` of one posting, or on those of the posting a
 * filter matches, all or none: null, and nothing changed, when any id is not the company's applicant to that
 * posting; a filter matching more than `max` throws TooManyMatches, and nothing changed. How many changed.
 */
export async function setMarks(
  db: Db,
  companyId: number,
  postingId: number,
  target: { ids: number[] } | { filter: ApplicantsFilter; max: number },
  markId: number | null,
  audit: { by: AuditActorRef; mark: { marca_id: number; nombre: string } | null },
) {
  return db.transaction(async (tx) => {
    // By filter: the matching rows are read and locked here (the page's own conditions), then marked like ids.
    const ids =
      'filter' in target ? await matchingIds(tx, companyId, postingId, target.filter, { max: target.max, lock: true }) : target.ids;
    const scope = and(eq(applications.companyId, companyId), eq(applications.postingId, postingId), inArray(applications.id, ids));
    const found = await tx.select({ id: applications.id, markId: applications.markId }).from(applications).where(scope).for('update');
    if (found.length !== ids.length) return null;
    const changing = found.filter((a) => a.markId !== markId).map((a) => a.id);
    await putMark(tx, changing, markId);
    // One entry per applicant whose mark changed, in the same transaction.
    await recordAuditBatch(
      tx as unknown as Db,
      changing.map((id) => ({
        ...audit.by,
        action: 'marca_cambiada' as const,
        postingId,
        applicationId: id,
        detail: { marca: audit.mark, ...(changing.length > 1 ? { lote: changing.length } : {}) },
      })),
    );
    return changing.length;
  });
}
