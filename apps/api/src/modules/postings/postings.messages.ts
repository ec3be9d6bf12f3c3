import type { Language } from '@postula/contract/constants';
import { interpolate, type Translations } from '../../platform/i18n/language';

type Key = 'originalPost';

const texts: Translations<Key> = {
  es: { originalPost: '{position} en {company}\n\n{tasks}\n\nPostúlate aquí: {link}' },
  en: { originalPost: '{position} at {company}\n\n{tasks}\n\nApply here: {link}' },
  pt: { originalPost: '{position} na {company}\n\n{tasks}\n\nCandidate-se aqui: {link}' },
};

export const postingsText = (language: Language, key: Key, params: Record<string, string>) =>
  interpolate(texts[language][key], params);
