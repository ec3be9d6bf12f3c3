import { describe, expect, it } from 'vitest';
import { EMBEDDED_ENGINE_VERSION, engineIdentity } from './engine-version';

describe('the engine and version an analysis is logged with', () => {
  it('splits the name results record into the engine and its version', () => {
    expect(engineIdentity('embedded')).toEqual({ engine: 'embedded', version: EMBEDDED_ENGINE_VERSION });
    expect(engineIdentity('openai:gpt-4o-mini')).toEqual({ engine: 'openai', version: 'gpt-4o-mini' });
    // A model name may itself hold a colon (Ollama's tags).
    expect(engineIdentity('openai:llama3.1:8b')).toEqual({ engine: 'openai', version: 'llama3.1:8b' });
    expect(engineIdentity('openai:')).toEqual({ engine: 'openai', version: 'unknown' });
  });
});
