import { NO_MARK_ID, type Language } from '@postula/contract/constants';
import type { MergeApplicantsRequest, SeparateApplicantRequest } from '@postula/contract/applicant';
import type { ApplicantsPageRequest, UpdateApplicantRequest } from '@postula/contract/jobsearch';
import type { Db } from '../../platform/db/database';
import { AppError, notFound } from '../../platform/http/app-error';
import { interpolate, type Translations } from '../../platform/i18n/language';
import type { Session } from '../../platform/http/router';
import { findPosting } from '../jobsearch/jobsearch.repository';
import { ownMark } from '../marks/marks.usecases';
import type { CvLinks } from './applications.cv-link';
import type { TotalsCache } from './applications.totals';
import * as repo from './applications.repository';
import { toApplicants } from './applications.view';

/** The recruiter's review of a posting's applicants: the paged list, notes and marks (spec §2, §5, §7), merges. */
export interface ReviewDeps {
  db: Db;
  cvLinks: CvLinks;
  /** Search totals by posting version: the list refreshes and pages through the same search. */
  totals: TotalsCache;
}

type Key = 'notesSaved' | 'markSaved' | 'merged' | 'separated';

const texts: Translations<Key> = {
  es: {
    notesSaved: 'Notas guardadas.',
    markSaved: 'Marca actualizada.',
    merged: 'Postulantes unidos: el CV, las notas, la marca y la entrevista de cada uno siguen disponibles.',
    separated: 'El postulante volvió a la lista por separado.',
  },
  en: {
    notesSaved: 'Notes saved.',
    markSaved: 'Mark updated.',
    merged: "Applicants merged: each one's CV, notes, mark and interview are still available.",
    separated: 'The applicant is back in the list on their own.',
  },
  pt: {
    notesSaved: 'Notas salvas.',
    markSaved: 'Marca atualizada.',
    merged: 'Candidatos unidos: o currículo, as notas, a marca e a entrevista de cada um continuam disponíveis.',
    separated: 'O candidato voltou à lista separadamente.',
  },
};

async function ownPosting(deps: ReviewDeps, session: Session, postingId: number) {
  const found = await findPosting(deps.db, session.companyId, postingId);
  if (!found) throw notFound();
  return found.posting;
}

/**
 * POST /jobsearch/page. `total_cv_recibidos` is the number of applicants matching the filter, not of the
 * whole posting: the client computes its page count as ceil(total/20) (spec §9), so any other number would
 * page into emptiness; with no filter it is the posting's received count the header shows (spec §2).
 * A page past the last one is an empty list with the same total.
 */
export async function applicantsPage(deps: ReviewDeps, session: Session, request: ApplicantsPageRequest, language: Language) {
  const posting = await ownPosting(deps, session, request.evaluacion_id);
  // Spec §5: the mark filter value -1 means all marks.
  const markIds = request.filtro.marcas.includes(NO_MARK_ID) ? [] : [...new Set(request.filtro.marcas)];
  const { rows, total } = await repo.applicantsPage(
    deps.db,
    session.companyId,
    posting.id,
    { text: request.filtro.nombre_o_notas, markIds },
    { offset: (request.numero_pagina - 1) * request.cantidad_por_pagina, limit: request.cantidad_por_pagina },
    { totals: deps.totals, version: posting.applicantsVersion },
  );
  return { postulaciones: await toApplicants(deps.db, deps.cvLinks, session.companyId, rows, language), total_cv_recibidos: total };
}

/**
 * POST /jobsearch/applicant. Notes are kept exactly as typed (the web renders them as text, never as
 * markup); notes of only blanks are none. Mark -1 removes the mark; another company's mark answers 404.
 */
export async function updateApplicant(deps: ReviewDeps, session: Session, request: UpdateApplicantRequest, language: Language) {
  const posting = await ownPosting(deps, session, request.evaluacion_id);
  const applicant = await repo.findApplicant(deps.db, session.companyId, posting.id, request.postulacion_id);
  if (!applicant) throw notFound();
  const { datos } = request;
  if ('nota' in datos) {
    await repo.updateReview(deps.db, session.companyId, applicant.id, { notes: datos.nota.trim() ? datos.nota : null });
    return { message: interpolate(texts[language].notesSaved, {}) };
  }
  const markId = datos.marca_id === NO_MARK_ID ? null : (await ownMark(deps, session, datos.marca_id)).marca_id;
  await repo.updateReview(deps.db, session.companyId, applicant.id, { markId });
  return { message: interpolate(texts[language].markSaved, {}) };
}

/**
 * POST /jobsearch/applicant/merge: the recruiter says two applicants of the posting are one person (decision
 * 017). The duplicate, and whoever had been merged into it, is shown inside the applicant kept, with its own
 * CV, notes, mark and interview, and leaves the list and the counts. Another company's posting or applicant
 * answers 404.
 */
export async function mergeApplicants(deps: ReviewDeps, session: Session, request: MergeApplicantsRequest, language: Language) {
  const posting = await ownPosting(deps, session, request.evaluacion_id);
  const outcome = await repo.merge(deps.db, session.companyId, posting.id, request.postulacion_id, request.postulacion_id_duplicado);
  if (outcome === 'not_found') throw notFound();
  if (outcome === 'same') throw new AppError('merge_same_applicant', 400, { field: 'postulacion_id_duplicado' });
  if (outcome === 'already_merged') throw new AppError('applicant_already_merged', 409);
  return { message: texts[language].merged };
}

/** POST /jobsearch/applicant/separate: a merged applicant goes back to the list as it was before. */
export async function separateApplicant(deps: ReviewDeps, session: Session, request: SeparateApplicantRequest, language: Language) {
  const posting = await ownPosting(deps, session, request.evaluacion_id);
  if (!(await repo.separate(deps.db, session.companyId, posting.id, request.postulacion_id))) throw notFound();
  return { message: texts[language].separated };
}
