import { NO_MARK_ID } from '@postula/contract/constants';
import type { Mark, SetMarksRequest } from '@postula/contract/marks';
import { BULK_FILTER_MAX } from '@postula/contract/applicants';
import { bulkFilter, refusingTooMany } from '../applicants/search/matching.usecases';
import { requirePosting } from '../postings/require-posting';
import type { Db } from '../../platform/db/database';
import { AppError, notFound } from '../../platform/http/app-error';
import type { Session } from '../../platform/http/router';
import * as repo from './marks.repository';
import { byRecruiter } from '../audit/audit.repository';

export interface MarksDeps {
  db: Db;
}

export interface MarkFields {
  nombre: string;
  color: string;
}

export const toMark = (row: repo.MarkRow): Mark => ({ marca_id: row.id, nombre: row.name, color: row.color });

/** The contract has trimmed the name; inner runs of spaces are folded so "VIP  " and "VIP" are one name. */
const clean = (fields: MarkFields) => ({ name: fields.nombre.replace(/\s+/g, ' '), color: fields.color.toLowerCase() });

async function refusingDuplicates<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof repo.DuplicateMarkName) throw new AppError('mark_name_taken', 409, { field: 'nombre', cause: error });
    throw error;
  }
}

export async function listMarks(deps: MarksDeps, session: Session): Promise<Mark[]> {
  return (await repo.listMarks(deps.db, session.companyId)).map(toMark);
}

export async function createMark(deps: MarksDeps, session: Session, fields: MarkFields): Promise<Mark> {
  return toMark(await refusingDuplicates(() => repo.insertMark(deps.db, session.companyId, clean(fields))));
}

/** Another company's mark, or none, answers 404. */
export async function updateMark(deps: MarksDeps, session: Session, id: number, fields: MarkFields): Promise<Mark> {
  const row = await refusingDuplicates(() => repo.updateMark(deps.db, session.companyId, id, clean(fields)));
  if (!row) throw notFound();
  return toMark(row);
}

/** The company's own mark, for applying it to an applicant; another company's answers 404. */
export async function ownMark(deps: MarksDeps, session: Session, id: number): Promise<Mark> {
  const row = await repo.findMark(deps.db, session.companyId, id);
  if (!row) throw notFound();
  return toMark(row);
}

/** How many of the company's applicants carry its mark; another company's mark answers 404. */
export async function markUsage(deps: MarksDeps, session: Session, id: number) {
  await ownMark(deps, session, id);
  return { postulaciones: await repo.markUsage(deps.db, session.companyId, id) };
}

/** Removes the company's mark; its applicants are left unmarked. Another company's mark answers 404. */
export async function deleteMark(deps: MarksDeps, session: Session, id: number, ip: string) {
  const unmarked = await repo.deleteMark(deps.db, session.companyId, id, byRecruiter(session, ip));
  if (unmarked === null) throw notFound();
  return { desmarcadas: unmarked };
}

/**
 * The bulk bar's "Set mark": one mark (or none) on a selection of one posting's applicants, or on every one the
 * list's filter matches (at most BULK_FILTER_MAX, else 422 `bulk_too_many`), all or none.
 */
export async function setMarks(deps: MarksDeps, session: Session, request: SetMarksRequest, ip: string) {
  const { posting } = await requirePosting(deps.db, session, request.evaluacion_id);
  const mark = request.marca_id === NO_MARK_ID ? null : await ownMark(deps, session, request.marca_id);
  const markId = mark?.marca_id ?? null;
  const target = request.filtro
    ? { filter: await bulkFilter(deps.db, session, request.filtro), max: BULK_FILTER_MAX }
    : { ids: [...new Set(request.postulacion_ids)] };
  const audit = { by: byRecruiter(session, ip), mark: mark ? { marca_id: mark.marca_id, nombre: mark.nombre } : null };
  const changed = await refusingTooMany(() => repo.setMarks(deps.db, session.companyId, posting.id, target, markId, audit));
  if (changed === null) throw notFound();
  return { cambiadas: changed };
}
