import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { JobDetail } from '@postula/contract/postings';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { buttonClasses } from '../../../components/ui/button-styles';
import { ArrowLeftIcon, CalendarIcon, FileTextIcon, ScaleIcon, Share2Icon, UsersIcon } from 'lucide-react';
import { ApiError } from '../../../lib/api-client';
import { formatDateTime, formatIsoDate } from '../../../lib/dates';
import { useLanguage } from '../../../lib/i18n';
import { useJobDetail } from '../api/get-job-detail';
import { useSectionHighlight } from '../hooks/use-section-highlight';
import { useSharePosting } from '../hooks/use-share-posting';
import { copyText } from '../utils/clipboard';
import { ApplicantLink } from './applicant-link';
import { JobActions } from './job-actions';
import { PostingStatusBadge } from './posting-status';
import { RescoreProgress } from './rescore-progress';
import { JobQrCode } from './job-qr-code';
import { paths } from '../../../lib/paths';

const cardClasses = 'rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900';

function BackLink() {
  const { t } = useTranslation();
  return (
    <Link
      to={paths.dashboard()}
      className="inline-flex items-center gap-1.5 rounded-lg text-sm font-medium text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 dark:text-slate-400 dark:hover:text-white"
    >
      <ArrowLeftIcon className="size-4" />
      {t('postings.detail.back')}
    </Link>
  );
}

/** The job-detail screen (spec §2 "/job/{id}"): loads the posting, or says it could not (spec §8). */
export function JobDetailView({ id }: { id: string }) {
  const { t } = useTranslation();
  const detail = useJobDetail(id);

  if (detail.isPending) {
    return (
      <div aria-hidden="true" className="space-y-6">
        <div className="h-5 w-48 animate-pulse rounded bg-slate-200 dark:bg-slate-800" />
        <div className={`${cardClasses} h-40 animate-pulse`} />
        <div className={`${cardClasses} h-64 animate-pulse`} />
      </div>
    );
  }

  if (detail.isError) {
    // Another company's posting and an unknown id both answer 404: nothing more to try then.
    const canRetry = !(detail.error instanceof ApiError && [400, 403, 404].includes(detail.error.status));
    return (
      <div className="mx-auto max-w-2xl space-y-6">
        <Alert>{t('postings.detail.error')}</Alert>
        <div className="flex flex-wrap gap-3">
          <Link to={paths.dashboard()} className={buttonClasses('primary', 'md')}>
            <ArrowLeftIcon className="size-4" />
            {t('postings.detail.errorBack')}
          </Link>
          {canRetry ? (
            <Button variant="secondary" onClick={() => void detail.refetch()}>
              {t('common.actions.retry')}
            </Button>
          ) : null}
        </div>
      </div>
    );
  }

  return <JobDetailContent job={detail.data} />;
}

const sectionIds = {
  tasks: 'job-section-tasks',
  necessary: 'job-section-necessary',
  desirable: 'job-section-desirable',
} as const;
type SectionKey = keyof typeof sectionIds;

