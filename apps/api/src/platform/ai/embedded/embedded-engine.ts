import type { AiEngine } from '../engine';
import { draftPosting } from './draft-posting';
import { socialPost } from './social-post';

/**
 * The offline engine (DESIGN.md "The AI engine"): drafts and posts come from a vocabulary of occupations
 * written in Spanish, English and Portuguese, so the product works with no AI server, and the same input
 * always gives the same text.
 */
export function createEmbeddedEngine(): AiEngine {
  return {
    name: 'embedded',
    draftPosting: async ({ position, language }) => draftPosting(position, language),
    socialPost: async (input) => socialPost(input),
  };
}
