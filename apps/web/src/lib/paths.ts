/**
 * Every page of the web app (spec §2), in one place: `routePatterns` are what the router matches, `paths`
 * build the addresses that links, redirects and navigate() go to. The addresses themselves are the spec's;
 * paths.test.ts checks that each one built here is matched by its pattern.
 */

import { MY_DATA_PAGE, uploadPagePath } from '@postula/contract/candidate-pages';

type Id = number | string;

/** The router's patterns, relative to the root route (as its children take them). */
export const routePatterns = {
  login: 'login',
  createAccount: 'create-account',
  activate: 'activate',
  passwordReset: 'password-reset',
  passwordNewRecovery: 'password-new-recovery',
  dashboard: 'dashboard',
  createJob: 'create-job',
  job: 'job/:id',
  jobApplicants: 'job/:id/applicants',
  editJob: 'job/:id/edit',
  screening: 'job/:id/screening/:applicationId',
  screeningDefinition: 'job/:id/screening-definition',
  screeningResume: 'job/:id/screening-resume/:applicationId',
  importApplicants: 'job/:id/import-applicants',
  importFromPrevious: 'job/:id/import-from-previous-jobsearchs',
  importFromDrive: 'job/:id/import-google-drive',
  fairness: 'job/:id/fairness',
  applicantMarks: 'applicant-marks',
  stagesSettings: 'settings/stages',
  emailTemplates: 'settings/email-templates',
  activityLog: 'settings/activity-log',
  privacySettings: 'settings/privacy',
  socialMediaPost: 'social-media-post',
  linkedinCallback: 'auth/linkedin/callback',
  // The candidate's pages: the upload page by its path, by its code (?e=), the short link, the interview, and the
  // candidate's private page of their own data (issue 19).
  publicUpload: 'applicant_old/:empresa_id/:evaluacion_id',
  publicUploadByCode: 'applicant',
  postingShortLink: ':empresa_id/:evaluacion_id',
  interview: 'interview',
  myApplication: 'my-application',
} as const;

export type RouteName = keyof typeof routePatterns;

/** `?lang=es` for the pages that take the language from their address (spec §2). */
const withLang = (path: string, lang?: string) => (lang ? `${path}?${new URLSearchParams({ lang })}` : path);

/** The address of each page. */
export const paths = {
  home: () => '/',
  login: (lang?: string) => withLang('/login', lang),
  createAccount: () => '/create-account',
  activate: () => '/activate',
  passwordReset: (lang?: string) => withLang('/password-reset', lang),
  passwordNewRecovery: () => '/password-new-recovery',
  dashboard: () => '/dashboard',
  createJob: () => '/create-job',
  job: (id: Id) => `/job/${id}`,
  jobApplicants: (id: Id) => `/job/${id}/applicants`,
  editJob: (id: Id) => `/job/${id}/edit`,
  screening: (id: Id, applicationId: Id) => `/job/${id}/screening/${applicationId}`,
  screeningDefinition: (id: Id) => `/job/${id}/screening-definition`,
  screeningResume: (id: Id, applicationId: Id) => `/job/${id}/screening-resume/${applicationId}`,
  importApplicants: (id: Id) => `/job/${id}/import-applicants`,
  importFromPrevious: (id: Id) => `/job/${id}/import-from-previous-jobsearchs`,
  importFromDrive: (id: Id) => `/job/${id}/import-google-drive`,
  fairness: (id: Id) => `/job/${id}/fairness`,
  applicantMarks: () => '/applicant-marks',
  stagesSettings: () => '/settings/stages',
  emailTemplates: () => '/settings/email-templates',
  activityLog: () => '/settings/activity-log',
  privacySettings: () => '/settings/privacy',
  socialMediaPost: () => '/social-media-post',
  linkedinCallback: () => '/auth/linkedin/callback',
  publicUpload: uploadPagePath,
  publicUploadByCode: (code: string) => `/applicant?${new URLSearchParams({ e: code })}`,
  postingShortLink: (empresaId: Id, evaluacionId: Id) => `/${empresaId}/${evaluacionId}`,
  interview: () => '/interview',
  myApplication: () => MY_DATA_PAGE,
} as const satisfies Record<RouteName | 'home', (...args: never[]) => string>;
