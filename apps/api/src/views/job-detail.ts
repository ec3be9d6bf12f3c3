import type { Language } from '@postula/contract/constants';
import type { JobDetail } from '@postula/contract/postings';
import type { Config } from '../config';
import { storedLanguage } from '../platform/i18n/language';
import type { Session } from '../platform/http/router';
import type { CvLinks } from '../modules/applicants/cv-files/cv-link';
import { listApplicants } from '../modules/applicants/search/view';
import { isLinked } from '../modules/linkedin/linkedin.usecases';
import { listMarks } from '../modules/marks/marks.usecases';
import { openedPosting } from '../modules/postings/management.usecases';
import { publicLink, socialPost, type PostingsDeps } from '../modules/postings/postings.usecases';
import { requirePosting } from '../modules/postings/require-posting';

// Answers that show several modules at once, composed here, above the modules they read, so that no module
// imports another to build a screen: the job detail (the posting, its best applicants, the company's marks)
// and the social post (with whether the recruiter's LinkedIn is linked).

export interface ViewsDeps extends PostingsDeps {
  config: Pick<Config, 'PUBLIC_URL' | 'LINKEDIN_CLIENT_ID' | 'LINKEDIN_CLIENT_SECRET'>;
  cvLinks: CvLinks;
}

/** The detail lists the best applicants first; the full list is paged (POST /jobsearch/page). */
const DETAIL_APPLICANTS = 20;

/** The posting with its best applicants, their analyses said in the reader's `language` (decision 020). */
export async function jobDetail(deps: ViewsDeps, session: Session, id: number, language: Language): Promise<JobDetail> {
  const { posting } = await requirePosting(deps.db, session, id);
  const [applicants, marcas, opened] = await Promise.all([
    listApplicants(deps.db, deps.cvLinks, session, posting.id, DETAIL_APPLICANTS, language),
    listMarks(deps, session),
    openedPosting(deps, session, posting),
  ]);
  return {
    evaluacion_id: posting.id,
    puesto: posting.position,
    tareas_a_realizar: posting.tasks,
    condiciones_necesarias: posting.mandatoryConditions,
    condiciones_deseables: posting.desirableConditions,
    maxima_cant_cv: posting.maxCvs,
    valido_hasta: posting.validUntil,
    fecha_creacion: posting.createdAt.toISOString(),
    idioma: storedLanguage(posting.language),
    texto_prompt: publicLink(deps, session.companyId, posting.id),
    codigo_publico: posting.publicCode,
    postulaciones: applicants.postulaciones,
    total_cv_recibidos: applicants.total,
    marcas,
    ...opened,
  };
}

/** The post the AI wrote for the posting, and whether it can go straight to the recruiter's LinkedIn. */
export async function socialPostWithLinkedin(deps: ViewsDeps, session: Session, postingId: number) {
  const [post, linked] = await Promise.all([socialPost(deps, session, postingId), isLinked(deps, session)]);
  return { ...post, linkedin_vinculado: linked };
}
