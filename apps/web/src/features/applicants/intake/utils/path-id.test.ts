import { describe, expect, it } from 'vitest';
import { parsePathId } from './path-id';

describe('parsePathId', () => {
  it('reads plain positive integers', () => {
    expect(parsePathId('42')).toBe(42);
    expect(parsePathId('007')).toBe(7);
    expect(parsePathId('2147483647')).toBe(2_147_483_647);
  });

  it('refuses anything else', () => {
    for (const value of [undefined, '', '0', '-3', '4e1', ' 42', '42.0', 'abc', '2147483648']) {
      expect(parsePathId(value)).toBeNull();
    }
  });
});
