import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { CircleAlertIcon } from 'lucide-react';
import { buttonClasses } from '../components/ui/button-styles';
import { paths } from '../lib/paths';

function describe(error: unknown, unknown: string): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return unknown;
}

/** The router's error screen (spec §2): 'Unexpected Application Error!' and the error's message. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  return (
    <main className="flex min-h-dvh items-center justify-center bg-slate-50 px-6 dark:bg-slate-950">
      <div className="w-full max-w-lg rounded-2xl border border-slate-200 bg-white p-8 shadow-sm dark:border-slate-800 dark:bg-slate-900">
        <span className="flex size-12 items-center justify-center rounded-full bg-red-100 text-red-600 dark:bg-red-500/15 dark:text-red-400">
          <CircleAlertIcon className="size-6" />
        </span>
        <h1 className="mt-5 text-2xl font-bold tracking-tight text-slate-900 dark:text-white">{t('app.routeError.title')}</h1>
        <pre className="mt-4 overflow-x-auto rounded-lg bg-slate-100 p-4 text-sm whitespace-pre-wrap text-slate-700 dark:bg-slate-800 dark:text-slate-200">
          {describe(error, t('app.routeError.unknown'))}
        </pre>
        <a href={paths.home()} className={buttonClasses('primary', 'md', 'mt-6')}>
          {t('app.routeError.home')}
        </a>
      </div>
    </main>
  );
}
