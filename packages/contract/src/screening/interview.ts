import { z } from 'zod';
import { defineCall } from '../call';
import { LANGUAGES } from '../constants';
import { strippedText, text } from '../text';

// The candidate's interview page (screening.interview): its public calls and the interview's states. A module
// of its own so that the candidate's page loads these schemas and none of the recruiter's (decision 031);
// screening.ts re-exports them.

/** Where an applicant's interview stands. */
export const SCREENING_STATES = ['NO_INICIADA', 'INICIADA', 'FINALIZADA'] as const;
export type ScreeningState = (typeof SCREENING_STATES)[number];

/** Questions of one interview, general and CV-specific together. */
export const INTERVIEW_QUESTIONS_MAX = 50;
/** A candidate's answer to one question. */
export const ANSWER_MAX_LENGTH = 4000;

// The candidate's interview page (/interview?iv={token}): public calls, found by the unguessable token.
export const interviewTokenSchema = text().trim().min(20).max(100);

export const publicInterviewQuestionSchema = z.object({
  numero: z.number().int().min(1),
  pregunta: z.string(),
  /** What the candidate saved so far; null while unanswered. */
  respuesta: z.string().nullable(),
});

export const publicInterviewSchema = z.object({
  nombre_empresa: z.string(),
  puesto: z.string(),
  /** The posting's language: the page speaks it. */
  idioma: z.enum(LANGUAGES),
  estado: z.enum(SCREENING_STATES),
  /** Empty once FINALIZADA: the page only says it was sent. */
  preguntas: z.array(publicInterviewQuestionSchema),
});
export type PublicInterview = z.infer<typeof publicInterviewSchema>;

// GET /public/interview?iv={token}; an unknown token answers 404 interview_not_found.
export const publicInterviewCall = defineCall({
  method: 'GET',
  path: '/public/interview',
  auth: false,
  query: z.object({ iv: interviewTokenSchema }),
  response: publicInterviewSchema,
});

/**
 * PUT /public/interview/answer: saves one answer as the candidate writes it (a closed tab loses nothing).
 * The first answer moves the interview from NO_INICIADA to INICIADA; a FINALIZADA one answers 409.
 */
export const saveAnswerCall = defineCall({
  method: 'PUT',
  path: '/public/interview/answer',
  auth: false,
  body: z.object({
    iv: interviewTokenSchema,
    numero: z.number().int().min(1).max(INTERVIEW_QUESTIONS_MAX),
    /** A NUL or an unpaired surrogate (PostgreSQL cannot store them) is dropped, not refused: the rest is kept. */
    respuesta: strippedText().max(ANSWER_MAX_LENGTH),
  }),
  response: z.object({ estado: z.enum(SCREENING_STATES) }),
});

/** POST /public/interview/submit: every question answered, it becomes FINALIZADA and is summarised. */
export const submitInterviewCall = defineCall({
  method: 'POST',
  path: '/public/interview/submit',
  auth: false,
  body: z.object({ iv: interviewTokenSchema }),
  response: z.object({ estado: z.enum(SCREENING_STATES) }),
});
