import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { marks } from './marks.tables';

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
