import { z } from 'zod/mini';

/**
 * Stable error codes. The web turns a code into t('errors.<code>') and falls back to the server's text,
 * then to the spec's fallback (STYLE.md rule 7). Adding a code means adding its text in es, en and pt on
 * both sides: a test checks it.
 */
export const ERROR_CODES = [
  'validation',
  'malformed_body',
  'body_too_large',
  'unsupported_media_type',
  'not_found',
  'route_not_found',
  'session_expired',
  'invalid_credentials',
  'account_not_activated',
  'too_many_attempts',
  'email_taken',
  'unknown_activity',
  'invalid_activation_code',
  'invalid_reset_code',
  'weak_password',
  'rate_limited',
  /** POST /user past SIGNUP_LIMIT_PER_ADDRESS sign-ups from one client address this hour. */
  'signup_limited',
  'ai_unavailable',
  'posting_not_found',
  'posting_closed',
  'mark_name_taken',
  /** Two stages of the pipeline with one name. */
  'stage_name_taken',
  /** Removing the pipeline's only stage: one must remain. */
  'last_stage',
  'file_required',
  'file_type',
  'file_too_large',
  /** A Word file (a ZIP) whose parts declare more than 1 GB once unpacked: a zip bomb, or as good as one. */
  'document_too_large',
  /** PUT /interview for an applicant who already has one (POST updates it). */
  'interview_exists',
  /** An unknown interview, or an unknown or another company's interview link. */
  'interview_not_found',
  /** The candidate has started (INICIADA) or finished: the questions can no longer change. */
  'interview_started',
  /** The candidate already submitted the interview. */
  'interview_finished',
  /** Submitted with questions still unanswered. */
  'interview_incomplete',
  /** The applicant does not meet a mandatory condition: no interview can be created. */
  'candidate_not_eligible',
  /** No GOOGLE_API_KEY: the Drive import is not available. */
  'drive_not_configured',
  /** Not a link to a Google Drive folder. */
  'drive_folder_link',
  /** An import of this posting is already running. */
  'drive_import_running',
  /** No LINKEDIN_CLIENT_ID / LINKEDIN_CLIENT_SECRET: publishing on LinkedIn is not available. */
  'linkedin_not_configured',
  /** The callback's state is unknown, expired, used, or another session's. */
  'linkedin_state_invalid',
  /** Publishing needs an authorization first (none kept, or it expired or was revoked). */
  'linkedin_not_linked',
  /** LinkedIn refused or did not answer. */
  'linkedin_unavailable',
  /** An applicant cannot be merged into itself. */
  'merge_same_applicant',
  /** One of the two applicants is already merged into another one: merge into that one instead. */
  'applicant_already_merged',
  /** The file storage could not take a file (disk full or failing, bucket unreachable): 503, try again later. */
  'storage_unavailable',
  /**
   * Ours (issue 33): the database cannot be used for a moment (the embedded database's folder refuses its files, the
   * PostgreSQL server is unreachable): 503 with Retry-After, nothing changed; the process recovers by itself.
   */
  'service_unavailable',
  /** A bulk call by filter that matches more applicants than one call may change (BULK_FILTER_MAX, EMAIL_FILTER_MAX). */
  'bulk_too_many',
  /** The company's recruiters sent the day's most e-mails to candidates (COMPANY_EMAILS_PER_DAY): 429, nothing sent. */
  'email_daily_limit',
  /** Ours (issue 19): the upload came without the candidate's consent to the privacy notice. */
  'consent_required',
  /** Ours (issue 19): a candidate's private link that opens nothing (erased, or never issued). */
  'my_data_not_found',
  /** Ours (issue 19): the applicant withdrew and their data was erased: no notes, interview or merge may add to it (409). */
  'applicant_withdrawn',
  /** A verdict corrected on a condition the applicant's analysis no longer holds (the posting's conditions changed). */
  'condition_not_in_analysis',
  /** A fairness report of this posting is already queued or running. */
  'fairness_report_running',
  'internal',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/**
 * Every error answer. The spec's client reads `message` on some calls and `mensaje` on others (spec §7,
 * §8), so the same localised text is sent under both names; `field` names the invalid field when one is.
 * zod/mini, as every page reads it, the candidate's too (decision 048).
 */
export const errorBodySchema = z.object({
  code: z.enum(ERROR_CODES),
  message: z.string(),
  mensaje: z.string(),
  field: z.optional(z.string()),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
