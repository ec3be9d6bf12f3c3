import { z } from 'zod';
import { defineCall, idSchema, INT4_MAX, markChoiceSchema, messageResponseSchema } from './call';
import { LANGUAGES } from './constants';
import { text } from './text';
import { applicantsFilterSchema, APPLICANT_ORDERS } from './applicants/finding';
import { ANALYSIS_FAILURES, ANALYSIS_STATES, CONDITION_KINDS, CORRECTED_VERDICTS, VERDICTS } from './applicants/analysis-terms';

// The candidate's pages load only their own schemas (decision 031): the upload page's are in applicants/intake,
// the interview's states in screening/interview. Here with the rest of the applicants, for the server.
export * from './applicants/intake';
export { SCREENING_STATES, type ScreeningState } from './screening/interview';
export * from './applicants/finding';
export * from './applicants/analysis-terms';

/**
 * The recruiter created the interview although the AI advised against it (a mandatory condition not met):
 * when, and the reason they gave, if any. The AI advises; a person decides, and the decision is kept.
 */
export const screeningDecisionSchema = z.object({
  motivo: z.string().nullable(),
  fecha: z.string(),
});
export type ScreeningDecision = z.infer<typeof screeningDecisionSchema>;

/** The longest reason a recruiter gives for correcting a verdict. */
export const CORRECTION_REASON_MAX_LENGTH = 500;

/**
 * Ours (issue 34): a recruiter set this verdict by hand. The AI's own verdict, evidence and explanation are kept
 * beside it; a new analysis of the same CV keeps the correction while the condition keeps its words.
 */
export const verdictCorrectionSchema = z.object({
  /** What the AI concluded, shown beside the recruiter's verdict. */
  veredicto_ia: z.enum(VERDICTS),
  motivo: z.string().nullable(),
  /** The e-mail of the user who corrected it. */
  usuario: z.string(),
  fecha: z.string(),
});
export type VerdictCorrection = z.infer<typeof verdictCorrectionSchema>;

export const conditionVerdictSchema = z.object({
  condicion: z.string(),
  tipo: z.enum(CONDITION_KINDS),
  /** The verdict that counts: the recruiter's when they corrected it (`correccion`), else the AI's. */
  veredicto: z.enum(VERDICTS),
  /** The CV's own words that show it; null when the CV says nothing about it. */
  evidencia: z.string().nullable(),
  /**
   * One sentence saying why, in the reader's language (Accept-Language; Spanish by default) when the engine stored
   * it as data, else as the engine wrote it, in the posting's language (decision 020).
   */
  explicacion: z.string(),
  /** Ours: the recruiter's correction of the AI's verdict; null while the verdict is the AI's. */
  correccion: verdictCorrectionSchema.nullable().optional(),
});
export type ConditionVerdict = z.infer<typeof conditionVerdictSchema>;

/** The explainable part of an applicant: what the recruiter's screens show beside the score. */
export const applicantAnalysisSchema = z.object({
  estado: z.enum(ANALYSIS_STATES),
  motivo: z.enum(ANALYSIS_FAILURES).nullable(),
  /** 'embedded' or 'openai:<model>': which engine made the analysis. */
  motor_ia: z.string().nullable(),
  /** The CV's language when it is one of the product's. */
  idioma_cv: z.enum(LANGUAGES).nullable(),
  /** A mandatory condition is not met: the score is capped at MANDATORY_NOT_MET_MAX_SCORE. */
  condicion_necesaria_incumplida: z.boolean(),
  /**
   * Ours (issue 34): every mandatory condition is confirmed met, by the AI or by the recruiter's correction (true
   * for a posting without mandatory conditions). A condition the CV leaves unclear is not confirmed.
   */
  cumple_obligatorias: z.boolean().optional(),
  condiciones: z.array(conditionVerdictSchema),
  fecha_analisis: z.string().nullable(),
});
export type ApplicantAnalysis = z.infer<typeof applicantAnalysisSchema>;

