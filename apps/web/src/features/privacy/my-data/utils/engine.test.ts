import { describe, expect, it } from 'vitest';
import { readerOf } from './engine';

describe('readerOf', () => {
  it('tells the built-in engine from a model, named as configured', () => {
    expect(readerOf('embedded')).toEqual({ kind: 'embedded' });
    expect(readerOf('openai:gpt-4o-mini')).toEqual({ kind: 'model', model: 'gpt-4o-mini' });
    expect(readerOf('openai:llama3.1:8b')).toEqual({ kind: 'model', model: 'llama3.1:8b' });
  });

  it('names an engine it does not know by its own name, and none before the CV was read', () => {
    expect(readerOf('other-engine')).toEqual({ kind: 'model', model: 'other-engine' });
    expect(readerOf('openai:')).toEqual({ kind: 'model', model: 'openai:' });
    expect(readerOf(null)).toBeNull();
  });
});
