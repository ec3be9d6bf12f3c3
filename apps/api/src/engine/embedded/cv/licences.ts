import type { Segment } from './cv-document';

// Driving licences in es/en/pt and their category ('Licencia de conducir B', 'CNH categoria AB',
// 'Valid Ontario G Level License').

export const DRIVING_LICENCE =
  /\b(licencia de (?:conducir|manejo|manejar|conductor)|licencia (?:profesional )?(?:clase|categoria|tipo) [a-g]|carne?t? de conducir|permiso de conducir|registro de conducir|brevete|driver['’]?s? licen[cs]e|driving licen[cs]e|licen[cs]e to drive|cnh|carteira (?:nacional )?de habilitacao|habilitacao|carta de conducao|g level licen[cs]e|g2? licen[cs]e|class [a-g] licen[cs]e|licen[cs]e class [a-g])\b/;

const CATEGORY = /^[\s:,.(-]*(?:(?:clase|categoria|category|class|cat\.?|tipo|level)\s*)?([a-e][1-3]?e?|ab|ae)\b/;

export function categoryAfter(folded: string): string | undefined {
  const match = DRIVING_LICENCE.exec(folded);
  if (!match) return undefined;
  const inside = /\b(?:clase|categoria|tipo|class) ([a-g])\b/.exec(match[0]);
  if (inside) return inside[1];
  return CATEGORY.exec(folded.slice(match.index + match[0].length, match.index + match[0].length + 20))?.[1];
}

export type LicenceReading =
  | { verdict: 'met'; key: 'licence.met'; evidence: Segment }
  | { verdict: 'partly'; key: 'licence.otherCategory'; evidence: Segment }
  | { verdict: 'unclear'; key: 'licence.notShown'; evidence: undefined };

/**
 * A driving licence the CV does not name is to be confirmed, not missing (decision 057): many who hold one never
 * list it. Only a licence of another category is less than what is asked.
 */
export function readLicence(segments: readonly Segment[], required: string | undefined): LicenceReading {
  let other: Segment | undefined;
  for (const segment of segments) {
    if (!DRIVING_LICENCE.test(segment.folded)) continue;
    const category = categoryAfter(segment.folded);
    if (!required || !category || category.includes(required) || required.includes(category)) return { verdict: 'met', key: 'licence.met', evidence: segment };
    other ??= segment;
  }
  if (other) return { verdict: 'partly', key: 'licence.otherCategory', evidence: other };
  return { verdict: 'unclear', key: 'licence.notShown', evidence: undefined };
}
