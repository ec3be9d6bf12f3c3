import { z } from 'zod';

/**
 * What the recruiter finds applicants by, besides the text and the marks (issue 18, "Finding"): a score range,
 * where the analysis stands, and whether the CV meets every mandatory condition. Each one narrows the list; an
 * absent one does not.
 */

/** How the list is sorted: best score first (unscored last), newest first, or by name (A to Z, nameless last). */
export const APPLICANT_ORDERS = ['calificacion', 'fecha', 'nombre'] as const;
export type ApplicantOrder = (typeof APPLICANT_ORDERS)[number];

/** The analysis states the recruiter filters by: not ended yet (pending or being read), analysed, failed. */
export const ANALYSIS_STATE_FILTERS = ['pendiente', 'analizado', 'fallido'] as const;
export type AnalysisStateFilter = (typeof ANALYSIS_STATE_FILTERS)[number];

const score = z.number().min(0).max(10);

export const applicantsFilterFields = {
  /** Lowest score, inclusive; applicants without a score are left out when a bound is given. */
  calificacion_min: score.nullable().default(null),
  /** Highest score, inclusive. */
  calificacion_max: score.nullable().default(null),
  /** Any of these states; empty means any state. */
  estados_analisis: z.array(z.enum(ANALYSIS_STATE_FILTERS)).max(3).default([]),
  /** Only analysed CVs that meet every mandatory condition of the posting. */
  cumple_obligatorias: z.boolean().default(false),
  /** Stage ids; empty means every stage. */
  etapas: z.array(z.number().int().positive().max(2_147_483_647)).max(50).default([]),
};
