import { z } from 'zod';
import { languageSchema } from './accounts';
import { applicantSchema } from './applicants';
import { datesRangeCheck, defineCall, idParamSchema, idSchema } from './call';
import { MAX_CV_CHOICES } from './constants';
import { markSchema } from './marks';
import { safeTextCheck, text } from './text';

const trimmedText = (max: number) => text().trim().max(max);

/** yyyy-mm-dd, as a date input gives it, within the years a request may name (call.ts). */
export const isoDateSchema = z.iso.date().check(safeTextCheck, datesRangeCheck);

/** Whether a posting takes CVs: open, closed by the recruiter, or past its valid-until date. */
export const POSTING_STATUSES = ['abierto', 'cerrado', 'vencido'] as const;
export const postingStatusSchema = z.enum(POSTING_STATUSES);
export type PostingStatus = z.infer<typeof postingStatusSchema>;

/** A re-score under way after the conditions changed (decision 035): `hechos` of `total` analysed again. */
export const rescoreProgressSchema = z.object({ total: z.number().int(), hechos: z.number().int() }).nullable();
export type RescoreProgress = z.infer<typeof rescoreProgressSchema>;

// GET /jobsearch
export const jobListItemSchema = z.object({
  puesto: z.string(),
  evaluacion_id: idSchema,
  fecha_creacion: z.string(),
  estado: postingStatusSchema,
  valido_hasta: z.string(),
  /** Applicants received, of them analysed (with a score), and arrived since this recruiter last opened it. */
  recibidos: z.number().int(),
  analizados: z.number().int(),
  nuevos: z.number().int(),
  recalificacion: rescoreProgressSchema,
});
export type JobListItem = z.infer<typeof jobListItemSchema>;

export const jobListCall = defineCall({
  method: 'GET',
  path: '/jobsearch',
  auth: true,
  response: z.object({ avisos: z.array(jobListItemSchema) }),
});

// GET /jobsearch/detail/{id}
export const jobIdParamsSchema = z.object({ id: idParamSchema });

export const jobDetailSchema = z.object({
  evaluacion_id: idSchema,
  puesto: z.string(),
  tareas_a_realizar: z.string(),
  /** Empty when the posting has none (the create call's 'ninguna'). */
  condiciones_necesarias: z.array(z.string()),
  condiciones_deseables: z.array(z.string()),
  maxima_cant_cv: z.number().int(),
  valido_hasta: z.string(),
  fecha_creacion: z.string(),
  idioma: languageSchema,
  /** The public applicant link. */
  texto_prompt: z.string(),
  /** The unguessable code of the short public page /applicant?e={codigo_publico}. */
  codigo_publico: z.string(),
  /** The best applicants first (at most one page); total_cv_recibidos counts them all. */
  postulaciones: z.array(applicantSchema),
  total_cv_recibidos: z.number().int(),
  marcas: z.array(markSchema),
  estado: postingStatusSchema,
  recalificacion: rescoreProgressSchema,
});
export type JobDetail = z.infer<typeof jobDetailSchema>;

export const jobDetailCall = defineCall({
  method: 'GET',
  path: '/jobsearch/detail/:id',
  auth: true,
  params: jobIdParamsSchema,
  response: jobDetailSchema,
});

// POST /jobsearch
/** Sent when every condition row was left empty (spec §5). */
export const NO_CONDITIONS = 'ninguna';
export const POSITION_MAX_LENGTH = 200;
export const TASKS_MAX_LENGTH = 10_000;
export const CONDITION_MAX_LENGTH = 500;
export const MAX_CONDITIONS = 30;

/** Empty rows are dropped by the client and again by the server; none left means 'ninguna'. */
export const createJobRequestSchema = z.object({
  sexo: z.literal('indistinto'),
  puesto: trimmedText(POSITION_MAX_LENGTH).min(1),
  tareas_a_realizar: trimmedText(TASKS_MAX_LENGTH).min(1),
  condiciones_necesarias: z.array(z.object({ condicion_necesaria: trimmedText(CONDITION_MAX_LENGTH) })).max(MAX_CONDITIONS),
  condiciones_deseables: z.array(z.object({ condicion_deseable: trimmedText(CONDITION_MAX_LENGTH) })).max(MAX_CONDITIONS),
  maxima_cant_cv: z.union(MAX_CV_CHOICES.map((n) => z.literal(n))),
  valido_hasta: isoDateSchema,
});
export type CreateJobRequest = z.infer<typeof createJobRequestSchema>;