function JobDetailContent({ job }: { job: JobDetail }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const sharing = useSharePosting();
  const { highlighted, jumpTo } = useSectionHighlight();
  const numberFormat = new Intl.NumberFormat(language);
  const shareError =
    sharing.error && !(sharing.error instanceof ApiError && sharing.error.status === 403)
      ? t('postings.detail.shareError')
      : null;

  const share = () =>
    sharing.share({
      puesto: job.puesto,
      tareas_a_realizar: job.tareas_a_realizar,
      evaluacion_id: job.evaluacion_id,
      link: job.texto_prompt,
    });

  const section = (key: SectionKey, title: string, body: ReactNode) => {
    const id = sectionIds[key];
    const active = highlighted === id;
    return (
      <section
        id={id}
        tabIndex={-1}
        aria-labelledby={`${id}-title`}
        data-highlighted={active || undefined}
        className={`${cardClasses} scroll-mt-24 p-5 outline-none transition-[background-color,box-shadow] duration-500 sm:p-6 ${
          active ? 'bg-indigo-50! ring-2 ring-indigo-400 dark:bg-indigo-500/10! dark:ring-indigo-400/70' : ''
        }`}
      >
        <h2 id={`${id}-title`} className="text-base font-semibold text-slate-900 dark:text-white">
          {title}
        </h2>
        <div className="mt-3 text-sm leading-6 text-slate-700 dark:text-slate-300">{body}</div>
      </section>
    );
  };

  const conditionList = (conditions: string[]) =>
    conditions.length === 0 ? (
      <p>{t('postings.detail.empty')}</p>
    ) : (
      <ul className="space-y-2">
        {conditions.map((condition, index) => (
          <li key={index} className="flex gap-2.5">
            <span aria-hidden="true" className="mt-2.5 size-1.5 shrink-0 rounded-full bg-indigo-500 dark:bg-indigo-400" />
            <span className="min-w-0 break-words">{condition}</span>
          </li>
        ))}
      </ul>
    );

  const titles: Record<SectionKey, string> = {
    tasks: t('postings.detail.sections.tasks'),
    necessary: t('postings.detail.sections.necessary'),
    desirable: t('postings.detail.sections.desirable'),
  };

  return (
    <div className="space-y-6">
      <BackLink />

      <header className={`${cardClasses} p-5 sm:p-6`}>
        <div className="flex flex-col gap-5 lg:flex-row lg:items-start lg:justify-between">
          <div className="min-w-0">
            <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
              <h1 className="min-w-0 text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl dark:text-white">
                {job.puesto}
              </h1>
              <PostingStatusBadge status={job.estado} />
            </div>
            <p className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-500 dark:text-slate-400">
              <span className="inline-flex items-center gap-1.5">
                <CalendarIcon className="size-4" />
                {t('postings.detail.createdOn', { date: formatDateTime(job.fecha_creacion, language) })}
              </span>
              <span className="inline-flex items-center gap-1.5">
                <FileTextIcon className="size-4" />
                {t('postings.detail.received', { count: job.total_cv_recibidos })}
              </span>
            </p>
          </div>
          <div className="flex shrink-0 flex-col gap-2 sm:flex-row">
            <Link to={paths.jobApplicants(job.evaluacion_id)} className={buttonClasses('primary', 'md')}>
              <UsersIcon className="size-4" />
              {t('postings.detail.applicants')}
            </Link>
            <Button variant="secondary" loading={sharing.isPending} onClick={share}>
              {sharing.isPending ? null : <Share2Icon className="size-4" />}
              {t('postings.detail.share')}
            </Button>
            <Link to={paths.fairness(job.evaluacion_id)} className={buttonClasses('ghost', 'md')}>
              <ScaleIcon className="size-4" />
              {t('postings.detail.fairness')}
            </Link>
          </div>
        </div>
        {shareError ? (
          <div className="mt-4">
            <Alert>{shareError}</Alert>
          </div>
        ) : null}
        <div className="mt-5 border-t border-slate-100 pt-4 dark:border-slate-800">
          <JobActions job={job} />
        </div>
      </header>

      <RescoreProgress progress={job.recalificacion} />

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <section aria-labelledby="job-link-title" className={`${cardClasses} p-5 sm:p-6 lg:order-2 lg:self-start`}>
          <h2 id="job-link-title" className="text-base font-semibold text-slate-900 dark:text-white">
            {t('postings.detail.link.title')}
          </h2>
          <p className="mt-1 text-sm text-slate-500 dark:text-slate-400">{t('postings.detail.link.hint')}</p>
          <ApplicantLink
            className="mt-4"
            stacked
            link={job.texto_prompt}
            label={t('postings.detail.link.title')}
            copyLabel={t('postings.detail.link.copy')}
            copiedLabel={t('postings.detail.link.copied')}
            onCopy={() => copyText(job.texto_prompt)}
          />
          <div className="mt-5 border-t border-slate-100 pt-5 dark:border-slate-800">
            <JobQrCode link={job.texto_prompt} puesto={job.puesto} />
          </div>
        </section>

        <div className="min-w-0 space-y-4 lg:order-1">
          <nav aria-label={t('postings.detail.sectionsNav')} className="flex flex-wrap items-center gap-2">
            <span className="text-sm text-slate-500 dark:text-slate-400">{t('postings.detail.jumpTo')}</span>
            {(Object.keys(sectionIds) as SectionKey[]).map((key) => (
              <a
                key={key}
                href={`#${sectionIds[key]}`}
                onClick={(event) => {
                  event.preventDefault();
                  jumpTo(sectionIds[key]);
                }}
                className="rounded-full border border-slate-200 bg-white px-3 py-1 text-sm font-medium text-slate-700 transition-colors hover:border-indigo-300 hover:text-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-300 dark:hover:border-indigo-500/60 dark:hover:text-indigo-300"
              >
                {titles[key]}
              </a>
            ))}
          </nav>

          {section('tasks', titles.tasks, <p className="break-words whitespace-pre-line">{job.tareas_a_realizar || t('postings.detail.empty')}</p>)}
          {section('necessary', titles.necessary, conditionList(job.condiciones_necesarias))}
          {section('desirable', titles.desirable, conditionList(job.condiciones_deseables))}

          <section aria-labelledby="job-footer-title" className={cardClasses}>
            <h2 id="job-footer-title" className="sr-only">
              {t('postings.detail.footer.label')}
            </h2>
            <dl className="grid grid-cols-1 divide-y divide-slate-100 sm:grid-cols-3 sm:divide-x sm:divide-y-0 dark:divide-slate-800">
            {[
              [t('postings.detail.footer.id'), String(job.evaluacion_id)],
              [t('postings.detail.footer.maxCv'), numberFormat.format(job.maxima_cant_cv)],
              [t('postings.detail.footer.validUntil'), formatIsoDate(job.valido_hasta, language)],
            ].map(([term, value]) => (
              <div key={term} className="px-5 py-4">
                <dt className="text-sm text-slate-500 dark:text-slate-400">{term}</dt>
                <dd className="mt-1 text-base font-semibold text-slate-900 tabular-nums dark:text-white">{value}</dd>
              </div>
            ))}
            </dl>
          </section>
        </div>
      </div>
    </div>
  );
}
