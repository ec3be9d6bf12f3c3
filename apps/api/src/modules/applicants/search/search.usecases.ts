import { NO_MARK_ID, type Language } from '@postula/contract/constants';
import type { ApplicantOrder, ApplicantsPageRequest, ApplicantsPageRow } from '@postula/contract/applicants';
import type { Db } from '../../../platform/db/database';
import type { Session } from '../../../platform/http/router';
import { requirePosting } from '../../postings/require-posting';
import type { CvLinks } from '../cv-files/cv-link';
import type { Application } from '../applicants.repository';
import type { ApplicantsFilter } from './filter.repository';
import { termsOf } from './filter.repository';
import * as searchRepo from './search.repository';
import { cvSnippet } from './snippet';
import type { TotalsCache } from './totals';
import { toApplicants } from './view';

/** The applicants page: the recruiter's search through a posting's applicants (spec §2, §5, §9). */
export interface SearchDeps {
  db: Db;
  cvLinks: CvLinks;
  /** Search totals by posting version: the list refreshes and pages through the same search. */
  totals: TotalsCache;
}

export const ORDER_OF: Record<ApplicantOrder, searchRepo.ApplicantsOrder> = { calificacion: 'score', fecha: 'date', nombre: 'name' };

/** The filter as the wire says it (spec §5: the mark filter value -1 means all marks). */
export function filterOf(filtro: ApplicantsPageRequest['filtro']): ApplicantsFilter {
  return {
    text: filtro.nombre_o_notas,
    markIds: filtro.marcas.includes(NO_MARK_ID) ? [] : [...new Set(filtro.marcas)],
    scoreMin: filtro.calificacion_min,
    scoreMax: filtro.calificacion_max,
    states: filtro.estados_analisis,
    mandatoryMet: filtro.cumple_obligatorias,
    noneUnmet: filtro.sin_obligatorias_incumplidas,
    stageIds: [...new Set(filtro.etapas)],
  };
}

/**
 * POST /jobsearch/page. `total_cv_recibidos` is the number of applicants matching the filter, not of the
 * whole posting: the client computes its page count as ceil(total/20) (spec §9), so any other number would
 * page into emptiness; with no filter it is the posting's received count the header shows (spec §2).
 * A page past the last one is an empty list with the same total.
 */
export async function applicantsPage(deps: SearchDeps, session: Session, request: ApplicantsPageRequest, language: Language) {
  const { posting } = await requirePosting(deps.db, session, request.evaluacion_id);
  const filter = filterOf(request.filtro);
  const { rows, total } = await searchRepo.applicantsPage(
    deps.db,
    session.companyId,
    posting.id,
    filter,
    { offset: (request.numero_pagina - 1) * request.cantidad_por_pagina, limit: request.cantidad_por_pagina },
    { totals: deps.totals, version: posting.applicantsVersion, received: posting.receivedCount },
    ORDER_OF[request.orden],
  );
  const [applicants, snippets] = await Promise.all([
    toApplicants(deps.db, deps.cvLinks, session, rows, language),
    cvSnippets(deps.db, termsOf(filter.text), rows),
  ]);
  const postulaciones: ApplicantsPageRow[] = applicants.map((a) => ({ ...a, fragmento_cv: snippets.get(a.id) ?? null }));
  return { postulaciones, total_cv_recibidos: total };
}

/** For the rows a search matched in the CV rather than in the name or notes, the passage that matched. */
async function cvSnippets(db: Db, terms: string[], rows: Application[]): Promise<Map<number, string>> {
  const snippets = new Map<number, string>();
  if (!terms.length) return snippets;
  const texts = await searchRepo.cvTextsOf(db, rows.map((r) => r.id));
  for (const row of rows) {
    const text = texts.get(row.id);
    const snippet = text && cvSnippet(terms, `${row.name ?? ''} ${row.notes ?? ''}`, text);
    if (snippet) snippets.set(row.id, snippet);
  }
  return snippets;
}
