import { describe, expect, it } from 'vitest';
import { DEFAULT_MARK_COLOR } from '@postula/contract/constants';
import { MARK_NAME_MAX_LENGTH } from '@postula/contract/marks';
import { MARK_FORM_ERRORS, markFormDefaults, markFormSchema, pickerColor } from './mark-form';

function issues(input: { nombre: string; color: string }) {
  const result = markFormSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
}

describe('markFormSchema (spec §5 Mark)', () => {
  it('trims the name and keeps the colour', () => {
    expect(markFormSchema.parse({ nombre: '  Entrevistar  ', color: '#A1b2C3' })).toEqual({
      nombre: 'Entrevistar',
      color: '#A1b2C3',
    });
  });

  it('requires a name, blanks counting as none', () => {
    expect(issues({ nombre: '', color: DEFAULT_MARK_COLOR })).toEqual([['nombre', MARK_FORM_ERRORS.required]]);
    expect(issues({ nombre: '   ', color: DEFAULT_MARK_COLOR })).toEqual([['nombre', MARK_FORM_ERRORS.required]]);
  });

  it('refuses a name longer than the contract allows', () => {
    expect(issues({ nombre: 'x'.repeat(MARK_NAME_MAX_LENGTH), color: DEFAULT_MARK_COLOR })).toEqual([]);
    expect(issues({ nombre: 'x'.repeat(MARK_NAME_MAX_LENGTH + 1), color: DEFAULT_MARK_COLOR })).toEqual([
      ['nombre', MARK_FORM_ERRORS.tooLong],
    ]);
  });

  it('accepts only #RRGGBB colours', () => {
    for (const color of ['#000000', '#ffffff', '#ABCDEF', '#6366f1']) {
      expect(issues({ nombre: 'a', color })).toEqual([]);
    }
    for (const color of ['', '#fff', '6366f1', '#6366f', '#6366f1f', '#ggg000', 'red']) {
      expect(issues({ nombre: 'a', color })).toEqual([['color', MARK_FORM_ERRORS.color]]);
    }
  });

  it('keeps markup in a name as plain characters', () => {
    expect(markFormSchema.parse({ nombre: '<b>html</b>', color: '#000000' }).nombre).toBe('<b>html</b>');
  });
});

describe('markFormDefaults', () => {
  it('starts a new mark blank, in the default colour #6366f1 (spec §9)', () => {
    expect(markFormDefaults()).toEqual({ nombre: '', color: '#6366f1' });
  });

  it('starts an edit from the mark', () => {
    expect(markFormDefaults({ marca_id: 3, nombre: 'Top', color: '#112233' })).toEqual({
      nombre: 'Top',
      color: '#112233',
    });
  });
});

describe('pickerColor', () => {
  it('lowercases a valid colour for the native picker', () => {
    expect(pickerColor(' #ABCDEF ', '#000000')).toBe('#abcdef');
  });

  it('keeps the fallback while the text is not a colour', () => {
    expect(pickerColor('#12', '#6366f1')).toBe('#6366f1');
  });
});
