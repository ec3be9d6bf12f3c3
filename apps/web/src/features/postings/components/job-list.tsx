import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { buttonClasses } from '../../../components/ui/button-styles';
import { BriefcaseIcon, PlusIcon } from 'lucide-react';
import { useJobs } from '../api/get-jobs';
import { JobCard } from './job-card';
import { paths } from '../../../lib/paths';

/** The dashboard: the company's postings (spec §2), its empty state and its load error (spec §8). */
export function JobList() {
  const { t } = useTranslation();
  const jobs = useJobs();

  return (
    <div>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
            {t('postings.jobs.title')}
          </h1>
          <p className="mt-1 text-slate-600 dark:text-slate-400">{t('postings.jobs.subtitle')}</p>
        </div>
        {jobs.data && jobs.data.avisos.length > 0 ? (
          <Link to={paths.createJob()} className={buttonClasses('primary', 'md', 'shrink-0')}>
            <PlusIcon className="size-4" />
            {t('postings.jobs.create')}
          </Link>
        ) : null}
      </div>

      <div className="mt-8">
        {jobs.isPending ? (
          <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3" aria-hidden="true">
            {[0, 1, 2].map((i) => (
              <li key={i} className="h-40 animate-pulse rounded-2xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900" />
            ))}
          </ul>
        ) : jobs.isError ? (
          <div className="space-y-4">
            <Alert>{t('postings.jobs.error')}</Alert>
            <Button variant="secondary" onClick={() => void jobs.refetch()}>
              {t('common.actions.retry')}
            </Button>
          </div>
        ) : jobs.data.avisos.length === 0 ? (
          <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center dark:border-slate-700 dark:bg-slate-900/50">
            <span className="flex size-14 items-center justify-center rounded-2xl bg-indigo-50 text-indigo-600 dark:bg-indigo-500/15 dark:text-indigo-400">
              <BriefcaseIcon className="size-7" />
            </span>
            <p className="mt-5 text-lg font-semibold text-slate-900 dark:text-white">{t('postings.jobs.empty')}</p>
            <p className="mt-2 max-w-sm text-sm text-slate-600 dark:text-slate-400">{t('postings.jobs.emptyHint')}</p>
            <Link to={paths.createJob()} className={buttonClasses('primary', 'md', 'mt-6')}>
              <PlusIcon className="size-4" />
              {t('postings.jobs.create')}
            </Link>
          </div>
        ) : (
          <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
            {jobs.data.avisos.map((job) => (
              <JobCard key={job.evaluacion_id} job={job} />
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
