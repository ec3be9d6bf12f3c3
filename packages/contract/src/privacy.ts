import { z } from 'zod';
import { defineCall } from './call';
import { emailSchema } from './accounts';
import { text } from './text';

// The candidate's side is in applicants/my-data (their page loads only it); here with the rest for the API's documents.
export * from './applicants/my-data';

// The company's privacy settings (issue 19, decision 042): what the candidate's notice names, and how long applicants'
// data is kept after a posting closes, with what the daily retention run will delete next.

export const RETENTION_MONTHS_MIN = 1;
export const RETENTION_MONTHS_MAX = 120;
export const POLICY_URL_MAX_LENGTH = 500;

/** An http(s) address, or nothing ('' clears it). */
const policyUrlSchema = text()
  .trim()
  .max(POLICY_URL_MAX_LENGTH)
  .refine((value) => value === '' || /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(value), { message: 'url' });

export const privacySettingsSchema = z.object({
  politica_url: policyUrlSchema,
  contacto_email: z.union([z.literal(''), emailSchema]),
  conservacion_meses: z.number().int().min(RETENTION_MONTHS_MIN).max(RETENTION_MONTHS_MAX),
});
export type PrivacySettings = z.infer<typeof privacySettingsSchema>;

/** A posting whose applicants' data the retention run will delete, and when. */
export const retentionDueSchema = z.object({
  evaluacion_id: z.number().int(),
  puesto: z.string(),
  /** When the posting closed (the recruiter closed it, or its valid-until date passed). */
  cierre: z.string(),
  /** The day its applicants' data is deleted (the run of that day). */
  borrado: z.string(),
  postulantes: z.number().int(),
});
export type RetentionDue = z.infer<typeof retentionDueSchema>;

export const privacyOverviewSchema = z.object({
  /** '' when the company set none. */
  politica_url: z.string(),
  contacto_email: z.string(),
  conservacion_meses: z.number().int(),
  /** The next postings to be deleted, soonest first (at most RETENTION_DUE_SHOWN). */
  proximos_borrados: z.array(retentionDueSchema),
  /** Applicants deleted by retention so far, anonymous. */
  borrados_total: z.number().int(),
});
export type PrivacyOverview = z.infer<typeof privacyOverviewSchema>;

export const RETENTION_DUE_SHOWN = 20;

// GET /privacy/settings
export const privacySettingsCall = defineCall({
  method: 'GET',
  path: '/privacy/settings',
  auth: true,
  response: privacyOverviewSchema,
});

// PUT /privacy/settings
export const updatePrivacySettingsCall = defineCall({
  method: 'PUT',
  path: '/privacy/settings',
  auth: true,
  body: privacySettingsSchema,
  response: privacyOverviewSchema,
});
