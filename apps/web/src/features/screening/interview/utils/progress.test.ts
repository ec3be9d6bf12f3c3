import { describe, expect, it } from 'vitest';
import { isBlank, isComplete, missingQuestions, progressOf } from './progress';

describe('isBlank', () => {
  it('takes null, empty and whitespace-only answers as none', () => {
    expect(isBlank(null)).toBe(true);
    expect(isBlank(undefined)).toBe(true);
    expect(isBlank('')).toBe(true);
    expect(isBlank(' \n\t ')).toBe(true);
    expect(isBlank(' sí ')).toBe(false);
  });
});

describe('progressOf', () => {
  it('counts the saved, non-blank answers', () => {
    expect(
      progressOf([
        { numero: 1, saved: 'Porque me gusta atender público.' },
        { numero: 2, saved: null },
        { numero: 3, saved: '   ' },
        { numero: 4, saved: 'Dos años.' },
      ]),
    ).toEqual({ answered: 2, total: 4 });
  });

  it('is zero of zero without questions', () => {
    expect(progressOf([])).toEqual({ answered: 0, total: 0 });
  });
});

describe('missingQuestions', () => {
  it('lists the unanswered questions in order', () => {
    expect(
      missingQuestions([
        { numero: 5, saved: '' },
        { numero: 1, saved: 'Sí' },
        { numero: 2, saved: null },
        { numero: 3, saved: ' ' },
      ]),
    ).toEqual([2, 3, 5]);
  });

  it('is empty when every question has an answer', () => {
    expect(missingQuestions([{ numero: 1, saved: 'a' }])).toEqual([]);
  });
});

describe('isComplete', () => {
  it('needs every question answered', () => {
    expect(isComplete([{ numero: 1, saved: 'a' }, { numero: 2, saved: 'b' }])).toBe(true);
    expect(isComplete([{ numero: 1, saved: 'a' }, { numero: 2, saved: '' }])).toBe(false);
  });

  it('is never complete without questions', () => {
    expect(isComplete([])).toBe(false);
  });
});
