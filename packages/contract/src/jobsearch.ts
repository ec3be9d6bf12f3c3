import { z } from 'zod';
import { defineCall, idParamSchema, idSchema, messageResponseSchema } from './call';
import { IMPORT_BEST_CHOICES, MAX_CV_CHOICES } from './constants';
import { languageSchema } from './user';
import { markSchema } from './settings';
import { applicantSchema } from './applicant';
import { safeTextCheck, text } from './text';

const trimmedText = (max: number) => text().trim().max(max);

/** yyyy-mm-dd, as a date input gives it. */
export const isoDateSchema = z.iso.date().check(safeTextCheck);

// GET /jobsearch
export const jobListItemSchema = z.object({
  puesto: z.string(),
  evaluacion_id: idSchema,
  fecha_creacion: z.string(),
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

// POST /jobsearch/page
export const applicantsPageRequestSchema = z.object({
  evaluacion_id: idSchema,
  numero_pagina: z.number().int().min(1),
  cantidad_por_pagina: z.number().int().min(1).max(100),
  filtro: z.object({
    nombre_o_notas: trimmedText(200).default(''),
    marcas: z.array(z.number().int()).max(100).default([]),
  }),
});
export type ApplicantsPageRequest = z.infer<typeof applicantsPageRequestSchema>;

export const applicantsPageCall = defineCall({
  method: 'POST',
  path: '/jobsearch/page',
  auth: true,
  body: applicantsPageRequestSchema,
  response: z.object({ postulaciones: z.array(applicantSchema), total_cv_recibidos: z.number().int() }),
});

// POST /jobsearch/applicant
export const NOTE_MAX_LENGTH = 5000;

export const updateApplicantRequestSchema = z.object({
  evaluacion_id: idSchema,
  postulacion_id: idSchema,
  datos: z.union([
    z.object({ nota: text().max(NOTE_MAX_LENGTH) }).strict(),
    z.object({ marca_id: z.number().int().min(-1) }).strict(),
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

// POST /jobsearch/google-drive: starts importing a public Drive folder's CVs as a background job.
export const googleDriveCall = defineCall({
  method: 'POST',
  path: '/jobsearch/google-drive',
  auth: true,
  body: z.object({ evaluacion_id: idSchema, url_google_drive_folder: z.url().max(2000).check(safeTextCheck) }),
  response: messageResponseSchema.extend({ importacion_id: z.number().int() }),
});

/** Where a Drive import stands: queued, reading the folder and its files, or ended. */
export const DRIVE_IMPORT_STATES = ['en_cola', 'en_proceso', 'terminada', 'fallida'] as const;
export type DriveImportState = (typeof DRIVE_IMPORT_STATES)[number];

/** Why a file of the folder was not imported, or why the whole import ended without importing. */
export const driveImportSchema = z.object({
  importacion_id: z.number().int(),
  estado: z.enum(DRIVE_IMPORT_STATES),
  /** The folder's name once read; null before. */
  carpeta: z.string().nullable(),
  /** CV files found (PDF, DOC, DOCX, Google Docs), at most DRIVE_MAX_FILES. */
  archivos: z.number().int(),
  procesados: z.number().int(),
  importados: z.number().int(),
  /** Already in the posting, not a CV type, too large, or past the maximum. */
  omitidos: z.number().int(),
  /** Could not be downloaded or read. */
  fallidos: z.number().int(),
  /** Why a failed import ended (private or missing folder, no CVs, Drive unavailable), in the user's language. */
  motivo: z.string().nullable(),
  fecha_inicio: z.string(),
  fecha_fin: z.string().nullable(),
});
export type DriveImport = z.infer<typeof driveImportSchema>;

// GET /jobsearch/google-drive/{evaluacion_id}: whether Drive is configured, and the posting's latest imports.
export const driveImportsCall = defineCall({
  method: 'GET',
  path: '/jobsearch/google-drive/:evaluacion_id',
  auth: true,
  params: z.object({ evaluacion_id: idParamSchema }),
  response: z.object({
    /** False without GOOGLE_API_KEY: the screen says the feature is not configured. */
    configurado: z.boolean(),
    /** Newest first, at most 5. */
    importaciones: z.array(driveImportSchema),
  }),
});

// GET /jobsearch/list-for-import
export const importableJobSchema = z.object({
  evaluacion_id: idSchema,
  puesto: z.string(),
  fecha_creacion: z.string(),
  nombre_empresa: z.string(),
  tareas_a_realizar: z.string(),
  idioma: languageSchema,
  cantidad_postulantes: z.number().int(),
});
export type ImportableJob = z.infer<typeof importableJobSchema>;

export const listForImportCall = defineCall({
  method: 'GET',
  path: '/jobsearch/list-for-import',
  auth: true,
  response: z.object({ evaluaciones: z.array(importableJobSchema) }),
});

// POST /jobsearch/import-process
export const importProcessRequestSchema = z.object({
  evaluaciones: z.array(z.object({ evaluacion_id: idSchema })).min(1).max(100),
  evaluacion_id_destino: idSchema,
  cantidad_postulantes: z.union(IMPORT_BEST_CHOICES.map((n) => z.literal(n))),
  importar_notas: z.boolean(),
  importar_marcas: z.boolean(),
});
export type ImportProcessRequest = z.infer<typeof importProcessRequestSchema>;

export const importProcessCall = defineCall({
  method: 'POST',
  path: '/jobsearch/import-process',
  auth: true,
  body: importProcessRequestSchema,
  response: messageResponseSchema,
});

/** The text of a LinkedIn post: LinkedIn takes at most 3,000 characters. */
export const LINKEDIN_POST_MAX_LENGTH = 3000;
const linkedinPostSchema = z.object({
  evaluacion_id: idSchema,
  texto: text().trim().min(1).max(LINKEDIN_POST_MAX_LENGTH),
});
const linkedinPublishedSchema = z.object({ message: z.string(), post_publicado: z.boolean() });

// GET /jobsearch/linkedin/status: whether LinkedIn is configured here, and linked for the signed-in user.
export const linkedinStatusCall = defineCall({
  method: 'GET',
  path: '/jobsearch/linkedin/status',
  auth: true,
  response: z.object({ configurado: z.boolean(), vinculado: z.boolean() }),
});

/**
 * POST /jobsearch/linkedin/authorize: keeps the post to publish and answers LinkedIn's OAuth 2.0 authorization
 * address, whose `state` is bound to this session; LinkedIn sends the user back to /auth/linkedin/callback.
 */
export const linkedinAuthorizeCall = defineCall({
  method: 'POST',
  path: '/jobsearch/linkedin/authorize',
  auth: true,
  body: linkedinPostSchema,
  response: z.object({ url_autorizacion: z.string() }),
});

// POST /jobsearch/linkedin/oauth: exchanges the callback's code (state checked), keeps the token, publishes.
export const linkedinOauthCall = defineCall({
  method: 'POST',
  path: '/jobsearch/linkedin/oauth',
  auth: true,
  body: z.object({ code: text().min(1).max(2000), state: text().min(1).max(500) }),
  response: linkedinPublishedSchema,
});

// POST /jobsearch/linkedin/publish: publishes with the token kept from an earlier authorization.
export const linkedinPublishCall = defineCall({
  method: 'POST',
  path: '/jobsearch/linkedin/publish',
  auth: true,
  body: linkedinPostSchema,
  response: linkedinPublishedSchema,
});
