import type { Applicant, DuplicateMatch, MergedApplicant, PossibleDuplicate } from '@postula/contract/applicant';
import { isLanguage, NO_MARK_ID } from '@postula/contract/constants';
import type { Db } from '../../platform/db/database';
import type { CvLinks } from './applications.cv-link';
import * as repo from './applications.repository';

const roundScore = (score: number | null) => (score === null ? null : Math.round(score * 10) / 10);

/** What the recruiter's screens add around an applicant: possible repeats and the applicants merged into it. */
export interface ApplicantRelations {
  duplicates: PossibleDuplicate[];
  moreDuplicates: boolean;
  merged: MergedApplicant[];
}

const NO_RELATIONS: ApplicantRelations = { duplicates: [], moreDuplicates: false, merged: [] };

/**
 * An applicant as the recruiter's screens read it (spec §3), with the analysis and its evidence.
 * `pathCv` is the signed, short-lived CV link (applications.cv-link.ts).
 */
export function toApplicant(a: repo.Application, pathCv: string | null, relations: ApplicantRelations = NO_RELATIONS): Applicant {
  return {
    id: a.id,
    postulacion_id: a.id,
    nombre_persona: a.name,
    correo: a.email,
    telefono: a.phone,
    calificacion: roundScore(a.score),
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
    posibles_duplicados: relations.duplicates,
    mas_duplicados: relations.moreDuplicates,
    fusionados: relations.merged,
  };
}

/** For each applicant, the others of its posting sharing its e-mail or phone (not merged anywhere). */
async function possibleDuplicates(db: Db, rows: repo.Application[], sign: (id: number, cvFileId: number) => Promise<string>) {
  const found = new Map<number, { list: PossibleDuplicate[]; more: boolean }>();
  // Node 20 has no Map.groupBy.
  const byPosting = new Map<number, repo.Application[]>();
  for (const a of rows) byPosting.set(a.postingId, [...(byPosting.get(a.postingId) ?? []), a]);
  for (const [postingId, applicants] of byPosting) {
    const emails = [...new Set(applicants.map((a) => a.email).filter((e): e is string => Boolean(e)))];
    const phones = [...new Set(applicants.map((a) => a.phone).filter((p): p is string => Boolean(p)))];
    const sharing = await repo.sharingContact(db, postingId, { emails, phones });
    for (const a of applicants) {
      const others = sharing
        .filter((d) => d.id !== a.id && ((a.email && d.email === a.email) || (a.phone && d.phone === a.phone)))
        .sort((x, y) => x.id - y.id);
      found.set(a.id, {
        list: await Promise.all(
          others.slice(0, repo.DUPLICATES_SHOWN).map(async (d) => ({
            postulacion_id: d.id,
            nombre_persona: d.name,
            coincide: [
              ...(a.email && d.email === a.email ? (['correo'] as DuplicateMatch[]) : []),
              ...(a.phone && d.phone === a.phone ? (['telefono'] as DuplicateMatch[]) : []),
            ],
            fecha_postulacion: d.createdAt.toISOString(),
            calificacion: roundScore(d.score),
            path_cv: await sign(d.id, d.cvFileId),
          })),
        ),
        more: others.length > repo.DUPLICATES_SHOWN,
      });
    }
  }
  return found;
}

/**
 * Applicants as the recruiter's screens read them, each with a fresh CV link for the company, its possible
 * duplicates and the applicants merged into it (each with its own CV link, to compare them).
 */
export async function toApplicants(db: Db, cvLinks: CvLinks, companyId: number, rows: repo.Application[]): Promise<Applicant[]> {
  const now = Date.now();
  const signed = (id: number, cvFileId: number) => cvLinks.sign(companyId, id, cvFileId, now);
  const sign = (a: repo.Application) => signed(a.id, a.cvFileId);
  const [duplicates, children] = await Promise.all([possibleDuplicates(db, rows, signed), repo.mergedInto(db, rows.map((a) => a.id))]);
  const merged = new Map<number, MergedApplicant[]>();
  for (const child of children) {
    const list = merged.get(child.mergedIntoId!) ?? [];
    list.push({
      postulacion_id: child.id,
      nombre_persona: child.name,
      correo: child.email,
      telefono: child.phone,
      calificacion: roundScore(child.score),
      resumen_cv: child.summary,
      path_cv: await sign(child),
      notas: child.notes,
      marca_id: child.markId ?? NO_MARK_ID,
      screening_estado: child.screeningState,
      fecha_postulacion: child.createdAt.toISOString(),
    });
    merged.set(child.mergedIntoId!, list);
  }
  return Promise.all(
    rows.map(async (a) =>
      toApplicant(a, await sign(a), {
        duplicates: duplicates.get(a.id)?.list ?? [],
        moreDuplicates: duplicates.get(a.id)?.more ?? false,
        merged: merged.get(a.id) ?? [],
      }),
    ),
  );
}

/** The company's applicants to its posting, best first, and how many there are. */
export async function listApplicants(db: Db, cvLinks: CvLinks, companyId: number, postingId: number, limit: number) {
  const { rows, total } = await repo.applicantsPage(db, companyId, postingId, { text: '', markIds: [] }, { offset: 0, limit });
  return { postulaciones: await toApplicants(db, cvLinks, companyId, rows), total };
}
