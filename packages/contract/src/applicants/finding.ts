import { z } from 'zod';
import { idSchema, markChoiceSchema } from '../call';
import { text } from '../text';

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

/** The longest text the list's search takes. */
export const SEARCH_TEXT_MAX_LENGTH = 200;

/**
 * The most different words one search looks for; the rest of the text is ignored. A recruiter searches a name, a
 * place, a skill or two: a handful of words, never the hundred one-letter words 200 characters hold. Each word
 * is one more prefix scan of the search index, so a pasted paragraph would cost the page its speed for nothing: a
 * list must hold every word, and a few already leave few applicants. Repeated words and words that start
 * another searched word count once (they find no one the other does not).
 */
export const SEARCHED_WORDS_MAX = 20;

const applicantsFilterFields = {
  /** Lowest score, inclusive; applicants without a score are left out when a bound is given. */
  calificacion_min: score.nullable().default(null),
  /** Highest score, inclusive. */
  calificacion_max: score.nullable().default(null),
  /** Any of these states; empty means any state. */
  estados_analisis: z.array(z.enum(ANALYSIS_STATE_FILTERS)).max(3).default([]),
  /**
   * Only analysed CVs whose every mandatory condition is confirmed met, by the AI or by a recruiter's correction
   * (issue 34): a condition the CV leaves unclear does not pass.
   */
  cumple_obligatorias: z.boolean().default(false),
  /** Ours (issue 34): only analysed CVs with no mandatory condition known unmet (unclear ones pass). */
  sin_obligatorias_incumplidas: z.boolean().default(false),
  /** Stage ids; empty means every stage. */
  etapas: z.array(idSchema).max(50).default([]),
};

/**
 * The list's filter: the text, the marks and the finding filters. One object for the page (POST /jobsearch/page),
 * the export and the bulk calls that act on "every applicant matching the filter", so they can never disagree.
 */
export const applicantsFilterSchema = z
  .object({
    /**
     * Searched in the name, the notes and the CV's text: every word, accent- and case-insensitive (the first
     * SEARCHED_WORDS_MAX different ones), at most SEARCH_TEXT_MAX_LENGTH characters.
     */
    nombre_o_notas: text().trim().max(SEARCH_TEXT_MAX_LENGTH).default(''),
    /** Mark ids; NO_MARK_ID (-1) means every mark, as an empty list does. */
    marcas: z.array(markChoiceSchema).max(100).default([]),
    ...applicantsFilterFields,
  })
  .refine((f) => f.calificacion_min === null || f.calificacion_max === null || f.calificacion_min <= f.calificacion_max, {
    path: ['calificacion_max'],
    message: 'calificacion_max is below calificacion_min',
  });
export type ApplicantsFilterRequest = z.infer<typeof applicantsFilterSchema>;
/** What the web sends: every field but the text and marks may be left out. */
export type ApplicantsFilterInput = z.input<typeof applicantsFilterSchema>;

/**
 * The most applicants one bulk call changes when it names them by filter (issue 18, "all that match the
 * filter"): a stage or a mark. Above it the call is refused (`bulk_too_many`) and nothing changes.
 */
export const BULK_FILTER_MAX = 5000;

/**
 * A bulk call names its applicants either by id (`postulacion_ids`, the ticked ones of a page) or by the list's
 * filter (`filtro`, every applicant of the posting it matches): one of the two, never both.
 */
export function oneTarget(request: { postulacion_ids?: unknown; filtro?: unknown }, context: z.RefinementCtx): void {
  const ids = request.postulacion_ids !== undefined;
  const filter = request.filtro !== undefined;
  if (ids && filter) {
    context.addIssue({ code: 'custom', path: ['filtro'], message: 'send postulacion_ids or filtro, not both' });
  } else if (!ids && !filter) {
    context.addIssue({ code: 'custom', path: ['postulacion_ids'], message: 'postulacion_ids or filtro is required' });
  }
}

/** Whom a bulk call acts on, as the web sends it: the ticked ids, or every applicant the list's filter matches. */
export type BulkTarget = { postulacion_ids: number[]; filtro?: never } | { filtro: ApplicantsFilterInput; postulacion_ids?: never };
