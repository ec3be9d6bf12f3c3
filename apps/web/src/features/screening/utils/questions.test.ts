import { describe, expect, it } from 'vitest';
import { chatMessageLink, toQuestions, type DraftQuestion } from './questions';

const drafts = (...texts: string[]): DraftQuestion[] => texts.map((text, i) => ({ key: `k${i}`, text }));

describe('toQuestions', () => {
  it('puts general questions first, then the CV ones typed especifica, numbered 1…n', () => {
    expect(toQuestions(drafts('¿Cuándo empiezas?', '¿Por qué este puesto?'), drafts('¿Qué nivel de inglés?'))).toEqual([
      { numero: 1, pregunta: '¿Cuándo empiezas?', tipo: 'general' },
      { numero: 2, pregunta: '¿Por qué este puesto?', tipo: 'general' },
      { numero: 3, pregunta: '¿Qué nivel de inglés?', tipo: 'especifica' },
    ]);
  });

  it('drops blank questions and renumbers the rest', () => {
    expect(toQuestions(drafts('  ', 'Uno  '), drafts('', 'Dos')).map((q) => [q.numero, q.pregunta])).toEqual([
      [1, 'Uno'],
      [2, 'Dos'],
    ]);
  });
});

describe('chatMessageLink', () => {
  it('uses only the phone digits and carries the message', () => {
    expect(chatMessageLink('+54 9 11 5555-0101', 'Hola & chau')).toBe('https://wa.me/5491155550101?text=Hola%20%26%20chau');
    expect(chatMessageLink(null, 'Hola')).toBeNull();
    expect(chatMessageLink('sin número', 'Hola')).toBeNull();
  });
});
