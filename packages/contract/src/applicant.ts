import { z } from 'zod';
import { defineCall, idParamSchema } from './call';
import { LANGUAGES } from './constants';

export const SCREENING_STATES = ['NO_INICIADA', 'INICIADA', 'FINALIZADA'] as const;
export type ScreeningState = (typeof SCREENING_STATES)[number];

/** An applicant as the recruiter's screens read it (spec §3). */
export const applicantSchema = z.object({
  id: z.number().int(),
  postulacion_id: z.number().int(),
  nombre_persona: z.string().nullable(),
  correo: z.string().nullable(),
  telefono: z.string().nullable(),
  calificacion: z.number().nullable(),
  resumen_cv: z.string().nullable(),
  path_cv: z.string().nullable(),
  notas: z.string().nullable(),
  marca_id: z.number().int(),
  screening_estado: z.string().nullable(),
  screening_resumen: z.string().nullable(),
});
export type Applicant = z.infer<typeof applicantSchema>;

/** A posting accepts CVs only in this state (spec §4). */
export const POSTING_OPEN = 'vigente';

export const publicUploadInfoSchema = z.object({
  empresa_id: z.number().int(),
  evaluacion_id: z.number().int(),
  nombre_empresa: z.string(),
  puesto: z.string(),
  tareas_a_realizar: z.string(),
  estado: z.string(),
  idioma: z.enum(LANGUAGES),
  texto_1: z.string(),
  texto_2: z.string(),
  texto_3: z.string(),
});
export type PublicUploadInfo = z.infer<typeof publicUploadInfoSchema>;

// GET /applicant/upload?e={code}
export const publicUploadByCodeCall = defineCall({
  method: 'GET',
  path: '/applicant/upload',
  auth: false,
  query: z.object({ e: z.string().trim().min(1).max(200) }),
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
});
export type UploadResult = z.infer<typeof uploadResultSchema>;

export const uploadCvCall = defineCall({
  method: 'POST',
  path: '/applicant/upload',
  auth: false,
  response: uploadResultSchema,
});
