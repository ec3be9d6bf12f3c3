// The words of a CV's analysis, shared by the recruiter's schemas (applicants.ts) and the candidate's own page
// (applicants/my-data.ts), which loads only these (decision 031).

/**
 * Where a CV's analysis stands. `failed` always carries a reason the recruiter can read
 * ("could not be read: encrypted"); an applicant is never lost because their CV could not be read.
 */
export const ANALYSIS_STATES = ['pending', 'processing', 'done', 'failed'] as const;
export type AnalysisState = (typeof ANALYSIS_STATES)[number];

/** Why an analysis ended without a score: the document's problem, or the AI engine's after its retries. */
export const ANALYSIS_FAILURES = [
  /** The document is empty or nearly so: a blank page, a lone word, a title, a name. */
  'empty',
  /**
   * The document was read and is plainly not a CV: a long text without the signs of one (a project report, a
   * book, an article). The applicant is kept, with its file, and shown with this reason instead of a score.
   */
  'not_a_cv',
  'unsupported_type',
  'macro_enabled',
  'encrypted',
  'corrupted',
  'no_text',
  'timeout',
  /** Reading it would take more memory than any CV needs (a decompression bomb). */
  'too_large',
  'ai_unavailable',
  /** The analysis failed on every attempt for a reason of ours, not of the document. */
  'internal',
] as const;
export type AnalysisFailure = (typeof ANALYSIS_FAILURES)[number];

/** How a CV answers one condition of the posting. */
export const VERDICTS = ['met', 'partly', 'not_met', 'unclear'] as const;
export type Verdict = (typeof VERDICTS)[number];

/** The verdicts a recruiter sets by hand (issue 34): 'unclear' is the AI's "cannot tell", never a person's decision. */
export const CORRECTED_VERDICTS = ['met', 'partly', 'not_met'] as const;
export type CorrectedVerdict = (typeof CORRECTED_VERDICTS)[number];

export const CONDITION_KINDS = ['mandatory', 'desirable'] as const;
export type ConditionKind = (typeof CONDITION_KINDS)[number];

