import { createBrowserRouter, type RouteObject } from 'react-router';
import { AuthOnly, GuestOnly, RootRedirect } from './guards';
import { AppLayout } from './layout/app-layout';
import { RootShell } from './root-shell';
import { RouteError } from './route-error';


export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootShell,
    errorElement: <RouteError />,
    // Shown for the instant the first page's code is loading.
    HydrateFallback: () => null,
    children: [
      { index: true, Component: RootRedirect },
      {
        Component: GuestOnly,
        children: [
          { path: 'login', lazy: async () => ({ Component: (await import('./routes/login')).LoginRoute }) },
          {
            path: 'create-account',
            lazy: async () => ({ Component: (await import('./routes/create-account')).CreateAccountRoute }),
          },
          { path: 'activate', lazy: async () => ({ Component: (await import('./routes/activate')).ActivateRoute }) },
          {
            path: 'password-reset',
            lazy: async () => ({ Component: (await import('./routes/password-reset')).PasswordResetRoute }),
          },
          {
            path: 'password-new-recovery',
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
                path: 'dashboard',
                lazy: async () => ({ Component: (await import('./routes/dashboard')).DashboardRoute }),
              },
              {
                path: 'create-job',
                lazy: async () => ({ Component: (await import('./routes/create-job')).CreateJobRoute }),
              },
              {
                path: 'job/:id',
                lazy: async () => ({ Component: (await import('./routes/job-detail')).JobDetailRoute }),
              },
              {
                path: 'job/:id/applicants',
                lazy: async () => ({ Component: (await import('./routes/job-applicants')).JobApplicantsRoute }),
              },
              {
                path: 'job/:id/screening/:applicationId',
                lazy: async () => ({ Component: (await import('./routes/screening')).ScreeningRoute }),
              },
              {
                path: 'job/:id/screening-definition',
                lazy: async () => ({ Component: (await import('./routes/screening')).ScreeningDefinitionRoute }),
              },
              {
                path: 'job/:id/screening-resume/:applicationId',
                lazy: async () => ({ Component: (await import('./routes/screening')).ScreeningResumeRoute }),
              },
              {
                path: 'job/:id/import-applicants',
                lazy: async () => ({ Component: (await import('./routes/imports')).ImportChoiceRoute }),
              },
              {
                path: 'job/:id/import-from-previous-jobsearchs',
                lazy: async () => ({ Component: (await import('./routes/imports')).ImportFromPreviousRoute }),
              },
              {
                path: 'job/:id/import-google-drive',
                lazy: async () => ({ Component: (await import('./routes/imports')).ImportFromDriveRoute }),
              },
              {
                path: 'applicant-marks',
                lazy: async () => ({ Component: (await import('./routes/applicant-marks')).ApplicantMarksRoute }),
              },
              {
                path: 'social-media-post',
                lazy: async () => ({ Component: (await import('./routes/social-media-post')).SocialMediaPostRoute }),
              },
              {
                path: 'auth/linkedin/callback',
                lazy: async () => ({ Component: (await import('./routes/linkedin-callback')).LinkedinCallbackRoute }),
              },
            ],
          },
        ],
      },
      // Public: the candidate's pages (spec §2), for anyone, signed in or not, outside the app's layout.
      {
        path: 'applicant_old/:empresa_id/:evaluacion_id',
        lazy: async () => ({ Component: (await import('./routes/applicant-old')).ApplicantOldRoute }),
      },
      { path: 'applicant', lazy: async () => ({ Component: (await import('./routes/applicant')).ApplicantRoute }) },
      { path: 'interview', lazy: async () => ({ Component: (await import('./routes/interview')).InterviewRoute }) },
      // Ranks below every path with a fixed segment (job/:id, applicant_old/…), so it shadows none of them.
      {
        path: ':empresa_id/:evaluacion_id',
        lazy: async () => ({ Component: (await import('./routes/posting-link')).PostingLinkRoute }),
      },
      { path: '*', lazy: async () => ({ Component: (await import('./routes/not-found')).NotFoundRoute }) },
    ],
  },
];

export const router = createBrowserRouter(routes);
