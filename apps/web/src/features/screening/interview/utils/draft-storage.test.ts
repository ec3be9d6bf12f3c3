import { describe, expect, it } from 'vitest';
import { ANSWER_MAX_LENGTH } from '@postula/contract/screening/interview';
import {
  clearDraft,
  clearDrafts,
  draftKey,
  initialAnswer,
  readDraft,
  writeDraft,
  type DraftStorage,
} from './draft-storage';

function memoryStorage(): DraftStorage & { entries: Map<string, string> } {
  const entries = new Map<string, string>();
  return {
    entries,
    get length() {
      return entries.size;
    },
    key: (index) => [...entries.keys()][index] ?? null,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, value),
    removeItem: (key) => void entries.delete(key),
  };
}

const TOKEN = 'a'.repeat(32);
const OTHER = 'b'.repeat(32);

describe('drafts', () => {
  it('are kept per interview link and question', () => {
    const storage = memoryStorage();
    writeDraft(storage, TOKEN, 1, 'Primera');
    writeDraft(storage, TOKEN, 2, 'Segunda');
    writeDraft(storage, OTHER, 1, 'Otra entrevista');
    expect(readDraft(storage, TOKEN, 1)).toBe('Primera');
    expect(readDraft(storage, TOKEN, 2)).toBe('Segunda');
    expect(readDraft(storage, OTHER, 1)).toBe('Otra entrevista');
    expect(readDraft(storage, TOKEN, 3)).toBeNull();
    expect(draftKey(TOKEN, 1)).not.toBe(draftKey(TOKEN, 11));
  });

  it('are cleared one by one, or all of one interview', () => {
    const storage = memoryStorage();
    writeDraft(storage, TOKEN, 1, 'Primera');
    writeDraft(storage, TOKEN, 2, 'Segunda');
    writeDraft(storage, OTHER, 1, 'Otra entrevista');
    storage.setItem('i18nextLng', 'es');
    clearDraft(storage, TOKEN, 1);
    expect(readDraft(storage, TOKEN, 1)).toBeNull();
    expect(readDraft(storage, TOKEN, 2)).toBe('Segunda');
    clearDrafts(storage, TOKEN);
    expect([...storage.entries.keys()].sort()).toEqual([draftKey(OTHER, 1), 'i18nextLng'].sort());
  });

  it('survive a storage that is missing or refuses', () => {
    const broken: DraftStorage = {
      length: 1,
      key: () => {
        throw new Error('denied');
      },
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    expect(() => writeDraft(broken, TOKEN, 1, 'x')).not.toThrow();
    expect(readDraft(broken, TOKEN, 1)).toBeNull();
    expect(() => clearDraft(broken, TOKEN, 1)).not.toThrow();
    expect(() => clearDrafts(broken, TOKEN)).not.toThrow();
    expect(readDraft(null, TOKEN, 1)).toBeNull();
    expect(() => clearDrafts(null, TOKEN)).not.toThrow();
  });
});

describe('initialAnswer', () => {
  it('takes the saved answer when there is no draft', () => {
    expect(initialAnswer('Guardada', null)).toEqual({ text: 'Guardada', unsaved: false });
    expect(initialAnswer(null, null)).toEqual({ text: '', unsaved: false });
  });

  it('prefers a draft that differs from the saved answer, and asks to save it', () => {
    expect(initialAnswer('Guardada', 'Guardada y ampliada')).toEqual({ text: 'Guardada y ampliada', unsaved: true });
    expect(initialAnswer(null, 'Sin guardar')).toEqual({ text: 'Sin guardar', unsaved: true });
    expect(initialAnswer('Guardada', '')).toEqual({ text: '', unsaved: true });
  });

  it('ignores a draft equal to the saved answer', () => {
    expect(initialAnswer('Igual', 'Igual')).toEqual({ text: 'Igual', unsaved: false });
    expect(initialAnswer(null, '')).toEqual({ text: '', unsaved: false });
  });

  it('cuts a draft longer than an answer may be', () => {
    const { text } = initialAnswer(null, 'x'.repeat(ANSWER_MAX_LENGTH + 10));
    expect(text).toHaveLength(ANSWER_MAX_LENGTH);
  });
});
