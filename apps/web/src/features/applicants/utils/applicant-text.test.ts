import { describe, expect, it } from 'vitest';
import { chatLink, mailLink, ringScore, truncate } from './applicant-text';

describe('truncate', () => {
  it('keeps a text that fits, and cuts a longer one at the limit with an ellipsis', () => {
    expect(truncate('Corto', 140)).toEqual({ text: 'Corto', cut: false });
    expect(truncate('a'.repeat(140), 140)).toEqual({ text: 'a'.repeat(140), cut: false });
    expect(truncate('a'.repeat(141), 140)).toEqual({ text: `${'a'.repeat(140)}…`, cut: true });
  });

  it('counts accented letters and emoji as one character each, and drops a blank before the ellipsis', () => {
    expect(truncate('ñandú 👍🏽 árbol', 5)).toEqual({ text: 'ñandú…', cut: true });
    expect(truncate('uno dos', 4)).toEqual({ text: 'uno…', cut: true });
  });
});

describe('ringScore', () => {
  it('clamps to 0–10 and answers null for anything that is not a number', () => {
    expect(ringScore(7.5)).toBe(7.5);
    expect(ringScore(12)).toBe(10);
    expect(ringScore(-3)).toBe(0);
    expect(ringScore(null)).toBeNull();
    expect(ringScore(Number.NaN)).toBeNull();
    expect(ringScore('8')).toBeNull();
  });
});

describe('contact links', () => {
  it('sends only the phone digits to the chat app', () => {
    expect(chatLink('+54 9 11 5555-1234')).toBe('https://wa.me/5491155551234');
    expect(chatLink('+351912345678')).toBe('https://wa.me/351912345678');
    expect(chatLink('sin teléfono')).toBeNull();
    expect(chatLink(null)).toBeNull();
  });

  it('builds a mailto link that cannot carry extra headers', () => {
    expect(mailLink('ana.perez@example.com')).toBe('mailto:ana.perez@example.com');
    expect(mailLink('a@b.c?bcc=x@y.z')).toBe('mailto:a@b.c%3Fbcc%3Dx%40y.z');
    expect(mailLink(' ')).toBeNull();
  });
});
