import { LANGUAGES } from '@postula/contract/constants';
import { describe, expect, it } from 'vitest';
import { matchOccupation } from '../embedded/postings/match-occupation';
import { words } from '../embedded/normalize';
import { CONCEPT_GROUPS, RELATED_CONCEPTS, SHOWN_BY } from './concepts';
import { OCCUPATIONS } from './occupations';
import { SECTORS } from './sectors';
import { toHashtag } from '../embedded/postings/social-post';
import { TECHNOLOGIES } from '../embedded/postings/position-modifiers';
import { PHRASES } from '../embedded/postings/templates';
import { detectLanguage, protectedTrait } from '../../testing/testing-language';
import { occupationSchema, parseVocabulary, postingTextSchema, sectorSchema } from './vocabulary-schema';

// The rules of a single entry (counts, capitals, full stops, protected traits, hashtags) are the schema's, and
// the vocabulary is parsed with it when it loads (vocabulary-schema.ts). Here: that parse, the message a
// malformed entry gets, and the rules that relate entries to each other or to the engine's readers.

describe('vocabulary', () => {
  it('has at least 150 occupations with unique ids', () => {
    expect(OCCUPATIONS.length).toBeGreaterThanOrEqual(150);
    expect(new Set(OCCUPATIONS.map((occupation) => occupation.id)).size).toBe(OCCUPATIONS.length);
  });

  it('covers every sector the product hires for', () => {
    const sectors = new Set(OCCUPATIONS.map((occupation) => occupation.sector));
    for (const sector of SECTORS) expect(sectors.has(sector.id), sector.id).toBe(true);
  });

  it('parses with its schema', () => {
    expect(() => parseVocabulary('occupations', occupationSchema, OCCUPATIONS)).not.toThrow();
    expect(() => parseVocabulary('sectors', sectorSchema, SECTORS)).not.toThrow();
  });

  it('names the entry and the field of a malformed one', () => {
    const nurse = OCCUPATIONS.find((occupation) => occupation.id === 'nurse')!;
    const broken = [
      { ...nurse, es: { ...nurse.es, tasks: ['Brindar cuidados.', ...nurse.es.tasks.slice(1)] } },
      { ...nurse, id: 'nurse-two', pt: { ...nurse.pt, must: [...nurse.pt.must, 'Sexo feminino.'], nice: [] } },
    ];
    expect(() => parseVocabulary('occupations', occupationSchema, broken)).toThrow(
      [
        "The vocabulary's occupations are malformed:",
        "'nurse' es.tasks[0]: must start with a lower-case letter",
        "'nurse' es.tasks[0]: must not end with a full stop nor hold a semicolon",
        "'nurse-two' pt.nice: Too small: expected array to have >=2 items",
        "'nurse-two' pt.must[3]: names a protected trait (protected-traits.ts): screening keeps off them, so the vocabulary never asks for one",
      ].join('\n'),
    );
  });

  it.each(OCCUPATIONS.map((occupation) => [occupation.id, occupation] as const))('%s is written in each language', (id, occupation) => {
    for (const language of LANGUAGES) {
      const text = occupation[language];
      // Each language's content is written in that language, not copied from another one.
      expect(detectLanguage([...text.tasks, ...text.must, ...text.nice].join(' ')), `${id} ${language}`).toBe(language);
    }
  });

  it('finds every occupation by each of its own names', () => {
    for (const occupation of OCCUPATIONS) {
      for (const language of LANGUAGES) {
        for (const name of occupation[language].names) {
          expect(matchOccupation(words(name))?.occupation.id, `${occupation.id}: ${name}`).toBe(occupation.id);
        }
      }
    }
  });

  it('gives every occupation a hashtag in every language', () => {
    for (const occupation of OCCUPATIONS) {
      for (const language of LANGUAGES) {
        expect(toHashtag(occupation[language].names[0] ?? ''), `${occupation.id} ${language}`).toMatch(/^[A-Z][A-Za-z0-9ñÑ]{1,29}$/);
      }
    }
  });

  it('keeps the frame sentences free of protected traits', () => {
    for (const language of LANGUAGES) {
      const phrases = PHRASES[language];
      expect(() => postingTextSchema.parse(phrases.general.text), `general ${language}`).not.toThrow();
      const frames = [phrases.general.profile, ...Object.values(phrases.seniority), ...Object.values(phrases.workMode), ...Object.values(phrases.shift)];
      expect(protectedTrait(frames.join('\n'))).toBeUndefined();
    }
  });
});

describe('concepts', () => {
  it('have unique ids', () => {
    const ids = CONCEPT_GROUPS.map(([id]) => id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });

  it('relate only concepts that exist', () => {
    const known = new Set([
      ...CONCEPT_GROUPS.map(([id]) => id),
      ...OCCUPATIONS.map((occupation) => `occupation:${occupation.id}`),
      ...TECHNOLOGIES.map((technology) => `tech:${technology.label}`),
      'tech:*',
    ]);
    const named = [...Object.entries(RELATED_CONCEPTS), ...Object.entries(SHOWN_BY)].flatMap(([id, related]) => [id, ...related]);
    expect(named.filter((id) => !known.has(id))).toEqual([]);
  });
});
