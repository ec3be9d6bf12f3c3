import { LANGUAGES } from '@postula/contract/constants';
import { describe, expect, it } from 'vitest';
import { matchOccupation } from '../embedded/postings/match-occupation';
import { words } from '../embedded/normalize';
import { OCCUPATIONS } from './occupations';
import { SECTORS } from './sectors';
import { toHashtag } from '../embedded/postings/social-post';
import { PHRASES } from '../embedded/postings/templates';
import { detectLanguage, protectedTrait } from '../../testing/testing-language';
import type { PostingText } from './vocabulary-types';

function expectWellFormed(text: PostingText, where: string) {
  expect(text.exp.trim(), where).not.toBe('');
  expect(text.exp, where).not.toMatch(/[.]$/);
  for (const task of text.tasks) {
    // Tasks complete "the main tasks are ___": lower-case start, no full stop, no semicolon (the list uses them).
    expect(task, where).toMatch(/^\p{Ll}/u);
    expect(task, where).not.toMatch(/[.;]$/);
    expect(task, where).not.toContain(';');
  }
  for (const condition of [...text.must, ...text.nice]) {
    expect(condition, where).toMatch(/^\p{Lu}.*\.$/u);
    expect(condition.length, where).toBeLessThanOrEqual(300);
  }
  const all = [text.exp, ...text.tasks, ...text.must, ...text.nice].join('\n');
  expect(protectedTrait(all), `${where}: ${all}`).toBeUndefined();
}

describe('vocabulary', () => {
  it('has at least 150 occupations with unique ids', () => {
    expect(OCCUPATIONS.length).toBeGreaterThanOrEqual(150);
    expect(new Set(OCCUPATIONS.map((occupation) => occupation.id)).size).toBe(OCCUPATIONS.length);
  });

  it('covers every sector the product hires for', () => {
    const sectors = new Set(OCCUPATIONS.map((occupation) => occupation.sector));
    for (const sector of SECTORS) expect(sectors.has(sector.id), sector.id).toBe(true);
  });

  it.each(OCCUPATIONS.map((occupation) => [occupation.id, occupation] as const))('%s has names and content in es, en and pt', (id, occupation) => {
    expect(occupation.years).toBeGreaterThanOrEqual(0);
    for (const language of LANGUAGES) {
      const text = occupation[language];
      const where = `${id} ${language}`;
      expect(text.names.length, where).toBeGreaterThanOrEqual(1);
      expect(text.tasks.length, where).toBeGreaterThanOrEqual(3);
      expect(text.tasks.length, where).toBeLessThanOrEqual(5);
      expect(text.must.length, where).toBeGreaterThanOrEqual(2);
      expect(text.must.length, where).toBeLessThanOrEqual(5);
      expect(text.nice.length, where).toBeGreaterThanOrEqual(2);
      expect(text.nice.length, where).toBeLessThanOrEqual(5);
      expectWellFormed(text, where);
      const profile = occupation.profile?.[language];
      if (profile) {
        expect(profile, where).toMatch(/^\p{Lu}.*\.$/u);
        expect(protectedTrait(profile), where).toBeUndefined();
      }
      // Each language's content is written in that language, not copied from another one.
      expect(detectLanguage([...text.tasks, ...text.must, ...text.nice].join(' ')), where).toBe(language);
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

  it.each(SECTORS.map((sector) => [sector.id, sector] as const))('sector %s has hashtags, a profile and a generic draft', (id, sector) => {
    expect(sector.keywords.length).toBeGreaterThan(0);
    for (const language of LANGUAGES) {
      expect(sector.hashtags[language].length, id).toBeGreaterThanOrEqual(1);
      for (const tag of sector.hashtags[language]) expect(tag).toMatch(/^[A-Za-z0-9ñÑ]+$/);
      expect(sector.profile[language]).toMatch(/^\p{Lu}.*\.$/u);
      expect(protectedTrait(sector.profile[language])).toBeUndefined();
      expectWellFormed(sector.generic[language], `${id} ${language}`);
    }
  });

  it('keeps the frame sentences free of protected traits', () => {
    for (const language of LANGUAGES) {
      const phrases = PHRASES[language];
      expectWellFormed(phrases.general.text, `general ${language}`);
      const frames = [phrases.general.profile, ...Object.values(phrases.seniority), ...Object.values(phrases.workMode), ...Object.values(phrases.shift)];
      expect(protectedTrait(frames.join('\n'))).toBeUndefined();
    }
  });
});
