/** Which system read the CV, as the candidate is told (AI Act Art. 26(11), 86): the built-in engine or a named model. */
export type Reader = { kind: 'embedded' } | { kind: 'model'; model: string };

/**
 * The analysis's `motor_ia` ('embedded', or 'openai:<model>' for an OpenAI-compatible model; decision 004) as what
 * the page says of it. Null when no system has read the CV yet.
 */
export function readerOf(engine: string | null): Reader | null {
  if (!engine) return null;
  if (engine === 'embedded') return { kind: 'embedded' };
  const model = engine.startsWith('openai:') ? engine.slice('openai:'.length).trim() : engine.trim();
  return { kind: 'model', model: model || engine };
}
