import { describe, expect, it } from 'vitest';
import type { ConditionAssessment, CvSummaryFacts } from './engine';
import { reasonIn, summaryIn } from './render-analysis';

// What a stored analysis reads as (decision 020): the embedded engine's data in the reader's language, anything
// stored as text (before, or by the OpenAI-compatible engine), or by another version, as it was written.

const condition = (extra: Partial<ConditionAssessment>): ConditionAssessment => ({
  condition: 'Inglés avanzado',
  kind: 'desirable',
  verdict: 'met',
  evidence: 'English (native)',
  reason: 'El CV indica inglés con un nivel suficiente.',
  ...extra,
});

const facts: CvSummaryFacts = {
  role: { title: 'Backend Developer', kind: 'current' },
  totalYears: 6,
  fieldYears: 6,
  education: null,
  studying: null,
  skills: ['Java'],
  languages: ['en'],
};

describe('reading a stored analysis in the reader’s language', () => {
  it('says a reason stored as a key in the reader’s language', () => {
    const stored = condition({ reasonKey: 'language.met', reasonParams: { spoken: 'en' } });
    expect(reasonIn(stored, 'en')).toBe('The CV states English at a sufficient level.');
    expect(reasonIn(stored, 'pt')).toBe('O currículo indica inglês com nível suficiente.');
    expect(reasonIn(stored, 'es')).toBe('El CV indica inglés con un nivel suficiente.');
  });

  it('reads the stored sentence without a key, with a key it does not know, or with parameters it cannot read', () => {
    expect(reasonIn(condition({}), 'en')).toBe('El CV indica inglés con un nivel suficiente.');
    expect(reasonIn(condition({ reasonKey: 'language.fromTheFuture', reasonParams: { spoken: 'en' } }), 'en')).toBe(
      'El CV indica inglés con un nivel suficiente.',
    );
    const odd = condition({ reasonKey: 'language.met', reasonParams: { spoken: { code: 'en' } } as never });
    expect(reasonIn(odd, 'en')).toBe('El CV indica inglés con un nivel suficiente.');
  });

  it('says the summary from its facts, and reads the stored text without them or when they cannot be read', () => {
    expect(summaryIn({ summary: 'Resumen.', summaryFacts: facts }, 'en')).toBe(
      "Current role: Backend Developer; about 6 years of experience by the CV's dates, all of it related to the position. " +
        'Names what the posting asks for: Java; languages: English.',
    );
    expect(summaryIn({ summary: 'Resumen.', summaryFacts: null }, 'en')).toBe('Resumen.');
    expect(summaryIn({ summary: null, summaryFacts: null }, 'pt')).toBeNull();
    expect(summaryIn({ summary: 'Resumen.', summaryFacts: { role: 'Developer' } }, 'en')).toBe('Resumen.');
  });
});
