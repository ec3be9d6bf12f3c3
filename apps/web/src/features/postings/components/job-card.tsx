import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { JobListItem } from '@postula/contract/postings';
import { buttonClasses } from '../../../components/ui/button-styles';
import { BriefcaseIcon, CalendarIcon, FileTextIcon, UsersIcon } from 'lucide-react';
import { formatDateTime } from '../../../lib/dates';
import { useLanguage } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { PostingStatusBadge } from './posting-status';
import { RescoreProgress } from './rescore-progress';

export function JobCard({ job }: { job: JobListItem }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <li className="group flex min-w-0 flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-indigo-200 hover:shadow-md dark:border-slate-800 dark:bg-slate-900 dark:hover:border-indigo-500/40">
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-indigo-50 text-indigo-600 dark:bg-indigo-500/15 dark:text-indigo-400">
          <BriefcaseIcon className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <div className="flex items-start justify-between gap-2">
            <h2 className="line-clamp-2 min-w-0 text-base leading-6 font-semibold break-words text-slate-900 dark:text-white" title={job.puesto}>
              {job.puesto}
            </h2>
            <PostingStatusBadge status={job.estado} />
          </div>
          <dl className="mt-1 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-500 dark:text-slate-400">
            <div className="flex items-center gap-1">
              <dt>{t('postings.jobs.id')}</dt>
              <dd className="font-medium text-slate-700 tabular-nums dark:text-slate-300">{job.evaluacion_id}</dd>
            </div>
            <div className="flex items-center gap-1.5">
              <dt>
                <CalendarIcon className="size-3.5" />
                <span className="sr-only">{t('postings.jobs.createdAt')}</span>
              </dt>
              <dd>
                <time dateTime={job.fecha_creacion}>{formatDateTime(job.fecha_creacion, language)}</time>
              </dd>
            </div>
          </dl>
        </div>
      </div>
      <JobCounts job={job} />
      {job.recalificacion ? (
        <div className="mt-3">
          <RescoreProgress progress={job.recalificacion} />
        </div>
      ) : null}
      <div className="mt-5 flex flex-wrap gap-2 border-t border-slate-100 pt-4 dark:border-slate-800">
        <CardLink job={job} kind="applicants" />
        <CardLink job={job} kind="details" />
      </div>
    </li>
  );
}

/** Received, analysed and new since this recruiter last opened the posting (decision 035). */
function JobCounts({ job }: { job: JobListItem }) {
  const { t } = useTranslation();
  const format = new Intl.NumberFormat(useLanguage());
  const counts = [
    ['received', job.recibidos, null],
    ['analysed', job.analizados, null],
    ['new', job.nuevos, t('postings.jobs.newHint')],
  ] as const;
  return (
    <dl aria-label={t('postings.jobs.countsOf', { puesto: job.puesto })} className="mt-4 grid grid-cols-3 gap-2">
      {counts.map(([key, value, hint]) => (
        <div
          key={key}
          className={`rounded-xl px-3 py-2 ${
            key === 'new' && value > 0 ? 'bg-indigo-50 dark:bg-indigo-500/10' : 'bg-slate-50 dark:bg-slate-800/60'
          }`}
        >
          <dt className="text-xs text-slate-600 dark:text-slate-400" title={hint ?? undefined}>
            {t(`postings.jobs.${key}`)}
            {hint ? <span className="sr-only"> ({hint})</span> : null}
          </dt>
          <dd className="text-lg font-semibold text-slate-900 tabular-nums dark:text-white">{format.format(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The card's two ways on: the posting's applicants, and its details. */
const cardLinks = {
  applicants: { to: paths.jobApplicants, variant: 'primary', Icon: UsersIcon, text: 'postings.jobs.applicants', label: 'postings.jobs.applicantsOf' },
  details: { to: paths.job, variant: 'secondary', Icon: FileTextIcon, text: 'postings.jobs.details', label: 'postings.jobs.detailsOf' },
} as const;

/** Named with the posting's position, as each card has the same two links. */
function CardLink({ job, kind }: { job: JobListItem; kind: keyof typeof cardLinks }) {
  const { t } = useTranslation();
  const { to, variant, Icon, text, label } = cardLinks[kind];
  return (
    <Link to={to(job.evaluacion_id)} className={buttonClasses(variant, 'sm', 'flex-1')} aria-label={t(label, { puesto: job.puesto })}>
      <Icon className="size-4" />
      {t(text)}
    </Link>
  );
}
