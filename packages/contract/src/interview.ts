import { z } from 'zod';
import { defineCall, idSchema, messageResponseSchema } from './call';

export const QUESTION_TYPES = ['general', 'postulante', 'especifica'] as const;
export const QUESTION_MAX_LENGTH = 1000;

export const questionSchema = z.object({
  numero: z.number().int().min(1),
  pregunta: z.string().trim().min(1).max(QUESTION_MAX_LENGTH),
  tipo: z.enum(QUESTION_TYPES),
});
export type Question = z.infer<typeof questionSchema>;

export const CREATE_INTERVIEW_YES = 'si';

export const screeningDataSchema = z.object({
  nombre_persona: z.string().nullable(),
  puesto: z.string(),
  telefono: z.string().nullable(),
  estado: z.string().nullable(),
  entrevista_id: z.number().int().nullable(),
  crear_entrevista: z.string(),
  tareas_a_realizar: z.string(),
  resumen_cv: z.string().nullable(),
  postulacion_id: z.number().int(),
  preguntas_generales: z.array(questionSchema),
  preguntas_postulante: z.array(questionSchema),
  respuestas_entrevista: z
    .object({
      resumen: z.string(),
      respuestas: z.array(z.object({ pregunta: z.string(), respuesta: z.string() })),
    })
    .nullable(),
});
export type ScreeningData = z.infer<typeof screeningDataSchema>;

const applicationRefSchema = z.object({ evaluacion_id: idSchema, postulacion_id: idSchema });

export const screeningProposalCall = defineCall({
  method: 'POST',
  path: '/interview/screening-proposal',
  auth: true,
  body: applicationRefSchema,
  response: screeningDataSchema,
});

export const saveInterviewRequestSchema = applicationRefSchema.extend({
  preguntas: z.array(questionSchema).min(1).max(50),
});
export type SaveInterviewRequest = z.infer<typeof saveInterviewRequestSchema>;

const saveInterviewResponseSchema = z.object({ entrevista_id: z.number().int(), message: z.string() });

/** PUT creates the interview (no entrevista_id yet); POST updates the existing one (spec §4). */
export const createInterviewCall = defineCall({
  method: 'PUT',
  path: '/interview',
  auth: true,
  body: saveInterviewRequestSchema,
  response: saveInterviewResponseSchema,
});

export const updateInterviewCall = defineCall({
  method: 'POST',
  path: '/interview',
  auth: true,
  body: saveInterviewRequestSchema,
  response: saveInterviewResponseSchema,
});

export const interviewDefinitionCall = defineCall({
  method: 'PUT',
  path: '/interview-definition',
  auth: true,
  body: z.object({ evaluacion_id: idSchema, preguntas: z.array(questionSchema).min(1).max(50) }),
  response: messageResponseSchema,
});
