import { createEmbeddedEngine } from './embedded/embedded-engine';
import type { AiEngine } from './engine';
import { createOpenAiEngine } from './openai/openai-engine';

/** The settings that choose the engine, as config.ts reads them from the environment. */
export interface EngineSettings {
  AI_BASE_URL?: string | undefined;
  AI_API_KEY?: string | undefined;
  AI_MODEL: string;
  AI_TIMEOUT_MS: number;
  AI_MAX_RETRIES: number;
}

/** The OpenAI-compatible engine when AI_BASE_URL is set, otherwise the embedded one. */
export function createAiEngine(config: EngineSettings): AiEngine {
  if (!config.AI_BASE_URL) return createEmbeddedEngine();
  return createOpenAiEngine({
    baseUrl: config.AI_BASE_URL,
    apiKey: config.AI_API_KEY,
    model: config.AI_MODEL,
    timeoutMs: config.AI_TIMEOUT_MS,
    maxRetries: config.AI_MAX_RETRIES,
  });
}
