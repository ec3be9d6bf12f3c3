import i18n from 'i18next';
import { useLayoutEffect } from 'react';
import { initReactI18next, useTranslation } from 'react-i18next';
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_STORAGE_KEY,
  LANGUAGES,
  type Language,
} from '@postula/contract/constants';
import esAccounts from '../locales/es/accounts.json';
import esApp from '../locales/es/app.json';
import esApplicants from '../locales/es/applicants.json';
import esCommon from '../locales/es/common.json';
import esErrors from '../locales/es/errors.json';
import esImports from '../locales/es/imports.json';
import esLinkedin from '../locales/es/linkedin.json';
import esMarks from '../locales/es/marks.json';
import esPostings from '../locales/es/postings.json';
import esScreening from '../locales/es/screening.json';
import enAccounts from '../locales/en/accounts.json';
import enApp from '../locales/en/app.json';
import enApplicants from '../locales/en/applicants.json';
import enCommon from '../locales/en/common.json';
import enErrors from '../locales/en/errors.json';
import enImports from '../locales/en/imports.json';
import enLinkedin from '../locales/en/linkedin.json';
import enMarks from '../locales/en/marks.json';
import enPostings from '../locales/en/postings.json';
import enScreening from '../locales/en/screening.json';
import ptAccounts from '../locales/pt/accounts.json';
import ptApp from '../locales/pt/app.json';
import ptApplicants from '../locales/pt/applicants.json';
import ptCommon from '../locales/pt/common.json';
import ptErrors from '../locales/pt/errors.json';
import ptImports from '../locales/pt/imports.json';
import ptLinkedin from '../locales/pt/linkedin.json';
import ptMarks from '../locales/pt/marks.json';
import ptPostings from '../locales/pt/postings.json';
import ptScreening from '../locales/pt/screening.json';

// Each locales/<lang>/<feature>.json file becomes the top-level key of the same name, one per feature as in
// features/ (the candidate's pages are parts: applicants.intake, screening.interview), so every key reads
// `<feature>.<screen>.<item>` (STYLE.md rule 8). Spanish is the reference: i18n.test.ts checks that the other
// languages have exactly its keys, and the types below make t() reject a key Spanish does not have.
export const translations = {
  es: {
    accounts: esAccounts,
    app: esApp,
    applicants: esApplicants,
    common: esCommon,
    errors: esErrors,
    imports: esImports,
    linkedin: esLinkedin,
    marks: esMarks,
    postings: esPostings,
    screening: esScreening,
  },
  en: {
    accounts: enAccounts,
    app: enApp,
    applicants: enApplicants,
    common: enCommon,
    errors: enErrors,
    imports: enImports,
    linkedin: enLinkedin,
    marks: enMarks,
    postings: enPostings,
    screening: enScreening,
  },
  pt: {
    accounts: ptAccounts,
    app: ptApp,
    applicants: ptApplicants,
    common: ptCommon,
    errors: ptErrors,
    imports: ptImports,
    linkedin: ptLinkedin,
    marks: ptMarks,
    postings: ptPostings,
    screening: ptScreening,
  },
} satisfies Record<Language, unknown>;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: (typeof translations)['es'] };
  }
}


function readStoredLanguage(): Language {
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

/** Starts i18next with the language saved on this device (spec §2: applied at start; es by default). */
export function initI18n(): typeof i18n {
  const language = readStoredLanguage();
  document.documentElement.lang = language;
  void i18n.use(initReactI18next).init({
    resources: Object.fromEntries(
      Object.entries(translations).map(([lang, translation]) => [lang, { translation }]),
    ),
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return i18n;
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

/**
 * Shows the interface in `language` while the calling page is on screen, without remembering it: the
 * candidate's page speaks its posting's language (spec §2), and a recruiter who opens it keeps their own
 * choice. Leaving the page puts the saved language back. Applied before paint, so no text flashes in the
 * other language; the resources are bundled, so the switch is immediate.
 */
export function usePageLanguage(language: Language | undefined): void {
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
