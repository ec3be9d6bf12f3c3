/**
 * The embedded engine's version, logged with every analysis it makes (analysis_log, decision 044): two analyses
 * of the same input with the same version give the same result. Raise it with every change to how the embedded
 * engine reads a CV or scores it (engine/embedded/cv, score.ts, the vocabulary), so the log tells results of
 * different rules apart.
 */
export const EMBEDDED_ENGINE_VERSION = '2026.12.08.3';

/**
 * An engine's name as results record it (AiEngine.name: 'embedded' or 'openai:<model>') split into the engine
 * and its version: the embedded engine's constant, or the model the OpenAI-compatible server was asked for.
 */
export function engineIdentity(name: string): { engine: string; version: string } {
  const colon = name.indexOf(':');
  if (colon === -1) return { engine: name, version: name === 'embedded' ? EMBEDDED_ENGINE_VERSION : 'unknown' };
  return { engine: name.slice(0, colon), version: name.slice(colon + 1) || 'unknown' };
}
