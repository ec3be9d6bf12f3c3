import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ArrowLeftIcon, ChevronRightIcon, FolderIcon, ListIcon } from 'lucide-react';
import { PRODUCT_NAME } from '../../../lib/links';
import { paths } from '../../../lib/paths';

function Choice({ to, icon, title, hint }: { to: string; icon: ReactNode; title: string; hint: string }) {
  return (
    <li>
      <Link
        to={to}
        className="flex items-center gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition-colors hover:border-indigo-300 hover:bg-indigo-50/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 dark:border-slate-800 dark:bg-slate-900 dark:hover:border-indigo-500/50 dark:hover:bg-indigo-500/10"
      >
        <span className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-indigo-50 text-indigo-600 dark:bg-indigo-500/15 dark:text-indigo-400">
          {icon}
        </span>
        <span className="min-w-0 flex-1">
          <span className="block font-semibold text-slate-900 dark:text-white">{title}</span>
          <span className="mt-1 block text-sm text-slate-600 dark:text-slate-400">{hint}</span>
        </span>
        <ChevronRightIcon className="size-5 shrink-0 text-slate-400" />
      </Link>
    </li>
  );
}

/** Spec §2 "/job/{id}/import-applicants": from earlier job searches, or from a cloud-drive folder. */
export function ImportChoice({ postingId, position }: { postingId: number; position: string | undefined }) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <title>{`${t('imports.choice.pageTitle')} · ${PRODUCT_NAME}`}</title>
      <Link
        to={paths.jobApplicants(postingId)}
        className="inline-flex items-center gap-1.5 rounded-lg text-sm font-medium text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 dark:text-slate-400 dark:hover:text-white"
      >
        <ArrowLeftIcon className="size-4" />
        {t('imports.choice.back')}
      </Link>
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">{t('imports.choice.title')}</h1>
        {position ? <p className="mt-2 text-slate-600 dark:text-slate-400">{t('imports.choice.subtitle', { position })}</p> : null}
      </header>
      <ul className="space-y-3">
        <Choice
          to={paths.importFromPrevious(postingId)}
          icon={<ListIcon className="size-6" />}
          title={t('imports.choice.previous')}
          hint={t('imports.choice.previousHint')}
        />
        <Choice
          to={paths.importFromDrive(postingId)}
          icon={<FolderIcon className="size-6" />}
          title={t('imports.choice.drive')}
          hint={t('imports.choice.driveHint')}
        />
      </ul>
    </div>
  );
}
