import type { Applicant, DuplicateMatch, MergedApplicant, PossibleDuplicate, ScreeningDecision } from '@postula/contract/applicants';
import { isLanguage, NO_MARK_ID, type Language } from '@postula/contract/constants';
import { interviewSummaryIn, reasonIn, summaryIn } from '../../../engine/render-analysis';
import type { Db } from '../../../platform/db/database';
import type { CvLinkOwner, CvLinks } from '../cv-files/cv-link';
import type * as applicantsRepo from '../applicants.repository';
import * as reviewRepo from '../review/review.repository';
import * as searchRepo from './search.repository';

/** The recruiter's decision to interview an applicant against the AI's advice, as the screens show it. */
export const decisionOf = (override: applicantsRepo.ScreeningOverride | null): ScreeningDecision | null =>
  override ? { motivo: override.reason, fecha: override.at } : null;

/** A score as every screen shows it: one decimal. */
export const roundScore = (score: number | null) => (score === null ? null : Math.round(score * 10) / 10);

/**
 * An applicant's own fields (spec §3), as the list shows them and as they show inside the one they were merged into.
 * The summary is said in the reader's `language` (decision 020).
 */
function fieldsOf(a: applicantsRepo.Application, pathCv: string | null, language: Language): MergedApplicant {
  return {
    postulacion_id: a.id,
    nombre_persona: a.name,
    correo: a.email,
    telefono: a.phone,
    calificacion: roundScore(a.score),
    resumen_cv: summaryIn(a, language),
    path_cv: pathCv,
    notas: a.notes,
    marca_id: a.markId ?? NO_MARK_ID,
    // Never null in the database (migration 0020); the column is nullable to Drizzle so inserts may leave it out.
    etapa_id: a.stageId!,
    screening_estado: a.screeningState,
    fecha_postulacion: a.createdAt.toISOString(),
    fecha_retiro: a.withdrawnAt?.toISOString() ?? null,
  };
}

/** What the recruiter's screens add around an applicant: possible repeats and the applicants merged into it. */
interface ApplicantRelations {
  duplicates: PossibleDuplicate[];
  moreDuplicates: boolean;
  merged: MergedApplicant[];
}

/**
 * An applicant as the recruiter's screens read it (spec §3), with the analysis and its evidence.
 * `pathCv` is the signed, short-lived CV link (cv-files/cv-link.ts). The reasons and the summary are said in
 * the reader's `language`; the conditions and the evidence are the recruiter's and the CV's own words.
 */
function toApplicant(a: applicantsRepo.Application, pathCv: string | null, relations: ApplicantRelations, language: Language): Applicant {
  return {
    ...fieldsOf(a, pathCv, language),
    id: a.id,
    screening_resumen: interviewSummaryIn({ summary: a.screeningSummary, summaryFacts: a.screeningSummaryFacts }, language),
    analisis: {
      estado: a.analysisState,
      motivo: a.analysisFailure,
      motor_ia: a.engine,
      idioma_cv: isLanguage(a.cvLanguage) ? a.cvLanguage : null,
      condicion_necesaria_incumplida: a.mandatoryNotMet,
      cumple_obligatorias: a.analysisState === 'done' && a.mandatoryMet,
      condiciones: a.conditions.map((c) => ({
        condicion: c.condition,
        tipo: c.kind,
        veredicto: c.verdict,
        evidencia: c.evidence,
        // The AI's explanation of its own verdict, kept beside the recruiter's correction.
        explicacion: reasonIn(c, language),
        correccion: c.correction
          ? { veredicto_ia: c.correction.aiVerdict, motivo: c.correction.reason, usuario: c.correction.user, fecha: c.correction.at }
          : null,
      })),
      fecha_analisis: a.analysedAt?.toISOString() ?? null,
    },
    posibles_duplicados: relations.duplicates,
    mas_duplicados: relations.moreDuplicates,
    fusionados: relations.merged,
    decision_entrevista: decisionOf(a.screeningOverride),
  };
}

type Sign = (id: number, cvFileId: number) => Promise<string>;

/** For each applicant of one posting's page, the others of the posting sharing its e-mail or phone (not merged). */
async function possibleDuplicates(db: Db, rows: applicantsRepo.Application[], sign: Sign) {
  const found = new Map<number, { list: PossibleDuplicate[]; more: boolean }>();
  if (rows.length === 0) return found;
  const emails = [...new Set(rows.map((a) => a.email).filter((e): e is string => Boolean(e)))];
  const phones = [...new Set(rows.map((a) => a.phone).filter((p): p is string => Boolean(p)))];
  const sharing = await reviewRepo.sharingContact(db, rows[0]!.postingId, { emails, phones });
  for (const a of rows) {
    const matches = (d: reviewRepo.PossibleDuplicate): DuplicateMatch[] => [
      ...(a.email && d.email === a.email ? (['correo'] as const) : []),
      ...(a.phone && d.phone === a.phone ? (['telefono'] as const) : []),
    ];
    const others = sharing.filter((d) => d.id !== a.id && matches(d).length > 0).sort((x, y) => x.id - y.id);
    const list = await Promise.all(
      others.slice(0, reviewRepo.DUPLICATES_SHOWN).map(async (d) => ({
        postulacion_id: d.id,
        nombre_persona: d.name,
        coincide: matches(d),
        fecha_postulacion: d.createdAt.toISOString(),
        calificacion: roundScore(d.score),
        path_cv: await sign(d.id, d.cvFileId),
      })),
    );
    found.set(a.id, { list, more: others.length > reviewRepo.DUPLICATES_SHOWN });
  }
  return found;
}

/**
 * The applicants of one posting's page as the recruiter's screens read them, in the reader's `language`, each with a
 * fresh CV link for the session's user, its possible duplicates and the applicants merged into it (each with its own CV
 * link, to compare them).
 */
export async function toApplicants(
  db: Db,
  cvLinks: CvLinks,
  owner: CvLinkOwner,
  rows: applicantsRepo.Application[],
  language: Language,
): Promise<Applicant[]> {
  const now = Date.now();
  const sign: Sign = (id, cvFileId) => cvLinks.sign(owner, id, cvFileId, now);
  // A withdrawn applicant has no CV any more (issue 19): no link.
  const signOf = async (a: applicantsRepo.Application) => (a.withdrawnAt ? null : sign(a.id, a.cvFileId));
  const [duplicates, children] = await Promise.all([possibleDuplicates(db, rows, sign), reviewRepo.mergedInto(db, rows.map((a) => a.id))]);
  const merged = new Map<number, MergedApplicant[]>();
  for (const child of children) {
    merged.set(child.mergedIntoId!, [...(merged.get(child.mergedIntoId!) ?? []), fieldsOf(child, await signOf(child), language)]);
  }
  return Promise.all(
    rows.map(async (a) =>
      toApplicant(
        a,
        await signOf(a),
        {
          duplicates: duplicates.get(a.id)?.list ?? [],
          moreDuplicates: duplicates.get(a.id)?.more ?? false,
          merged: merged.get(a.id) ?? [],
        },
        language,
      ),
    ),
  );
}

/** The company's applicants to its posting, best first, in the reader's `language`, and how many there are. */
export async function listApplicants(db: Db, cvLinks: CvLinks, owner: CvLinkOwner, postingId: number, limit: number, language: Language) {
  const { rows, total } = await searchRepo.applicantsPage(db, owner.companyId, postingId, { text: '', markIds: [], stageIds: [] }, { offset: 0, limit });
  return { postulaciones: await toApplicants(db, cvLinks, owner, rows, language), total };
}
