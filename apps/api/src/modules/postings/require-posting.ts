import type { Db } from '../../platform/db/database';
import { notFound } from '../../platform/http/app-error';
import type { Session } from '../../platform/http/router';
import { findPosting } from './postings.repository';

/**
 * The session's company's own posting, with the company's name. Another company's posting, or none, answers
 * 404 (the same answer, so ids reveal nothing): every call that names a posting starts here.
 */
export async function requirePosting(db: Db, session: Session, postingId: number) {
  const found = await findPosting(db, session.companyId, postingId);
  if (!found) throw notFound();
  return found;
}
