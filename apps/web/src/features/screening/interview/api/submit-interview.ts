import { useMutation } from '@tanstack/react-query';
import { submitInterviewCall } from '@postula/contract/screening/interview';
import { ApiError, apiCall } from '../../../../lib/api-client';

/** POST /public/interview/submit: the answers become final (FINALIZADA). */
export function submitInterview(token: string) {
  return apiCall(submitInterviewCall, { body: { iv: token } });
}

export const isInterviewIncomplete = (error: unknown) =>
  error instanceof ApiError && error.code === 'interview_incomplete';

export function useSubmitInterview() {
  return useMutation({ mutationFn: submitInterview });
}
