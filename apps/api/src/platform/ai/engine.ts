import { z } from 'zod';
import type { Language } from '@postula/contract/constants';

/**
 * What the AI does for the product, behind one interface with two engines (DESIGN.md "The AI engine"):
 * the embedded one (offline, deterministic) and any OpenAI-compatible chat-completions server. Later
 * issues add CV analysis, screening proposals and interview summaries here.
 */
export interface AiEngine {
  /** Recorded with every result: 'embedded' or 'openai:<model>'. */
  readonly name: string;
  /** A draft description and conditions for a position, written in `language`. */
  draftPosting(input: DraftPostingInput): Promise<PostingDraft>;
  /** A post for social networks (chat apps, LinkedIn) announcing the posting, in its language. */
  socialPost(input: SocialPostInput): Promise<string>;
}

export interface DraftPostingInput {
  /** As the recruiter typed it: any case, accents or not, gender forms, typos. */
  position: string;
  language: Language;
}

export const postingDraftSchema = z.object({
  /** Tasks and context of the job, 2 to 6 sentences, plain text (line breaks allowed). */
  description: z.string().min(1).max(4000),
  /** 2 to 6 mandatory (excluding) conditions, each one short sentence. */
  mandatory: z.array(z.string().min(1).max(300)).min(1).max(8),
  /** 2 to 6 desirable conditions. */
  desirable: z.array(z.string().min(1).max(300)).min(1).max(8),
});
export type PostingDraft = z.infer<typeof postingDraftSchema>;

export interface SocialPostInput {
  position: string;
  tasks: string;
  company: string;
  /** The public applicant link; the post must contain it exactly once. */
  link: string;
  language: Language;
}

export const socialPostSchema = z.object({ text: z.string().min(1).max(3000) });

/** The engine could not answer (server down, time-out, malformed output). Routes turn it into a 502. */
export class AiUnavailableError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'AiUnavailableError';
  }
}
