import { z } from 'zod';
import { languageSchema } from './accounts';
import { defineCall, idParamSchema, idSchema } from './call';
import { text } from './text';
import { applicantsFilterSchema, oneTarget } from './applicants/finding';

/**
 * E-mails to candidates (issue 18): the company's templates, sending from the applicant's drawer (one or many
 * applicants of one posting), and the e-mails an applicant was sent. Bodies are plain text.
 */

/** The templates a company has: the interview invitation, the rejection, and a free text. */
export const EMAIL_TEMPLATE_KINDS = ['entrevista', 'rechazo', 'libre'] as const;
export const emailTemplateKindSchema = z.enum(EMAIL_TEMPLATE_KINDS);
export type EmailTemplateKind = z.infer<typeof emailTemplateKindSchema>;

/** Filled in per applicant on the server; an unknown one is left as written. */
export const EMAIL_PLACEHOLDERS = ['nombre', 'puesto', 'empresa', 'enlace_entrevista'] as const;
export type EmailPlaceholder = (typeof EMAIL_PLACEHOLDERS)[number];

export const EMAIL_SUBJECT_MAX_LENGTH = 200;
export const EMAIL_BODY_MAX_LENGTH = 10_000;
/** At most this many applicants in one send (the list's bulk bar sends a page at most). */
export const EMAIL_RECIPIENTS_MAX = 100;
/** At most this many applicants when the send names them by the list's filter; above it `bulk_too_many`. */
export const EMAIL_FILTER_MAX = 500;
/**
 * E-mails one company's recruiters may send to candidates in 24 hours, every send counted: a bound on what a
 * stolen session, or a mistake, can send from the company's name (confirmations are bounded apart).
 */
export const COMPANY_EMAILS_PER_DAY = 2000;

/** A subject is one line: a line break in it would start a header of its own. */
const subjectSchema = text()
  .trim()
  .min(1)
  .max(EMAIL_SUBJECT_MAX_LENGTH)
  .refine((value) => !/[\r\n\u2028\u2029]/.test(value), { error: 'one_line' });
const bodySchema = text().trim().min(1).max(EMAIL_BODY_MAX_LENGTH);

export const emailTextSchema = z.object({ asunto: z.string(), cuerpo: z.string() });

export const emailTemplateSchema = z.object({
  tipo: emailTemplateKindSchema,
  idioma: languageSchema,
  asunto: z.string(),
  cuerpo: z.string(),
  /** The company changed it; otherwise it is the built-in text. */
  personalizada: z.boolean(),
  /** The built-in text, to go back to. */
  predeterminada: emailTextSchema,
});
export type EmailTemplate = z.infer<typeof emailTemplateSchema>;

// GET /settings/email-templates (ours): every kind in every language, the company's own or the built-in one.
export const listEmailTemplatesCall = defineCall({
  method: 'GET',
  path: '/settings/email-templates',
  auth: true,
  response: z.object({ plantillas: z.array(emailTemplateSchema) }),
});

export const saveEmailTemplateRequestSchema = z.object({
  tipo: emailTemplateKindSchema,
  idioma: languageSchema,
  asunto: subjectSchema,
  cuerpo: bodySchema,
});
export type SaveEmailTemplateRequest = z.infer<typeof saveEmailTemplateRequestSchema>;

// PUT /settings/email-templates (ours): the company's text of one kind in one language.
export const saveEmailTemplateCall = defineCall({
  method: 'PUT',
  path: '/settings/email-templates',
  auth: true,
  body: saveEmailTemplateRequestSchema,
  response: emailTemplateSchema,
});

export const sendEmailsRequestSchema = z
  .object({
    evaluacion_id: idSchema,
    /** Applicants of that posting; the same one twice is sent once. */
    postulacion_ids: z.array(idSchema).min(1).max(EMAIL_RECIPIENTS_MAX).optional(),
    /** Or every applicant of the posting the list's filter matches (at most EMAIL_FILTER_MAX). */
    filtro: applicantsFilterSchema.optional(),
    asunto: subjectSchema,
    cuerpo: bodySchema,
    /** The template the text started from, for the activity log; absent when the recruiter wrote their own. */
    plantilla: emailTemplateKindSchema.optional(),
  })
  .superRefine(oneTarget);
export type SendEmailsRequest = z.infer<typeof sendEmailsRequestSchema>;
/** What a client sends (the filter's fields may be left out). */
export type SendEmailsInput = z.input<typeof sendEmailsRequestSchema>;

export const sendEmailsResponseSchema = z.object({
  /** Queued through the outbox, one per applicant. */
  enviados: z.number().int(),
  /** Their CV printed no e-mail address. */
  sin_correo: z.number().int(),
  /** The text carries {enlace_entrevista} and they have no interview. */
  sin_entrevista: z.number().int(),
  message: z.string(),
});
export type SendEmailsResponse = z.infer<typeof sendEmailsResponseSchema>;

// POST /jobsearch/applicant/emails (ours): one text to one or many applicants of a posting.
export const sendEmailsCall = defineCall({
  method: 'POST',
  path: '/jobsearch/applicant/emails',
  auth: true,
  body: sendEmailsRequestSchema,
  response: sendEmailsResponseSchema,
});

/** queued: waiting or being retried; sent: over SMTP; logged: printed to the server log (no SMTP); failed: retries exhausted. */
export const SENT_EMAIL_STATES = ['en_cola', 'enviado', 'registrado', 'fallido'] as const;
export const sentEmailStateSchema = z.enum(SENT_EMAIL_STATES);
export type SentEmailState = z.infer<typeof sentEmailStateSchema>;

export const sentEmailSchema = z.object({
  correo_id: z.number().int(),
  asunto: z.string(),
  destinatario: z.string(),
  /** ISO 8601: when it was queued. */
  fecha: z.string(),
  /** The user who sent it; null for the confirmation the product sends by itself. */
  enviado_por: z.string().nullable(),
  /** The confirmation of a CV received, or a recruiter's message. */
  tipo: z.enum(['confirmacion', 'mensaje']),
  estado: sentEmailStateSchema,
});
export type SentEmail = z.infer<typeof sentEmailSchema>;

export const applicantEmailsParamsSchema = z.object({ evaluacion_id: idParamSchema, postulacion_id: idParamSchema });

// GET /jobsearch/:evaluacion_id/applicant/:postulacion_id/emails (ours): what an applicant was sent, newest first.
export const applicantEmailsCall = defineCall({
  method: 'GET',
  path: '/jobsearch/:evaluacion_id/applicant/:postulacion_id/emails',
  auth: true,
  params: applicantEmailsParamsSchema,
  response: z.object({ correos: z.array(sentEmailSchema) }),
});
