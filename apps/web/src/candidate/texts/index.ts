import type { Language } from '@postula/contract/constants';
import type { TextsOf } from '../../lib/i18n';

/** Each language's texts of one page, as a module of its own: the build makes each one a chunk. */
export type PageTexts = Record<Language, () => Promise<{ texts: object }>>;

/**
 * The candidate's pages load their texts in one language, the one they show: the visitor's saved language at
 * start, then the posting's (lib/i18n.ts usePageLanguage). Each page loads its own texts only (upload/,
 * interview/, my-data/: about 2 KB each, Brotli), against about 22 KB for every text of the product in three
 * languages.
 */
export const textsOf =
  (byLanguage: PageTexts): TextsOf =>
  async (language) =>
    (await byLanguage[language]()).texts;
