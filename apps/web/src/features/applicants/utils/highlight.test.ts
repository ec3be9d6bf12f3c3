import { describe, expect, it } from 'vitest';
import { highlight } from './highlight';
import { findingParams, NO_FINDING, readFinding, withChanges } from './finding-params';

describe('the CV passage a search matched', () => {
  it('marks the words the search starts, accents and case ignored', () => {
    const pieces = highlight('… curso de Señalización ferroviaria y señales …', 'senaliz');
    expect(pieces.filter((p) => p.match).map((p) => p.text)).toEqual(['Señalización']);
    expect(pieces.map((p) => p.text).join('')).toBe('… curso de Señalización ferroviaria y señales …');
  });

  it('marks nothing inside a word, and keeps markup as text', () => {
    expect(highlight('interferroviario <b>x</b>', 'ferroviario').some((p) => p.match)).toBe(false);
    expect(highlight('<script>alert(1)</script> python', 'python').map((p) => p.text)).toEqual(['<script>alert(1)</script> ', 'python']);
  });
});

describe('the finding filters in the address', () => {
  it('reads what it wrote, and anything else as absent', () => {
    const finding = { scoreMin: 5, scoreMax: 8.5, state: 'fallido' as const, mandatory: 'noneUnmet' as const, order: 'nombre' as const };
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(findingParams(finding))) if (value !== null) params.set(key, value);
    expect(readFinding(params)).toEqual(finding);
    expect(readFinding(new URLSearchParams('cal_min=abc&cal_max=99&estado=borrado&orden=edad&obligatorias=si'))).toEqual({
      scoreMin: null,
      scoreMax: null,
      state: null,
      mandatory: 'any',
      order: 'calificacion',
    });
    expect(readFinding(new URLSearchParams('cal_min=9&cal_max=3'))).toMatchObject({ scoreMin: 3, scoreMax: 9 });
    // An address written before the filter had two ways keeps meaning "every one met".
    expect(readFinding(new URLSearchParams('obligatorias=1'))).toMatchObject({ mandatory: 'met' });
  });
});

describe('a change to the finding filters', () => {
  it('keeps what it does not touch, and turns a range upside down the way the recruiter meant', () => {
    const current = { ...NO_FINDING, state: 'analizado' as const, scoreMax: 6 };
    expect(withChanges(current, { mandatory: 'met' })).toEqual({ ...current, mandatory: 'met' });
    expect(withChanges(current, { scoreMin: 8 })).toMatchObject({ scoreMin: 8, scoreMax: 8, state: 'analizado' });
    expect(withChanges({ ...current, scoreMin: 5 }, { scoreMax: 3 })).toMatchObject({ scoreMin: 3, scoreMax: 3 });
  });
});
