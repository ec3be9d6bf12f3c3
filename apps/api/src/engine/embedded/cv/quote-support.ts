import type { ConditionAssessment } from '../../engine';
import { tokenize } from './tokens';
import { coverage, unitsOf } from './units';

// A quote must support its verdict (issue 34): the terms a reason names as shown in the CV are in the line it
// quotes, read as the engine reads a condition (synonyms and other languages count: 'Docker' shows
// 'contenedores', 'statistical' shows 'estadística').

/** The terms `assessment`'s reason names as shown in the CV that its quote does not hold. */
export function unsupportedTerms(assessment: Pick<ConditionAssessment, 'verdict' | 'evidence' | 'reasonKey' | 'reasonParams'>): string[] {
  if (assessment.verdict !== 'met' && assessment.verdict !== 'partly') return [];
  // Only a word-by-word reading names the condition's terms; a portfolio's reason names its address.
  if (!assessment.reasonKey?.startsWith('generic.')) return [];
  // What it names, and what it says the work described shows (read with the work that shows it, as the engine does).
  const strings = (value: unknown) => (typeof value === 'string' ? [value] : Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);
  const terms = [...strings(assessment.reasonParams?.what), ...strings(assessment.reasonParams?.shown)];
  if (terms.length === 0) return [];
  if (!assessment.evidence) return terms;
  return termsMissingFrom(assessment.evidence, terms);
}

/** Of `terms` (a condition's words), those that `text` does not show. */
export function termsMissingFrom(text: string, terms: readonly string[]): string[] {
  const tokens = tokenize(text);
  return terms.filter((term) => {
    const units = unitsOf(term, undefined, { examples: false });
    // A term of function words only ('y otros') names nothing to show.
    return units.length > 0 && coverage(tokens, units).found.length === 0;
  });
}