export const createJobCall = defineCall({
  method: 'POST',
  path: '/jobsearch',
  auth: true,
  body: createJobRequestSchema,
  response: z.object({ link: z.string(), evaluacion_id: idSchema }),
});

// POST /jobsearch/new/aipreview
export const aiPreviewResponseSchema = z.object({
  descripcion: z.string(),
  condicion_necesaria: z.array(z.string()),
  condicion_deseable: z.array(z.string()),
  /** False when the position was not understood as a job: the draft is a generic one, and the form says so. */
  puesto_reconocido: z.boolean(),
  /** Which AI engine wrote it ('embedded' or 'openai:<model>'). */
  motor_ia: z.string(),
});
export type AiPreviewResponse = z.infer<typeof aiPreviewResponseSchema>;

export const aiPreviewCall = defineCall({
  method: 'POST',
  path: '/jobsearch/new/aipreview',
  auth: true,
  body: z.object({ puesto: trimmedText(POSITION_MAX_LENGTH).min(1) }),
  response: aiPreviewResponseSchema,
});

// POST /jobsearch/socialmedia (the link field carries the product's name)
export const socialMediaRequestSchema = z.object({
  puesto: trimmedText(POSITION_MAX_LENGTH).min(1),
  tareas_a_realizar: trimmedText(TASKS_MAX_LENGTH),
  evaluacion_id: idSchema,
  link_postula: z.url().check(safeTextCheck),
});

export const socialMediaResponseSchema = z.object({
  texto_ai: z.string(),
  texto_original: z.string(),
  linkedin_vinculado: z.boolean(),
  motor_ia: z.string(),
});
export type SocialMediaResponse = z.infer<typeof socialMediaResponseSchema>;

export const socialMediaCall = defineCall({
  method: 'POST',
  path: '/jobsearch/socialmedia',
  auth: true,
  body: socialMediaRequestSchema,
  response: socialMediaResponseSchema,
});

// PUT /jobsearch/{id}: every field of the create form, after publishing (decision 035)
export const updateJobCall = defineCall({
  method: 'PUT',
  path: '/jobsearch/:id',
  auth: true,
  params: jobIdParamsSchema,
  body: createJobRequestSchema,
  /** `recalificando`: applicants queued to be scored again (0 when what the analysis reads did not change). */
  response: z.object({ evaluacion_id: idSchema, recalificando: z.number().int() }),
});

const postingStateResponseSchema = z.object({ estado: postingStatusSchema, valido_hasta: z.string() });

// POST /jobsearch/{id}/close: refuses new CVs from now on
export const closeJobCall = defineCall({
  method: 'POST',
  path: '/jobsearch/:id/close',
  auth: true,
  params: jobIdParamsSchema,
  response: postingStateResponseSchema,
});

// POST /jobsearch/{id}/reopen: a posting past its valid-until date needs a new one (400 validation, valido_hasta)
export const reopenJobCall = defineCall({
  method: 'POST',
  path: '/jobsearch/:id/reopen',
  auth: true,
  params: jobIdParamsSchema,
  body: z.object({ valido_hasta: isoDateSchema.optional() }),
  response: postingStateResponseSchema,
});

// POST /jobsearch/{id}/duplicate: a new open posting with the same fields and no applicants
export const duplicateJobCall = defineCall({
  method: 'POST',
  path: '/jobsearch/:id/duplicate',
  auth: true,
  params: jobIdParamsSchema,
  response: z.object({ evaluacion_id: idSchema, link: z.string() }),
});

// DELETE /jobsearch/{id}: the posting, its applicants, their CV files, interviews and everything else of it
export const deleteJobCall = defineCall({
  method: 'DELETE',
  path: '/jobsearch/:id',
  auth: true,
  params: jobIdParamsSchema,
  /** Applicants removed with it. */
  response: z.object({ eliminados: z.number().int() }),
});
