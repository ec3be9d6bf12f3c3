import type { Config } from '../../config';
import { createEmbeddedEngine } from './embedded/embedded-engine';
import type { AiEngine } from './engine';
import { createOpenAiEngine } from './openai-engine';

/** The OpenAI-compatible engine when AI_BASE_URL is set, otherwise the embedded one. */
export function createAiEngine(
  config: Pick<Config, 'AI_BASE_URL' | 'AI_API_KEY' | 'AI_MODEL' | 'AI_TIMEOUT_MS' | 'AI_MAX_RETRIES'>,
): AiEngine {
  if (!config.AI_BASE_URL) return createEmbeddedEngine();
  return createOpenAiEngine({
    baseUrl: config.AI_BASE_URL,
    apiKey: config.AI_API_KEY,
    model: config.AI_MODEL,
    timeoutMs: config.AI_TIMEOUT_MS,
    maxRetries: config.AI_MAX_RETRIES,
  });
}
