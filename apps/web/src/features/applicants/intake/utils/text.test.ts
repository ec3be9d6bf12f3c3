import { describe, expect, it } from 'vitest';
import { truncateText } from './text';

describe('truncateText', () => {
  it('leaves a short text whole', () => {
    expect(truncateText('  Atención al público.  ', 100)).toEqual({ text: 'Atención al público.', truncated: false });
    expect(truncateText('a'.repeat(100), 100)).toEqual({ text: 'a'.repeat(100), truncated: false });
  });

  it('cuts at the last word break within the limit and adds an ellipsis', () => {
    const text = 'Recepción de mercadería, control de stock y armado de pedidos para la sucursal del centro de la ciudad.';
    const { text: cut, truncated } = truncateText(text, 50);
    expect(truncated).toBe(true);
    expect(cut).toBe('Recepción de mercadería, control de stock y armado…');
    expect([...cut].length).toBeLessThanOrEqual(51);
  });

  it('cuts inside a word when there is no break in the second half', () => {
    expect(truncateText('x'.repeat(300), 200).text).toBe(`${'x'.repeat(200)}…`);
  });

  it('never splits an emoji', () => {
    const { text } = truncateText('🚀'.repeat(120), 100);
    expect([...text]).toHaveLength(101);
    expect(text.endsWith('🚀…')).toBe(true);
  });
});
