import { describe, expect, it } from 'vitest';
import { interpolate, pickLanguage } from './language';

describe('pickLanguage', () => {
  it.each([
    [undefined, 'es'],
    ['', 'es'],
    ['pt-BR,pt;q=0.9,en;q=0.8', 'pt'],
    ['en-US', 'en'],
    ['fr-FR,fr;q=0.9,en;q=0.5', 'en'],
    ['de', 'es'],
    ['es;q=0.1, en;q=0.9', 'en'],
    ['en;q=0, pt', 'pt'],
  ])('%s -> %s', (header, expected) => {
    expect(pickLanguage(header)).toBe(expected);
  });
});

describe('interpolate', () => {
  it('fills known names and leaves unknown ones visible', () => {
    expect(interpolate('Try in {minutes} min {x}', { minutes: 15 })).toBe('Try in 15 min {x}');
  });
});
