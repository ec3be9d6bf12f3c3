import { saveAnswerCall } from '@postula/contract/screening/interview';
import { ApiError, apiCall } from '../../../../lib/api-client';

export interface SaveAnswerInput {
  iv: string;
  numero: number;
  respuesta: string;
}

/**
 * PUT /public/interview/answer, as the candidate writes. Quiet: each question shows its own "Guardando…",
 * and the page must never block while someone is typing. The debounce and ordering live in
 * hooks/use-interview-answers.ts, which calls this directly (one save in flight per question).
 */
export function saveAnswer(body: SaveAnswerInput) {
  return apiCall(saveAnswerCall, { body, quiet: true });
}

/** The interview was sent (from this page or another tab): nothing can be saved or sent any more. */
export const isInterviewFinished = (error: unknown) => error instanceof ApiError && error.code === 'interview_finished';
