import type { CreateJobRequest, PostingStatus } from '@postula/contract/postings';
import type { Logger } from 'pino';
import { AppError, notFound } from '../../platform/http/app-error';
import type { Session } from '../../platform/http/router';
import type { Queue } from '../../platform/queue/queue';
import type { FileStorage } from '../../platform/storage/file-storage';
import { queueRescore } from '../applicants/analysis/analysis.jobs';
import { earliestToday } from './postings.dates';
import * as repo from './management.repository';
import type { Posting } from './postings.repository';
import { checkValidUntil, postingFields, publicLink, type PostingsDeps } from './postings.usecases';
import { requirePosting } from './require-posting';
import { byRecruiter } from '../audit/audit.repository';

// Managing a posting after publishing it (issue 18, decision 035): edit, close and reopen, duplicate, delete.

export interface ManagementDeps extends Pick<PostingsDeps, 'db' | 'config'> {
  queue: Queue;
  storage: FileStorage;
  logger?: Pick<Logger, 'warn'>;
}

/** Open, closed by the recruiter, or past its valid-until date (by the earliest "today" on Earth). */
export function postingStatus(posting: Pick<Posting, 'closedAt' | 'validUntil'>, now = Date.now()): PostingStatus {
  if (posting.closedAt) return 'cerrado';
  return posting.validUntil < earliestToday(now) ? 'vencido' : 'abierto';
}

/**
 * Every field may change. A valid-until date already past is kept only when it is the one the posting has (a
 * recruiter fixing a typo in an expired posting need not reopen it); a new one follows the create call's rule.
 */
export async function updatePosting(deps: ManagementDeps, session: Session, id: number, input: CreateJobRequest) {
  const { posting } = await requirePosting(deps.db, session, id);
  if (input.valido_hasta !== posting.validUntil) checkValidUntil(input.valido_hasta);
  const updated = await repo.updatePosting(deps.db, session.companyId, id, postingFields(input));
  if (!updated) throw notFound();
  if (updated.rescoring > 0) await queueRescore(deps, id);
  return { evaluacion_id: id, recalificando: updated.rescoring };
}

export async function closePosting(deps: ManagementDeps, session: Session, id: number) {
  const closed = await repo.setClosed(deps.db, session.companyId, id, true);
  if (!closed) throw notFound();
  return { estado: postingStatus(closed), valido_hasta: closed.validUntil };
}

/** Reopening a posting whose valid-until date has passed needs a new one (400 validation, valido_hasta). */
export async function reopenPosting(deps: ManagementDeps, session: Session, id: number, validUntil: string | undefined) {
  const { posting } = await requirePosting(deps.db, session, id);
  if (validUntil) checkValidUntil(validUntil);
  else if (postingStatus({ closedAt: null, validUntil: posting.validUntil }) === 'vencido') {
    throw new AppError('validation', 400, { field: 'valido_hasta' });
  }
  const reopened = await repo.setClosed(deps.db, session.companyId, id, false, validUntil);
  if (!reopened) throw notFound();
  return { estado: postingStatus(reopened), valido_hasta: reopened.validUntil };
}

const DEFAULT_VALIDITY_DAYS = 30;

/**
 * A new open posting with the same fields, in the same language, and no applicants. Its valid-until date is
 * the original's when still ahead, or 30 days from today: the recruiter adjusts it in the form that opens.
 */
export async function duplicatePosting(deps: ManagementDeps, session: Session, id: number) {
  const { posting } = await requirePosting(deps.db, session, id);
  const inMonth = new Date(Date.now() + DEFAULT_VALIDITY_DAYS * 86_400_000).toISOString().slice(0, 10);
  const copy = await repo.insertCopy(deps.db, {
    companyId: session.companyId,
    position: posting.position,
    tasks: posting.tasks,
    mandatoryConditions: posting.mandatoryConditions,
    desirableConditions: posting.desirableConditions,
    maxCvs: posting.maxCvs,
    validUntil: posting.validUntil < earliestToday() ? inMonth : posting.validUntil,
    language: posting.language,
    sex: posting.sex,
  });
  return { evaluacion_id: copy.id, link: publicLink(deps, session.companyId, copy.id) };
}

/**
 * Removes the posting with everything of it, then its CVs from the storage. A file that cannot be removed
 * now is logged and left: its row is gone, so nothing links to it any more.
 */
export async function deletePosting(deps: ManagementDeps, session: Session, id: number, ip: string) {
  const removed = await repo.deletePosting(deps.db, session.companyId, id, byRecruiter(session, ip));
  if (!removed) throw notFound();
  const results = await Promise.allSettled(removed.storageKeys.map((key) => deps.storage.remove(key)));
  const failed = results.filter((r) => r.status === 'rejected').length;
  if (failed) deps.logger?.warn({ postingId: id, failed }, 'CV files of a deleted posting could not be removed from the storage');
  return { eliminados: removed.applicants };
}

/** The dashboard's postings with their counts and state (one query). */
export async function listPostings(deps: Pick<ManagementDeps, 'db'>, session: Session) {
  const rows = await repo.listWithCounts(deps.db, session.companyId, session.userId);
  return rows.map((row) => ({
    puesto: row.position,
    evaluacion_id: row.id,
    fecha_creacion: row.createdAt.toISOString(),
    estado: postingStatus(row),
    valido_hasta: row.validUntil,
    recibidos: row.received,
    analizados: row.analysed,
    nuevos: row.fresh,
    recalificacion: row.waiting > 0 ? { total: row.rescoreTotal, hechos: Math.max(0, row.rescoreTotal - row.waiting) } : null,
  }));
}

/** The posting's state and re-score progress for its screen, and the recruiter's visit for the dashboard. */
export async function openedPosting(deps: Pick<ManagementDeps, 'db'>, session: Session, posting: Posting) {
  const [recalificacion] = await Promise.all([
    repo.rescoreProgress(deps.db, posting.id, posting.rescoreTotal),
    repo.recordOpened(deps.db, session.userId, posting.id),
  ]);
  return { estado: postingStatus(posting), recalificacion };
}
