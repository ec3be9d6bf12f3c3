// Business constants of spec §9. Both apps import them; nobody repeats a literal.

export const LANGUAGES = ['es', 'en', 'pt'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'es';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export const THEMES = ['claro', 'oscuro'] as const;
export type Theme = (typeof THEMES)[number];
export const DEFAULT_THEME: Theme = 'claro';

export const PROFILE_USER = 'USER';

export const PASSWORD_MIN_LENGTH = 8;
/** Long enough for any passphrase, short enough that hashing it is not a denial of service. */
export const PASSWORD_MAX_LENGTH = 128;
export const EMAIL_MAX_LENGTH = 254;
export const COMPANY_NAME_MAX_LENGTH = 120;

export const APPLICANTS_PAGE_SIZE = 20;
export const MAX_CV_CHOICES = [100, 200, 500, 1000, 5000, 10000, 100000] as const;
export const DEFAULT_MAX_CV = 500;
export const DEFAULT_VALID_DAYS = 30;

export const CV_MAX_BYTES = 10 * 1024 * 1024;
export const CV_EXTENSIONS = ['pdf', 'doc', 'docx'] as const;
export const CV_MIME_TYPES = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
] as const;

export const DRIVE_MAX_FILES = 100;
export const IMPORT_BEST_CHOICES = [50, 100, 200] as const;
export const DEFAULT_IMPORT_BEST = 50;

export const NO_MARK_ID = -1;
export const DEFAULT_MARK_COLOR = '#6366f1';
export const MARK_COLOR_PATTERN = /^#[0-9a-fA-F]{6}$/;

export const SCORE_MIN = 0;
export const SCORE_MAX = 10;
/** A CV that does not meet a mandatory condition scores at most this, whatever else it has. */
export const MANDATORY_NOT_MET_MAX_SCORE = 4;

/**
 * Public uploads to one posting from one client address per hour, unless PUBLIC_UPLOAD_LIMIT says otherwise.
 * High enough for a job fair: a queue of candidates at one stand, behind the fair's one Wi-Fi address, sending a
 * CV every 20 seconds for an hour (README, "Public upload limits").
 */
export const DEFAULT_PUBLIC_UPLOAD_LIMIT = 200;
/**
 * Public uploads to any posting from one client address per hour, unless PUBLIC_UPLOAD_ADDRESS_LIMIT says
 * otherwise: what one address may cost the server in all, counted before anything of the upload is read.
 */
export const DEFAULT_PUBLIC_UPLOAD_ADDRESS_LIMIT = 2000;

/** Query parameter names of e-mailed links (spec §9). */
export const LINK_CODE_PARAM = 'p';
export const LINK_EMAIL_PARAM = 'u';
export const PUBLIC_UPLOAD_PARAM = 'e';
export const INTERVIEW_PARAM = 'iv';

/** Client-side storage keys (spec §3). */
export const AUTH_STORAGE_KEY = 'auth-storage';
export const THEME_STORAGE_KEY = 'theme-storage';
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';

/** Timings in milliseconds (spec §9). */
export const TIMINGS = {
  copiedFlash: 2000,
  savedFlash: 2000,
  sectionHighlight: 3000,
  aiRequiredHint: 5000,
  aiFillDelay: 500,
  markSavedToast: 3000,
  testimonialInterval: 10000,
} as const;

export const TESTIMONIAL_COUNT = 3;
