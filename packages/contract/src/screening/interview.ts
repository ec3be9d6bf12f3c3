import { z } from 'zod/mini';
import { defineCall } from '../call';
import { LANGUAGES } from '../constants';
import { miniStrippedText, miniText } from '../text-rule';

// The candidate's interview page (screening.interview): its public calls and the interview's states. A module
// of its own so that the candidate's page loads these schemas and none of the recruiter's (decision 031);
// screening.ts re-exports them. Written with zod/mini, as the page's build takes only the parts of it that it uses;
// the server parses with these same schemas (decision 048).

/** Where an applicant's interview stands. */
export const SCREENING_STATES = ['NO_INICIADA', 'INICIADA', 'FINALIZADA'] as const;
export type ScreeningState = (typeof SCREENING_STATES)[number];

/** Questions of one interview, general and CV-specific together. */
export const INTERVIEW_QUESTIONS_MAX = 50;
/** A candidate's answer to one question. */
export const ANSWER_MAX_LENGTH = 4000;

// The candidate's interview page (/interview?iv={token}): public calls, found by the unguessable token.
export const interviewTokenSchema = miniText(z.trim(), z.minLength(20), z.maxLength(100));

export const publicInterviewQuestionSchema = z.object({
  numero: z.number().check(z.int(), z.gte(1)),
  pregunta: z.string(),
  /** What the candidate saved so far; null while unanswered. */
  respuesta: z.nullable(z.string()),
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
    numero: z.number().check(z.int(), z.gte(1), z.lte(INTERVIEW_QUESTIONS_MAX)),
    /** A NUL or an unpaired surrogate (PostgreSQL cannot store them) is dropped, not refused: the rest is kept. */
    respuesta: miniStrippedText(z.maxLength(ANSWER_MAX_LENGTH)),
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
