import { z } from 'zod';
import { screeningDecisionSchema } from './applicants';
import { defineCall, idSchema, messageResponseSchema } from './call';
import { text } from './text';
import { languageSchema } from './accounts';
import { INTERVIEW_QUESTIONS_MAX } from './screening/interview';

// The candidate's interview page loads only its own schemas (decision 031): they are in screening/interview,
// re-exported here with the recruiter's.
export * from './screening/interview';

export const QUESTION_TYPES = ['general', 'postulante', 'especifica'] as const;
export const QUESTION_MAX_LENGTH = 1000;

export const questionSchema = z.object({
  /** Its place in the list, from 1 (a list holds at most INTERVIEW_QUESTIONS_MAX). */
  numero: z.number().int().min(1).max(INTERVIEW_QUESTIONS_MAX),
  pregunta: text().trim().min(1).max(QUESTION_MAX_LENGTH),
  tipo: z.enum(QUESTION_TYPES),
});
export type Question = z.infer<typeof questionSchema>;

export const CREATE_INTERVIEW_YES = 'si';
export const CREATE_INTERVIEW_NO = 'no';
/** The recruiter's reason for interviewing a candidate the AI advised against. */
export const DECISION_REASON_MAX_LENGTH = 500;

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
  /** The candidate's interview link ({INTERVIEW_URL}?iv={token}) once the interview exists; null before. */
  link_entrevista: z.string().nullable(),
  /**
   * The applicant does not meet a mandatory condition: the AI advises against interviewing them. It is advice
   * (issue 15 over spec §8 'Cannot create interview'): the recruiter may go ahead, saying so when creating it.
   */
  condicion_necesaria_incumplida: z.boolean(),
  /** The mandatory conditions the analysis found not met, in the recruiter's words; empty when none. */
  condiciones_incumplidas: z.array(z.string()),
  /** Set when the recruiter created the interview against that advice. */
  decision_entrevista: screeningDecisionSchema.nullable(),
  /** The posting's language: the candidate's interview page and the message template use it. */
  idioma: languageSchema,
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
  preguntas: z.array(questionSchema).min(1).max(INTERVIEW_QUESTIONS_MAX),
  /**
   * Creating it for a candidate the AI advised against (condicion_necesaria_incumplida): the recruiter says
   * they go ahead anyway. Without it such a creation answers 409 candidate_not_eligible and changes nothing.
   */
  avanzar_pese_a_recomendacion: z.boolean().optional(),
  /** Why, optional; kept with the applicant and shown in its panel. */
  motivo_decision: text().trim().max(DECISION_REASON_MAX_LENGTH).optional(),
});
export type SaveInterviewRequest = z.infer<typeof saveInterviewRequestSchema>;

const saveInterviewResponseSchema = z.object({
  entrevista_id: z.number().int(),
  message: z.string(),
  /** The link to send the candidate: {INTERVIEW_URL}?iv={token}. */
  link_entrevista: z.string(),
});
export type SaveInterviewResponse = z.infer<typeof saveInterviewResponseSchema>;

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
  body: z.object({ evaluacion_id: idSchema, preguntas: z.array(questionSchema).min(1).max(INTERVIEW_QUESTIONS_MAX) }),
  response: messageResponseSchema,
});
