import { ADMINISTRATION_AND_FINANCE } from './occupations/administration-and-finance';
import { EDUCATION } from './occupations/education';
import { HEALTH } from './occupations/health';
import { HOSPITALITY } from './occupations/hospitality';
import { LOGISTICS } from './occupations/logistics';
import { MANUFACTURING } from './occupations/manufacturing';
import { MARKETING_AND_DESIGN } from './occupations/marketing-and-design';
import { PEOPLE_AND_LEGAL } from './occupations/people-and-legal';
import { SALES_AND_RETAIL } from './occupations/sales-and-retail';
import { SERVICES } from './occupations/services';
import { TECHNOLOGY } from './occupations/technology';
import { TRADES_AND_CONSTRUCTION } from './occupations/trades-and-construction';
import { occupationSchema, parseVocabulary, type Occupation } from './vocabulary-schema';

/**
 * Every occupation the embedded engine knows. The order only breaks exact ties between equally good
 * matches, so the commonest jobs of each sector come first in their files.
 */
export const OCCUPATIONS: readonly Occupation[] = parseVocabulary('occupations', occupationSchema, [
  ...TECHNOLOGY,
  ...SALES_AND_RETAIL,
  ...ADMINISTRATION_AND_FINANCE,
  ...HEALTH,
  ...LOGISTICS,
  ...HOSPITALITY,
  ...EDUCATION,
  ...TRADES_AND_CONSTRUCTION,
  ...MANUFACTURING,
  ...SERVICES,
  ...MARKETING_AND_DESIGN,
  ...PEOPLE_AND_LEGAL,
]);

const BY_ID = new Map(OCCUPATIONS.map((occupation) => [occupation.id, occupation]));

export function occupationById(id: string): Occupation | undefined {
  return BY_ID.get(id);
}
