import type { Language } from '@postula/contract/constants';

/**
 * The candidate's pages load their texts in one language, the one they show: the visitor's saved language at
 * start, then the posting's (lib/i18n.ts usePageLanguage). About 2.5 KB each (Brotli), against about 22 KB for
 * every text of the product in three languages.
 */
const byLanguage: Record<Language, () => Promise<{ texts: object }>> = {
  es: () => import('./es'),
  en: () => import('./en'),
  pt: () => import('./pt'),
};

export const loadTexts = async (language: Language): Promise<object> => (await byLanguage[language]()).texts;
