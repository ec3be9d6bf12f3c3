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
import esApp from '../locales/es/app.json';
import esApplicants from '../locales/es/applicants.json';
import esAuth from '../locales/es/auth.json';
import esCommon from '../locales/es/common.json';
import esDashboard from '../locales/es/dashboard.json';
import esErrors from '../locales/es/errors.json';
import esImports from '../locales/es/imports.json';
import esInterview from '../locales/es/interview.json';
import esJobPostings from '../locales/es/job-postings.json';
import esLinkedin from '../locales/es/linkedin.json';
import esMarks from '../locales/es/marks.json';
import esPreferences from '../locales/es/preferences.json';
import esPublicUpload from '../locales/es/public-upload.json';
import esScreening from '../locales/es/screening.json';
import enApp from '../locales/en/app.json';
import enApplicants from '../locales/en/applicants.json';
import enAuth from '../locales/en/auth.json';
import enCommon from '../locales/en/common.json';
import enDashboard from '../locales/en/dashboard.json';
import enErrors from '../locales/en/errors.json';
import enImports from '../locales/en/imports.json';
import enInterview from '../locales/en/interview.json';
import enJobPostings from '../locales/en/job-postings.json';
import enLinkedin from '../locales/en/linkedin.json';
import enMarks from '../locales/en/marks.json';
import enPreferences from '../locales/en/preferences.json';
import enPublicUpload from '../locales/en/public-upload.json';
import enScreening from '../locales/en/screening.json';
import ptApp from '../locales/pt/app.json';
import ptApplicants from '../locales/pt/applicants.json';
import ptAuth from '../locales/pt/auth.json';
import ptCommon from '../locales/pt/common.json';
import ptDashboard from '../locales/pt/dashboard.json';
import ptErrors from '../locales/pt/errors.json';
import ptImports from '../locales/pt/imports.json';
import ptInterview from '../locales/pt/interview.json';
import ptJobPostings from '../locales/pt/job-postings.json';
import ptLinkedin from '../locales/pt/linkedin.json';
import ptMarks from '../locales/pt/marks.json';
import ptPreferences from '../locales/pt/preferences.json';
import ptPublicUpload from '../locales/pt/public-upload.json';
import ptScreening from '../locales/pt/screening.json';

// Each locales/<lang>/<namespace>.json file becomes the top-level key of the same name (camelCased:
// job-postings.json is `jobPostings`), so every key reads `<feature>.<screen>.<item>` (STYLE.md rule 8). Spanish is the reference: i18n.test.ts checks that the other
// languages have exactly its keys, and the types below make t() reject a key Spanish does not have.
export const translations = {
  es: {
    app: esApp,
    applicants: esApplicants,
    auth: esAuth,
    common: esCommon,
    dashboard: esDashboard,
    errors: esErrors,
    imports: esImports,
    interview: esInterview,
    jobPostings: esJobPostings,
    linkedin: esLinkedin,
    marks: esMarks,
    preferences: esPreferences,
    publicUpload: esPublicUpload,
    screening: esScreening,
  },
  en: {
    app: enApp,
    applicants: enApplicants,
    auth: enAuth,
    common: enCommon,
    dashboard: enDashboard,
    errors: enErrors,
    imports: enImports,
    interview: enInterview,
    jobPostings: enJobPostings,
    linkedin: enLinkedin,
    marks: enMarks,
    preferences: enPreferences,
    publicUpload: enPublicUpload,
    screening: enScreening,
  },
  pt: {
    app: ptApp,
    applicants: ptApplicants,
    auth: ptAuth,
    common: ptCommon,
    dashboard: ptDashboard,
    errors: ptErrors,
    imports: ptImports,
    interview: ptInterview,
    jobPostings: ptJobPostings,
    linkedin: ptLinkedin,
    marks: ptMarks,
    preferences: ptPreferences,
    publicUpload: ptPublicUpload,
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
