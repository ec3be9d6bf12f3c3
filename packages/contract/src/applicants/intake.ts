import { z } from 'zod/mini';
import { defineCall, idParamSchema } from '../call';
import { CV_MAX_BYTES, LANGUAGES } from '../constants';
import { miniText } from '../text-rule';

// The candidate's upload page (applicants.intake): the posting it shows and the CV it sends. A module of its
// own so that the candidate's page loads these schemas and none of the recruiter's (decision 031);
// applicants.ts re-exports them. Written with zod/mini, which the page's build takes only the parts of that it
// uses, where zod's classic API comes whole: the server parses with these same schemas (decision 048).

/** A posting accepts CVs only in this state (spec §4). */
export const POSTING_OPEN = 'vigente';
/** Past its valid-until date, its maximum CV count reached, or closed by the recruiter: the page shows the closing texts. */
export const POSTING_STATES = [POSTING_OPEN, 'vencida', 'completa', 'cerrada'] as const;
export type PostingState = (typeof POSTING_STATES)[number];

/**
 * The version of the privacy notice the candidate's page shows and asks consent to (issue 19): a new text takes a new
 * version, and each application stores the version (with the language) its candidate accepted.
 */
export const CONSENT_VERSION = '2026-11-25';

/** The company's privacy details the notice names (set in its settings; decision 042). */
export const publicPrivacySchema = z.object({
  /** The company's privacy policy (http or https), or null when it set none. */
  politica_url: z.nullable(z.string()),
  /** Where candidates ask about their data, or null when the company set none. */
  contacto_email: z.nullable(z.string()),
  /** Months the company keeps applicants' data after the posting closes. */
  conservacion_meses: z.number().check(z.int()),
});
export type PublicPrivacy = z.infer<typeof publicPrivacySchema>;

export const publicUploadInfoSchema = z.object({
  empresa_id: z.number().check(z.int()),
  evaluacion_id: z.number().check(z.int()),
  nombre_empresa: z.string(),
  puesto: z.string(),
  tareas_a_realizar: z.string(),
  estado: z.enum(POSTING_STATES),
  idioma: z.enum(LANGUAGES),
  texto_1: z.string(),
  texto_2: z.string(),
  texto_3: z.string(),
  /** Ours (issue 19): what the notice above the upload names. */
  privacidad: publicPrivacySchema,
});
export type PublicUploadInfo = z.infer<typeof publicUploadInfoSchema>;

// GET /applicant/upload?e={code}
export const publicUploadByCodeCall = defineCall({
  method: 'GET',
  path: '/applicant/upload',
  auth: false,
  query: z.object({ e: miniText(z.trim(), z.minLength(1), z.maxLength(200)) }),
  response: publicUploadInfoSchema,
});

// GET /jobsearch/upload/{evaluacion_id}
export const publicUploadByIdCall = defineCall({
  method: 'GET',
  path: '/jobsearch/upload/:evaluacion_id',
  auth: false,
  params: z.object({ evaluacion_id: idParamSchema }),
  response: publicUploadInfoSchema,
});

// POST /applicant/upload (multipart: file, empresa_id, evaluacion_id)
export const uploadFieldsSchema = z.object({
  empresa_id: idParamSchema,
  evaluacion_id: idParamSchema,
});

export const uploadResultSchema = z.object({
  texto_1: z.string(),
  texto_2: z.string(),
  texto_3: z.string(),
  /**
   * Ours (issue 19): the candidate's private link, where they see, download and delete what the company holds of
   * this application. Shown once, here, and sent again in the confirmation e-mail.
   */
  enlace_datos: z.string(),
});
export type UploadResult = z.infer<typeof uploadResultSchema>;

/** The form the candidate's page sends: the two ids of its link, and the CV. */
export const uploadFormSchema = z.extend(uploadFieldsSchema, {
  consentimiento: z.literal(CONSENT_VERSION).check(
    z.meta({ description: 'Ours (issue 19): the version of the privacy notice the candidate accepted (required).' }),
  ),
  file: z.file().check(
    z.maxSize(CV_MAX_BYTES),
    z.meta({ description: 'The CV: a PDF, DOCX or DOC file, judged by its bytes (not its name or declared type), at most 10 MB.' }),
  ),
});

export const uploadCvCall = defineCall({
  method: 'POST',
  path: '/applicant/upload',
  auth: false,
  form: uploadFormSchema,
  response: uploadResultSchema,
});
