import { NO_MARK_ID, type Language } from '@postula/contract/constants';
import type { ApplicantsPageRequest, UpdateApplicantRequest } from '@postula/contract/jobsearch';
import type { Db } from '../../platform/db/database';
import { notFound } from '../../platform/http/app-error';
import { interpolate, type Translations } from '../../platform/i18n/language';
import type { Session } from '../../platform/http/router';
import { findPosting } from '../jobsearch/jobsearch.repository';
import { ownMark } from '../marks/marks.usecases';
import type { CvLinks } from './applications.cv-link';
import type { TotalsCache } from './applications.totals';
import * as repo from './applications.repository';
import { toApplicants } from './applications.view';

/** The recruiter's review of a posting's applicants: the paged list, notes and marks (spec §2, §5, §7). */
export interface ReviewDeps {
  db: Db;
  cvLinks: CvLinks;
  /** Search totals by posting version: the list refreshes and pages through the same search. */
  totals: TotalsCache;
}

type Key = 'notesSaved' | 'markSaved';

const texts: Translations<Key> = {
  es: { notesSaved: 'Notas guardadas.', markSaved: 'Marca actualizada.' },
  en: { notesSaved: 'Notes saved.', markSaved: 'Mark updated.' },
  pt: { notesSaved: 'Notas salvas.', markSaved: 'Marca atualizada.' },
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
export async function applicantsPage(deps: ReviewDeps, session: Session, request: ApplicantsPageRequest) {
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
  return { postulaciones: await toApplicants(deps.cvLinks, session.companyId, rows), total_cv_recibidos: total };
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
