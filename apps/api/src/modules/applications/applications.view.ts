import type { Applicant } from '@postula/contract/applicant';
import { isLanguage, NO_MARK_ID } from '@postula/contract/constants';
import type { Db } from '../../platform/db/database';
import * as repo from './applications.repository';

/** An applicant as the recruiter's screens read it (spec §3), with the analysis and its evidence. */
export function toApplicant(a: repo.Application): Applicant {
  return {
    id: a.id,
    postulacion_id: a.id,
    nombre_persona: a.name,
    correo: a.email,
    telefono: a.phone,
    calificacion: a.score === null ? null : Math.round(a.score * 10) / 10,
    resumen_cv: a.summary,
    // The signed, short-lived CV link arrives with the applicant review screens.
    path_cv: null,
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

/** The company's applicants to its posting, best first, and how many there are. */
export async function listApplicants(db: Db, companyId: number, postingId: number, limit: number) {
  const { rows, total } = await repo.listApplicants(db, companyId, postingId, limit);
  return { postulaciones: rows.map((row) => toApplicant(row.application)), total };
}
