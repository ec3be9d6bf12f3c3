import i18n, { type BackendModule } from 'i18next';
import { use, useLayoutEffect } from 'react';
import { initReactI18next, useTranslation } from 'react-i18next';
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_STORAGE_KEY,
  LANGUAGES,
  type Language,
} from '@postula/contract/constants';
import type { Texts } from './translations';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Texts };
  }
}

/** Loads one language's texts: those of the pages that load them one language at a time (the candidate's). */
export type TextsOf = (language: Language) => Promise<object>;

/**
 * The first of the browser's preferred languages that the product speaks ('pt-BR' is pt), if any: what the
 * candidate's pages show before they know their posting's language, and when they never will (a posting
 * that cannot be loaded), for a visitor who has not chosen one here.
 */
export function browserLanguage(preferred: readonly string[] = navigator.languages): Language | undefined {
  for (const tag of preferred) {
    const primary = tag.split('-')[0]?.toLowerCase();
    if (isLanguage(primary)) return primary;
  }
  return undefined;
}

/** The language shown when the visitor has saved none: Spanish, or the browser's where a page asks for it. */
let unsavedLanguage: () => Language = () => DEFAULT_LANGUAGE;

function readStoredLanguage(): Language {
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : unsavedLanguage();
  } catch {
    return unsavedLanguage();
  }
}

/**
 * Starts i18next with the language saved on this device (spec §2: applied at start; es by default, or the
 * browser's with `browserFallback`), with either every language's texts at hand (`bundled`) or a loader of one
 * language's (`load`), which i18next calls for the language it starts with and for each one it switches to,
 * before it switches. Resolves when the texts of the starting language are there.
 */
export function initI18n(
  texts: { bundled: Record<Language, object> } | { load: TextsOf },
  { browserFallback = false }: { browserFallback?: boolean } = {},
): Promise<unknown> {
  if (browserFallback) unsavedLanguage = () => browserLanguage() ?? DEFAULT_LANGUAGE;
  const language = readStoredLanguage();
  document.documentElement.lang = language;
  if ('load' in texts) {
    const load = texts.load;
    const backend: BackendModule = {
      type: 'backend',
      init: () => undefined,
      read: (lng, _namespace, done) => {
        load(isLanguage(lng) ? lng : DEFAULT_LANGUAGE).then(
          (loaded) => done(null, loaded as never),
          (error: unknown) => done(error as Error, false),
        );
      },
    };
    i18n.use(backend);
  }
  return i18n.use(initReactI18next).init({
    ...('bundled' in texts
      ? {
          resources: Object.fromEntries(Object.entries(texts.bundled).map(([lang, translation]) => [lang, { translation }])),
          fallbackLng: DEFAULT_LANGUAGE,
        }
      : // Every language has every key (i18n.test.ts): loading one language needs no other behind it.
        { fallbackLng: false as const }),
    lng: language,
    supportedLngs: [...LANGUAGES],
    interpolation: { escapeValue: false },
    returnNull: false,
  });
}

export function currentLanguage(): Language {
  return isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE;
}

function applyLanguage(language: Language): void {
  document.documentElement.lang = language;
  if (i18n.resolvedLanguage !== language) void i18n.changeLanguage(language);
}

/** Switches the interface language now and remembers it on this device. */
export function setLanguage(language: Language): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private mode or a full storage: the language still applies to this visit.
  }
  applyLanguage(language);
}

/** The loading of each language's texts that a page waits for, one per language (React's use() keeps it). */
const loadings = new Map<Language, Promise<unknown>>();

/**
 * Shows the interface in `language` while the calling page is on screen, without remembering it: the
 * candidate's page speaks its posting's language (spec §2), and a recruiter who opens it keeps their own
 * choice. Leaving the page puts the saved language back. Applied before paint, so no text flashes in the
 * other language: where that language's texts are not loaded yet (the candidate's pages load one language),
 * the page waits for them (it suspends) before it shows.
 */
export function usePageLanguage(language: Language | undefined): void {
  if (language && !i18n.hasResourceBundle(language, 'translation')) {
    let loading = loadings.get(language);
    if (!loading) loadings.set(language, (loading = i18n.loadLanguages(language)));
    use(loading);
  }
  useLayoutEffect(() => {
    if (!language) return;
    applyLanguage(language);
    return () => applyLanguage(readStoredLanguage());
  }, [language]);
}

/** The interface language, re-rendering the caller when it changes. */
export function useLanguage(): Language {
  const { i18n: instance } = useTranslation();
  return isLanguage(instance.resolvedLanguage) ? instance.resolvedLanguage : DEFAULT_LANGUAGE;
}
