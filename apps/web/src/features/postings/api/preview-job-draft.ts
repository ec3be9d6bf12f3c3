import { useMutation } from '@tanstack/react-query';
import { aiPreviewCall } from '@postula/contract/postings';
import { apiCall } from '../../../lib/api-client';

/** The AI's draft of a posting (description and conditions) from its position alone, in the interface language. */
export function previewJobDraft(puesto: string) {
  return apiCall(aiPreviewCall, { body: { puesto } });
}

export function usePreviewJobDraft() {
  return useMutation({ mutationFn: previewJobDraft });
}