/** What two applicants of a posting share, making them possibly the same person. */
export const DUPLICATE_MATCHES = ['correo', 'telefono'] as const;
export type DuplicateMatch = (typeof DUPLICATE_MATCHES)[number];

/**
 * Another applicant of the posting with the same e-mail or phone as a CV printed: only a hint for the
 * recruiter, who may merge them (contact data printed in a CV is unverified and never merges anyone by itself).
 */
export const possibleDuplicateSchema = z.object({
  postulacion_id: z.number().int(),
  nombre_persona: z.string().nullable(),
  coincide: z.array(z.enum(DUPLICATE_MATCHES)).min(1),
  /** What the recruiter compares before merging: when it applied, its score and its CV (a signed link). */
  fecha_postulacion: z.string(),
  calificacion: z.number().nullable(),
  path_cv: z.string().nullable(),
});
export type PossibleDuplicate = z.infer<typeof possibleDuplicateSchema>;

/** An applicant's own fields (spec §3): in the list, and inside another one when the recruiter merged it there. */
const applicantFieldsSchema = z.object({
  postulacion_id: z.number().int(),
  nombre_persona: z.string().nullable(),
  correo: z.string().nullable(),
  telefono: z.string().nullable(),
  calificacion: z.number().nullable(),
  /** A few sentences about the CV, in the reader's language when the engine stored them as facts (decision 020). */
  resumen_cv: z.string().nullable(),
  path_cv: z.string().nullable(),
  notas: z.string().nullable(),
  marca_id: z.number().int(),
  /** The stage of the company's pipeline the applicant is in (contract/stages.ts). */
  etapa_id: z.number().int(),
  screening_estado: z.string().nullable(),
  fecha_postulacion: z.string(),
  /**
   * Ours (issue 19): when the candidate deleted the application through their private link; the applicant then
   * holds no personal data (no name, contact, CV, analysis or notes).
   */
  fecha_retiro: z.string().nullable().optional(),
});

/**
 * An applicant the recruiter merged into another one: shown inside it with everything it holds (its CV, notes,
 * mark, interview), and separable again.
 */
export const mergedApplicantSchema = applicantFieldsSchema;
export type MergedApplicant = z.infer<typeof mergedApplicantSchema>;

/** An applicant as the recruiter's screens read it (spec §3), with its analysis. */
export const applicantSchema = applicantFieldsSchema.extend({
  id: z.number().int(),
  screening_resumen: z.string().nullable(),
  analisis: applicantAnalysisSchema,
  /** Other applicants of the posting with the same e-mail or phone, oldest first; at most a few. */
  posibles_duplicados: z.array(possibleDuplicateSchema),
  /** There are more possible duplicates than listed (a phone shared by many CVs, say). */
  mas_duplicados: z.boolean(),
  /** Applicants the recruiter merged into this one, oldest first. */
  fusionados: z.array(mergedApplicantSchema),
  /** The recruiter interviewed them although the AI advised against it: when, and why. */
  decision_entrevista: screeningDecisionSchema.nullable(),
});
export type Applicant = z.infer<typeof applicantSchema>;

// POST /jobsearch/applicant/merge (ours): the recruiter merges a duplicate into the applicant kept.
export const mergeApplicantsRequestSchema = z.object({
  evaluacion_id: idSchema,
  /** The applicant kept in the list. */
  postulacion_id: idSchema,
  /** The applicant merged into it (with whoever had been merged into that one). */
  postulacion_id_duplicado: idSchema,
});
export type MergeApplicantsRequest = z.infer<typeof mergeApplicantsRequestSchema>;

export const mergeApplicantsCall = defineCall({
  method: 'POST',
  path: '/jobsearch/applicant/merge',
  auth: true,
  body: mergeApplicantsRequestSchema,
  response: messageResponseSchema,
});

// POST /jobsearch/applicant/separate (ours): a merged applicant goes back to the list as it was.
export const separateApplicantRequestSchema = z.object({
  evaluacion_id: idSchema,
  /** The merged applicant. */
  postulacion_id: idSchema,
});
export type SeparateApplicantRequest = z.infer<typeof separateApplicantRequestSchema>;

