import type { Language } from '@postula/contract/constants';
import { quote, type Segment } from './cv-document';
import { degreeLevel } from './education';
import { readExperience } from './experience';
import { aboutYears } from './reasons';
import { SPOKEN } from './spoken-languages';

// The few lines about the candidate that the recruiter's list shows (spec: resumen_cv): the CV's own
// profile sentences, then what the engine read, in the recruiter's language. Built from the segments
// that are scored, so it never carries the name, contact data or personal data.

const MAX = 1200;

const LABELS: Record<Language, { years: (n: number) => string; education: string; languages: string }> = {
  es: { years: (n) => `Experiencia fechada: ${aboutYears('es', n)}.`, education: 'Formación', languages: 'Idiomas' },
  en: { years: (n) => `Dated experience: ${aboutYears('en', n)}.`, education: 'Education', languages: 'Languages' },
  pt: { years: (n) => `Experiência datada: ${aboutYears('pt', n)}.`, education: 'Formação', languages: 'Idiomas' },
};

function sentences(segments: readonly Segment[]): string[] {
  const profile = segments.filter((segment) => segment.section === 'profile' && !segment.heading && segment.tokens.length >= 6);
  const pool = profile.length > 0 ? profile : segments.filter((segment) => !segment.heading && segment.tokens.length >= 8 && /[.!]$/.test(segment.text));
  const out: string[] = [];
  let length = 0;
  for (const segment of pool) {
    for (const sentence of segment.text.split(/(?<=[.!?])\s+/)) {
      if (length + sentence.length > 600 || out.length >= 3) return out;
      out.push(sentence);
      length += sentence.length + 1;
    }
  }
  return out;
}

export function summarise(segments: readonly Segment[], language: Language, now: Date): string {
  const labels = LABELS[language];
  const parts = sentences(segments);
  const experience = readExperience(segments, [], now);
  if (experience.totalYears >= 0.5) parts.push(labels.years(Math.round(experience.totalYears * 10) / 10));
  const degree = segments
    .filter((segment) => segment.section === 'education' || segment.section === 'header' || segment.section === 'profile')
    .map((segment) => ({ segment, level: degreeLevel(segment.folded) ?? 0 }))
    .filter((entry) => entry.level >= 2)
    .sort((a, b) => b.level - a.level)[0];
  if (degree) parts.push(`${labels.education}: ${quote(degree.segment.text, 0, 160)}`.replace(/([^.])$/, '$1.'));
  const spoken = SPOKEN.filter((spokenLanguage) =>
    segments.some((segment) => (segment.section === 'languages' || segment.section === 'skills' || /idioma|language|lingua/.test(segment.folded)) && spokenLanguage.pattern.test(segment.folded)),
  );
  if (spoken.length > 0) parts.push(`${labels.languages}: ${spoken.map((entry) => entry.names[language]).join(', ')}.`);
  return quote(parts.join(' '), 0, MAX);
}
