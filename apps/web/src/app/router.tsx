import { createBrowserRouter, type RouteObject } from 'react-router';
import { AuthOnly, GuestOnly, RootRedirect } from './guards';
import { AppLayout } from './layout/app-layout';
import { RootShell } from './root-shell';
import { RouteError } from './route-error';
import { paths, routePatterns } from '../lib/paths';

export const routes: RouteObject[] = [
  {
    path: paths.home(),
    Component: RootShell,
    errorElement: <RouteError />,
    // Shown for the instant the first page's code is loading.
    HydrateFallback: () => null,
    children: [
      { index: true, Component: RootRedirect },
      {
        Component: GuestOnly,
        children: [
          { path: routePatterns.login, lazy: async () => ({ Component: (await import('./routes/login')).LoginRoute }) },
          {
            path: routePatterns.createAccount,
            lazy: async () => ({ Component: (await import('./routes/create-account')).CreateAccountRoute }),
          },
          { path: routePatterns.activate, lazy: async () => ({ Component: (await import('./routes/activate')).ActivateRoute }) },
          {
            path: routePatterns.passwordReset,
            lazy: async () => ({ Component: (await import('./routes/password-reset')).PasswordResetRoute }),
          },
          {
            path: routePatterns.passwordNewRecovery,
            lazy: async () => ({
              Component: (await import('./routes/password-new-recovery')).PasswordNewRecoveryRoute,
            }),
          },
        ],
      },
      {
        Component: AuthOnly,
        children: [
          {
            Component: AppLayout,
            children: [
              {
                path: routePatterns.dashboard,
                lazy: async () => ({ Component: (await import('./routes/dashboard')).DashboardRoute }),
              },
              {
                path: routePatterns.createJob,
                lazy: async () => ({ Component: (await import('./routes/create-job')).CreateJobRoute }),
              },
              {
                path: routePatterns.job,
                lazy: async () => ({ Component: (await import('./routes/job-detail')).JobDetailRoute }),
              },
              {
                path: routePatterns.editJob,
                lazy: async () => ({ Component: (await import('./routes/edit-job')).EditJobRoute }),
              },
              {
                path: routePatterns.jobApplicants,
                lazy: async () => ({ Component: (await import('./routes/job-applicants')).JobApplicantsRoute }),
              },
              {
                path: routePatterns.screening,
                lazy: async () => ({ Component: (await import('./routes/screening')).ScreeningRoute }),
              },
              {
                path: routePatterns.screeningDefinition,
                lazy: async () => ({ Component: (await import('./routes/screening')).ScreeningDefinitionRoute }),
              },
              {
                path: routePatterns.screeningResume,
                lazy: async () => ({ Component: (await import('./routes/screening')).ScreeningResumeRoute }),
              },
              {
                path: routePatterns.importApplicants,
                lazy: async () => ({ Component: (await import('./routes/imports')).ImportChoiceRoute }),
              },
              {
                path: routePatterns.importFromPrevious,
                lazy: async () => ({ Component: (await import('./routes/imports')).ImportFromPreviousRoute }),
              },
              {
                path: routePatterns.importFromDrive,
                lazy: async () => ({ Component: (await import('./routes/imports')).ImportFromDriveRoute }),
              },
              {
                path: routePatterns.fairness,
                lazy: async () => ({ Component: (await import('./routes/job-fairness')).JobFairnessRoute }),
              },
              {
                path: routePatterns.applicantMarks,
                lazy: async () => ({ Component: (await import('./routes/applicant-marks')).ApplicantMarksRoute }),
              },
              {
                path: routePatterns.stagesSettings,
                lazy: async () => ({ Component: (await import('./routes/stages-settings')).StagesSettingsRoute }),
              },
              {
                path: routePatterns.emailTemplates,
                lazy: async () => ({ Component: (await import('./routes/email-templates')).EmailTemplatesRoute }),
              },
              {
                path: routePatterns.activityLog,
                lazy: async () => ({ Component: (await import('./routes/activity-log')).ActivityLogRoute }),
              },
              {
                path: routePatterns.privacySettings,
                lazy: async () => ({ Component: (await import('./routes/privacy-settings')).PrivacySettingsRoute }),
              },
              {
                path: routePatterns.socialMediaPost,
                lazy: async () => ({ Component: (await import('./routes/social-media-post')).SocialMediaPostRoute }),
              },
              {
                path: routePatterns.linkedinCallback,
                lazy: async () => ({ Component: (await import('./routes/linkedin-callback')).LinkedinCallbackRoute }),
              },
            ],
          },
        ],
      },
      // Public: the candidate's pages (spec §2), for anyone, signed in or not, outside the app's layout.
      {
        path: routePatterns.publicUpload,
        lazy: async () => ({ Component: (await import('./routes/applicant-old')).ApplicantOldRoute }),
      },
      { path: routePatterns.publicUploadByCode, lazy: async () => ({ Component: (await import('./routes/applicant')).ApplicantRoute }) },
      { path: routePatterns.interview, lazy: async () => ({ Component: (await import('./routes/interview')).InterviewRoute }) },
      {
        path: routePatterns.myApplication,
        lazy: async () => ({ Component: (await import('./routes/my-application')).MyApplicationRoute }),
      },
      // Ranks below every path with a fixed segment (job/:id, applicant_old/…), so it shadows none of them.
      {
        path: routePatterns.postingShortLink,
        lazy: async () => ({ Component: (await import('./routes/posting-link')).PostingLinkRoute }),
      },
      { path: '*', lazy: async () => ({ Component: (await import('./routes/not-found')).NotFoundRoute }) },
    ],
  },
];

export const router = createBrowserRouter(routes);
