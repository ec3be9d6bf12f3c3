import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials';

describe('initialsOf', () => {
  it('takes the first letter of the first two words', () => {
    expect(initialsOf('Acme Logística SA')).toBe('AL');
    expect(initialsOf('ñandú')).toBe('Ñ');
    expect(initialsOf('  (Grupo) & Ética ')).toBe('GÉ');
    expect(initialsOf('')).toBe('');
  });
});
