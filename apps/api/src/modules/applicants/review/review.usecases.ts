import { NO_MARK_ID, type Language } from '@postula/contract/constants';
import type { CorrectVerdictRequest, MergeApplicantsRequest, SeparateApplicantRequest, UpdateApplicantRequest } from '@postula/contract/applicants';
import type { Db } from '../../../platform/db/database';
import { AppError, notFound } from '../../../platform/http/app-error';
import { interpolate, type Translations } from '../../../platform/i18n/language';
import type { Session } from '../../../platform/http/router';
import { requirePosting } from '../../postings/require-posting';
import { ownMark } from '../../marks/marks.usecases';
import { byRecruiter } from '../../audit/audit.repository';
import type { CvLinks } from '../cv-files/cv-link';
import * as applicantsRepo from '../applicants.repository';
import * as reviewRepo from './review.repository';

/** The recruiter's review of a posting's applicants: notes and marks (spec §5, §7), merges. */
export interface ReviewDeps {
  db: Db;
  cvLinks: CvLinks;
}

type Key = 'notesSaved' | 'markSaved' | 'merged' | 'separated' | 'verdictCorrected' | 'verdictRestored';

const texts: Translations<Key> = {
  es: {
    notesSaved: 'Notas guardadas.',
    markSaved: 'Marca actualizada.',
    merged: 'Postulantes unidos: el CV, las notas, la marca y la entrevista de cada uno siguen disponibles.',
    separated: 'El postulante volvió a la lista por separado.',
    verdictCorrected: 'Veredicto corregido: la calificación es ahora {score}.',
    verdictRestored: 'Vuelve a contar el veredicto de la IA: la calificación es ahora {score}.',
  },
  en: {
    notesSaved: 'Notes saved.',
    markSaved: 'Mark updated.',
    merged: "Applicants merged: each one's CV, notes, mark and interview are still available.",
    separated: 'The applicant is back in the list on their own.',
    verdictCorrected: 'Verdict corrected: the score is now {score}.',
    verdictRestored: "The AI's verdict counts again: the score is now {score}.",
  },
  pt: {
    notesSaved: 'Notas salvas.',
    markSaved: 'Marca atualizada.',
    merged: 'Candidatos unidos: o currículo, as notas, a marca e a entrevista de cada um continuam disponíveis.',
    separated: 'O candidato voltou à lista separadamente.',
    verdictCorrected: 'Veredito corrigido: a nota agora é {score}.',
    verdictRestored: 'O veredito da IA volta a valer: a nota agora é {score}.',
  },
};

/**
 * POST /jobsearch/applicant. Notes are kept exactly as typed (the web renders them as text, never as
 * markup); notes of only blanks are none. Mark -1 removes the mark; another company's mark answers 404.
 */
export async function updateApplicant(deps: ReviewDeps, session: Session, request: UpdateApplicantRequest, language: Language, ip: string) {
  const { posting } = await requirePosting(deps.db, session, request.evaluacion_id);
  const applicant = await applicantsRepo.findApplicant(deps.db, session.companyId, posting.id, request.postulacion_id);
  if (!applicant) throw notFound();
  const { datos } = request;
  const entry = { ...byRecruiter(session, ip), postingId: posting.id, applicationId: applicant.id };
  if ('nota' in datos) {
    // Its candidate erased their data (issue 19): nothing about them may be written again.
    if (applicant.withdrawnAt && datos.nota.trim()) throw new AppError('applicant_withdrawn', 409);
    const notes = datos.nota.trim() ? datos.nota : null;
    // The log says the notes changed, never what they say: a note can hold anything about the candidate.
    await reviewRepo.updateReview(deps.db, session.companyId, applicant.id, { notes }, {
      ...entry,
      action: 'nota_cambiada',
      detail: { nota: notes === null ? 'borrada' : 'escrita' },
    });
    return { message: interpolate(texts[language].notesSaved, {}) };
  }
  const mark = datos.marca_id === NO_MARK_ID ? null : await ownMark(deps, session, datos.marca_id);
  await reviewRepo.updateReview(deps.db, session.companyId, applicant.id, { markId: mark?.marca_id ?? null }, {
    ...entry,
    action: 'marca_cambiada',
    detail: { marca: mark ? { marca_id: mark.marca_id, nombre: mark.nombre } : null },
  });
  return { message: interpolate(texts[language].markSaved, {}) };
}

/**
 * POST /jobsearch/applicant/merge: the recruiter says two applicants of the posting are one person (decision
 * 017). The duplicate, and whoever had been merged into it, is shown inside the applicant kept, with its own
 * CV, notes, mark and interview, and leaves the list and the counts. Another company's posting or applicant
 * answers 404.
 */
export async function mergeApplicants(deps: ReviewDeps, session: Session, request: MergeApplicantsRequest, language: Language, ip: string) {
  const { posting } = await requirePosting(deps.db, session, request.evaluacion_id);
  const outcome = await reviewRepo.merge(
    deps.db,
    session.companyId,
    posting.id,
    request.postulacion_id,
    request.postulacion_id_duplicado,
    byRecruiter(session, ip),
  );
  if (outcome === 'not_found') throw notFound();
  if (outcome === 'same') throw new AppError('merge_same_applicant', 400, { field: 'postulacion_id_duplicado' });
  if (outcome === 'withdrawn') throw new AppError('applicant_withdrawn', 409);
  if (outcome === 'already_merged') throw new AppError('applicant_already_merged', 409);
  return { message: texts[language].merged };
}

/** POST /jobsearch/applicant/separate: a merged applicant goes back to the list as it was before. */
export async function separateApplicant(deps: ReviewDeps, session: Session, request: SeparateApplicantRequest, language: Language, ip: string) {
  const { posting } = await requirePosting(deps.db, session, request.evaluacion_id);
  if (!(await reviewRepo.separate(deps.db, session.companyId, posting.id, request.postulacion_id, byRecruiter(session, ip)))) throw notFound();
  return { message: texts[language].separated };
}

/**
 * POST /jobsearch/applicant/verdict (issue 34): the recruiter sets the verdict of one condition of the analysis
 * (met, partly, not met) with an optional reason, or takes their correction back. The score and the list's order
 * follow at once; the AI's verdict is kept beside the recruiter's, and a new analysis of the CV keeps the
 * correction. A condition the analysis no longer holds (the posting's conditions changed) answers 409 and changes
 * nothing; another company's posting or applicant answers 404.
 */
export async function correctVerdict(deps: ReviewDeps, session: Session, request: CorrectVerdictRequest, language: Language, ip: string) {
  const { posting } = await requirePosting(deps.db, session, request.evaluacion_id);
  const reason = request.motivo?.trim() ? request.motivo.trim() : null;
  const outcome = await reviewRepo.correctVerdict(
    deps.db,
    session.companyId,
    posting.id,
    request.postulacion_id,
    { condition: request.condicion, kind: request.tipo, verdict: request.veredicto, reason: request.veredicto === null ? null : reason },
    { ...byRecruiter(session, ip), userId: session.userId },
  );
  if (outcome === 'not_found') throw notFound();
  if (outcome === 'withdrawn') throw new AppError('applicant_withdrawn', 409);
  if (outcome === 'condition_gone') throw new AppError('condition_not_in_analysis', 409, { field: 'condicion' });
  const score = Math.round(outcome.score * 10) / 10;
  const formatted = new Intl.NumberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(score);
  const key = request.veredicto === null ? 'verdictRestored' : 'verdictCorrected';
  return { message: interpolate(texts[language][key], { score: formatted }), calificacion: score };
}
