import { eq } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database';
import { applications, cvFiles } from '../applicants.tables';

/** The applicant's current CV file, for the signed download link. */
export async function findCurrentCv(db: Db, applicationId: number) {
  const [row] = await db
    .select({ companyId: applications.companyId, postingId: applications.postingId, cvFile: cvFiles })
    .from(applications)
    .innerJoin(cvFiles, eq(cvFiles.id, applications.cvFileId))
    .where(eq(applications.id, applicationId));
  return row ?? null;
}
