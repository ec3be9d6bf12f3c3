import { NO_MARK_ID, type Language } from '@postula/contract/constants';
import type { ApplicantsPageRequest } from '@postula/contract/applicants';
import type { Db } from '../../../platform/db/database';
import type { Session } from '../../../platform/http/router';
import { requirePosting } from '../../postings/require-posting';
import type { CvLinks } from '../cv-files/cv-link';
import * as searchRepo from './search.repository';
import type { TotalsCache } from './totals';
import { toApplicants } from './view';

/** The applicants page: the recruiter's search through a posting's applicants (spec §2, §5, §9). */
export interface SearchDeps {
  db: Db;
  cvLinks: CvLinks;
  /** Search totals by posting version: the list refreshes and pages through the same search. */
  totals: TotalsCache;
}

/**
 * POST /jobsearch/page. `total_cv_recibidos` is the number of applicants matching the filter, not of the
 * whole posting: the client computes its page count as ceil(total/20) (spec §9), so any other number would
 * page into emptiness; with no filter it is the posting's received count the header shows (spec §2).
 * A page past the last one is an empty list with the same total.
 */
export async function applicantsPage(deps: SearchDeps, session: Session, request: ApplicantsPageRequest, language: Language) {
  const { posting } = await requirePosting(deps.db, session, request.evaluacion_id);
  // Spec §5: the mark filter value -1 means all marks.
  const markIds = request.filtro.marcas.includes(NO_MARK_ID) ? [] : [...new Set(request.filtro.marcas)];
  const { rows, total } = await searchRepo.applicantsPage(
    deps.db,
    session.companyId,
    posting.id,
    { text: request.filtro.nombre_o_notas, markIds },
    { offset: (request.numero_pagina - 1) * request.cantidad_por_pagina, limit: request.cantidad_por_pagina },
    { totals: deps.totals, version: posting.applicantsVersion },
  );
  return { postulaciones: await toApplicants(deps.db, deps.cvLinks, session.companyId, rows, language), total_cv_recibidos: total };
}
