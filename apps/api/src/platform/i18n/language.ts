import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@postula/contract/constants';

/** A language read back from the database; anything unexpected falls back to Spanish. */
export function storedLanguage(value: string): Language {
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

/** The best of es/en/pt for an Accept-Language header ("pt-BR,pt;q=0.9,en;q=0.8"); Spanish otherwise. */
export function pickLanguage(header: string | undefined): Language {
  if (!header) return DEFAULT_LANGUAGE;
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { base: tag.toLowerCase().split('-')[0], q: q ? Number(q.slice(2)) || 0 : 1 };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q);
  return ranked.map((entry) => entry.base).find(isLanguage) ?? DEFAULT_LANGUAGE;
}

/** Texts of one kind in every language; a missing language falls back to Spanish. */
export type Translations<Key extends string> = Record<Language, Record<Key, string>>;

export function interpolate(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) => (name in params ? String(params[name]) : match));
}
