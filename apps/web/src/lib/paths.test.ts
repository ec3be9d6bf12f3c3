import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import { matchCandidatePage } from '@postula/contract/candidate-pages';
import { paths, routePatterns, type RouteName } from './paths';

// One address per page, as the spec writes it (§2), built with sample parameters.
const samples: Record<RouteName, string> = {
  login: paths.login(),
  createAccount: paths.createAccount(),
  activate: paths.activate(),
  passwordReset: paths.passwordReset(),
  passwordNewRecovery: paths.passwordNewRecovery(),
  dashboard: paths.dashboard(),
  createJob: paths.createJob(),
  job: paths.job(12),
  jobApplicants: paths.jobApplicants(12),
  editJob: paths.editJob(12),
  screening: paths.screening(12, 34),
  screeningDefinition: paths.screeningDefinition(12),
  screeningResume: paths.screeningResume(12, 34),
  importApplicants: paths.importApplicants(12),
  importFromPrevious: paths.importFromPrevious(12),
  importFromDrive: paths.importFromDrive(12),
  fairness: paths.fairness(12),
  applicantMarks: paths.applicantMarks(),
  stagesSettings: paths.stagesSettings(),
  emailTemplates: paths.emailTemplates(),
  activityLog: paths.activityLog(),
  privacySettings: paths.privacySettings(),
  socialMediaPost: paths.socialMediaPost(),
  linkedinCallback: paths.linkedinCallback(),
  publicUpload: paths.publicUpload(5, 12),
  publicUploadByCode: paths.publicUploadByCode('abc'),
  postingShortLink: paths.postingShortLink(5, 12),
  interview: paths.interview(),
  myApplication: paths.myApplication(),
};

describe('paths', () => {
  it('builds the addresses of the spec', () => {
    expect(samples.job).toBe('/job/12');
    expect(samples.screening).toBe('/job/12/screening/34');
    expect(samples.importFromPrevious).toBe('/job/12/import-from-previous-jobsearchs');
    expect(samples.publicUpload).toBe('/applicant_old/5/12');
    expect(paths.login('pt')).toBe('/login?lang=pt');
    expect(paths.passwordReset('en')).toBe('/password-reset?lang=en');
    expect(samples.publicUploadByCode).toBe('/applicant?e=abc');
  });

  it.each(Object.entries(samples))('the router matches the address of %s', (name, path) => {
    const pattern = routePatterns[name as RouteName];
    const match = matchPath(`/${pattern}`, path.split('?')[0] ?? path);
    expect(match?.pattern.path).toBe(`/${pattern}`);
  });
});

// The server answers the candidate's addresses with the candidate's own app (decision 031): it must take exactly
// the router's candidate pages, with the same ids, and leave every other page to the recruiter's app.
describe('the candidate pages the server recognises', () => {
  const candidate: RouteName[] = ['publicUpload', 'publicUploadByCode', 'postingShortLink', 'interview', 'myApplication'];

  it.each(Object.entries(samples))('%s', (name, path) => {
    const match = matchCandidatePage(path.split('?')[0] ?? path);
    expect(match !== null).toBe(candidate.includes(name as RouteName));
  });

  it('reads the ids of the links as the router does', () => {
    expect(matchCandidatePage('/applicant_old/5/12')).toEqual({ page: 'upload', by: 'path', empresaId: '5', evaluacionId: '12' });
    expect(matchCandidatePage('/5/12')).toEqual({ page: 'upload', by: 'short-link', empresaId: '5', evaluacionId: '12' });
    expect(matchCandidatePage('/Applicant/')).toEqual({ page: 'upload', by: 'code' });
    expect(matchCandidatePage('/interview')).toEqual({ page: 'interview' });
    expect(matchCandidatePage('/my-application')).toEqual({ page: 'my-data' });
    expect(matchCandidatePage('/My-Application/')).toEqual({ page: 'my-data' });
    // Two segments that are not both numbers are the router's not-found page, not the short link.
    expect(matchCandidatePage('/job/12')).toBeNull();
    expect(matchPath(`/${routePatterns.postingShortLink}`, '/login/x')).not.toBeNull();
    expect(matchCandidatePage('/login/x')).toBeNull();
  });
});