export const separateApplicantCall = defineCall({
  method: 'POST',
  path: '/jobsearch/applicant/separate',
  auth: true,
  body: separateApplicantRequestSchema,
  response: messageResponseSchema,
});

// POST /jobsearch/page

export const applicantsPageRequestSchema = z.object({
  evaluacion_id: idSchema,
  /** From 1; a page past the last one is empty. */
  numero_pagina: z.number().int().min(1).max(INT4_MAX),
  cantidad_por_pagina: z.number().int().min(1).max(100),
  filtro: applicantsFilterSchema,
  /** Best score first (the default), newest first, or by name. */
  orden: z.enum(APPLICANT_ORDERS).default('calificacion'),
});
export type ApplicantsPageRequest = z.infer<typeof applicantsPageRequestSchema>;

/** An applicant of the list: with a short passage of the CV when the search matched there and not in the name or notes. */
export const applicantsPageRowSchema = applicantSchema.extend({ fragmento_cv: z.string().nullable() });
export type ApplicantsPageRow = z.infer<typeof applicantsPageRowSchema>;

export const applicantsPageCall = defineCall({
  method: 'POST',
  path: '/jobsearch/page',
  auth: true,
  body: applicantsPageRequestSchema,
  response: z.object({ postulaciones: z.array(applicantsPageRowSchema), total_cv_recibidos: z.number().int() }),
});

// POST /jobsearch/export (ours): the applicants the filter matches, in the list's order, as a CSV or XLSX file.
export const exportApplicantsRequestSchema = applicantsPageRequestSchema
  .pick({ evaluacion_id: true, filtro: true, orden: true })
  .extend({ formato: z.enum(['csv', 'xlsx']) });
export type ExportApplicantsRequest = z.infer<typeof exportApplicantsRequestSchema>;

export const exportApplicantsCall = defineCall({
  method: 'POST',
  path: '/jobsearch/export',
  auth: true,
  body: exportApplicantsRequestSchema,
  /** The file itself (text/csv in UTF-8 with a BOM, or an XLSX workbook), named in Content-Disposition. */
  response: z.string(),
});

// POST /jobsearch/applicant
export const NOTE_MAX_LENGTH = 5000;

export const updateApplicantRequestSchema = z.object({
  evaluacion_id: idSchema,
  postulacion_id: idSchema,
  datos: z.union([
    z.object({ nota: text().max(NOTE_MAX_LENGTH) }).strict(),
    z.object({ marca_id: markChoiceSchema }).strict(),
  ]),
});
export type UpdateApplicantRequest = z.infer<typeof updateApplicantRequestSchema>;

export const updateApplicantCall = defineCall({
  method: 'POST',
  path: '/jobsearch/applicant',
  auth: true,
  body: updateApplicantRequestSchema,
  response: messageResponseSchema,
});

// POST /jobsearch/applicant/verdict (ours, issue 34): the recruiter corrects the AI's verdict on one condition.
export const correctVerdictRequestSchema = z.object({
  evaluacion_id: idSchema,
  postulacion_id: idSchema,
  /** The condition as the analysis states it (its words and kind): a condition since changed is refused. */
  condicion: text().min(1).max(2000),
  tipo: z.enum(CONDITION_KINDS),
  /** The recruiter's verdict; null takes the correction back, to the AI's verdict. */
  veredicto: z.enum(CORRECTED_VERDICTS).nullable(),
  /** Why, in the recruiter's words; blanks are none. */
  motivo: text().max(CORRECTION_REASON_MAX_LENGTH).nullable().default(null),
});
export type CorrectVerdictRequest = z.infer<typeof correctVerdictRequestSchema>;
export type CorrectVerdictInput = z.input<typeof correctVerdictRequestSchema>;

export const correctVerdictCall = defineCall({
  method: 'POST',
  path: '/jobsearch/applicant/verdict',
  auth: true,
  body: correctVerdictRequestSchema,
  response: z.object({
    message: z.string(),
    /** The applicant's score after the correction, one decimal. */
    calificacion: z.number().nullable(),
  }),
});
