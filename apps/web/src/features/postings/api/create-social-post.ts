import { useMutation } from '@tanstack/react-query';
import { socialMediaCall, type socialMediaRequestSchema } from '@postula/contract/postings';
import type { z } from 'zod';
import { apiCall } from '../../../lib/api-client';

/** A post announcing a posting on social networks, written by the AI, plus the plain original text. */
export function createSocialPost(body: z.input<typeof socialMediaRequestSchema>) {
  return apiCall(socialMediaCall, { body });
}

export function useCreateSocialPost() {
  return useMutation({ mutationFn: createSocialPost });
}
