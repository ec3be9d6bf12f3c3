import type { Applicant } from '@postula/contract/applicant';
import { isLanguage, NO_MARK_ID } from '@postula/contract/constants';
import type { Db } from '../../platform/db/database';
import type { CvLinks } from './applications.cv-link';
import * as repo from './applications.repository';

/**
 * An applicant as the recruiter's screens read it (spec §3), with the analysis and its evidence.
 * `pathCv` is the signed, short-lived CV link (applications.cv-link.ts).
 */
export function toApplicant(a: repo.Application, pathCv: string | null): Applicant {
  return {
    id: a.id,
    postulacion_id: a.id,
    nombre_persona: a.name,
    correo: a.email,
    telefono: a.phone,
    calificacion: a.score === null ? null : Math.round(a.score * 10) / 10,
    resumen_cv: a.summary,
    path_cv: pathCv,
    notas: a.notes,
    marca_id: a.markId ?? NO_MARK_ID,
    screening_estado: a.screeningState,
    screening_resumen: a.screeningSummary,
    fecha_postulacion: a.createdAt.toISOString(),
    analisis: {
      estado: a.analysisState,
      motivo: a.analysisFailure,
      motor_ia: a.engine,
      idioma_cv: isLanguage(a.cvLanguage) ? a.cvLanguage : null,
      condicion_necesaria_incumplida: a.mandatoryNotMet,
      condiciones: a.conditions.map((c) => ({
        condicion: c.condition,
        tipo: c.kind,
        veredicto: c.verdict,
        evidencia: c.evidence,
        explicacion: c.reason,
      })),
      fecha_analisis: a.analysedAt?.toISOString() ?? null,
    },
  };
}

/** Applicants as the recruiter's screens read them, each with a fresh CV link for the company. */
export async function toApplicants(cvLinks: CvLinks, companyId: number, rows: repo.Application[]): Promise<Applicant[]> {
  const now = Date.now();
  return Promise.all(rows.map(async (a) => toApplicant(a, await cvLinks.sign(companyId, a.id, a.cvFileId, now))));
}

/** The company's applicants to its posting, best first, and how many there are. */
export async function listApplicants(db: Db, cvLinks: CvLinks, companyId: number, postingId: number, limit: number) {
  const { rows, total } = await repo.applicantsPage(db, companyId, postingId, { text: '', markIds: [] }, { offset: 0, limit });
  return { postulaciones: await toApplicants(cvLinks, companyId, rows), total };
}
