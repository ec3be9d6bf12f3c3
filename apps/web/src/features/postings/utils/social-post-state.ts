import { z } from 'zod';
import { idSchema } from '@postula/contract/call';

/**
 * What /social-media-post receives as navigation state (spec §2): the AI text, the original text, the
 * applicant link, the evaluation id and whether a LinkedIn account is linked. It is read back with this
 * schema, since history state can hold anything.
 */
export const socialPostStateSchema = z.object({
  texto_ai: z.string(),
  texto_original: z.string(),
  link: z.string(),
  evaluacion_id: idSchema,
  linkedin_vinculado: z.boolean(),
});
export type SocialPostState = z.infer<typeof socialPostStateSchema>;
