import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Applicant } from '@postula/contract/applicants';
import { Button } from '../../../components/ui/button';
import { SparklesIcon } from 'lucide-react';
import { useStartScreening } from '../hooks/use-start-screening';
import { TRUNCATE, truncate } from '../utils/applicant-text';
import { paths } from '../../../lib/paths';

interface ScreeningActionProps {
  postingId: number;
  applicant: Applicant;
  name: string;
  /** The whole summary of a finished screening (the detail panel) instead of its preview (the list). */
  full?: boolean;
}

const badge = 'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset';
const badgeTones = {
  waiting: `${badge} bg-amber-50 text-amber-800 ring-amber-200 dark:bg-amber-500/10 dark:text-amber-300 dark:ring-amber-500/30`,
  done: `${badge} bg-emerald-50 text-emerald-800 ring-emerald-200 dark:bg-emerald-500/10 dark:text-emerald-300 dark:ring-emerald-500/30`,
  other: `${badge} bg-slate-100 text-slate-700 ring-slate-200 dark:bg-slate-800 dark:text-slate-300 dark:ring-slate-700`,
};
const linkClasses =
  'text-sm font-medium text-indigo-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 dark:text-indigo-300';

/**
 * Where a screening stands, read-only, with the way to see it: for an applicant merged into another one, whose
 * interview keeps working (decision 017) but who is not screened from the list any more.
 */
export function ScreeningStatus({ postingId, applicationId, state }: { postingId: number; applicationId: number; state: string | null }) {
  const { t } = useTranslation();
  switch (state) {
    case null:
    case '':
      return <span className="text-sm text-slate-700 dark:text-slate-300">{t('applicants.merged.noScreening')}</span>;
    case 'NO_INICIADA':
    case 'INICIADA':
      return (
        <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className={badgeTones.waiting}>
            {state === 'NO_INICIADA' ? t('applicants.screening.pending') : t('applicants.screening.started')}
          </span>
          <Link to={paths.screening(postingId, applicationId)} className={linkClasses}>
            {t('applicants.screening.viewSent')}
          </Link>
        </span>
      );
    case 'FINALIZADA':
      return (
        <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className={badgeTones.done}>{t('applicants.screening.finished')}</span>
          <Link to={paths.screeningResume(postingId, applicationId)} className={linkClasses}>
            {t('applicants.screening.viewFull')}
          </Link>
        </span>
      );
    default:
      return <span className={badgeTones.other}>{t('applicants.screening.sent')}</span>;
  }
}

/** The applicant's screening by its state (spec §4): create one, or where the one sent stands. */
export function ScreeningAction({ postingId, applicant, name, full = false }: ScreeningActionProps) {
  const { t } = useTranslation();
  const screeningPath = paths.screening(postingId, applicant.postulacion_id);
  const screening = useStartScreening(postingId, applicant.postulacion_id);

  switch (applicant.screening_estado) {
    case null:
    case '':
      return (
        <Button
          variant="secondary"
          size="sm"
          aria-label={t('applicants.screening.createFor', { name })}
          className="whitespace-nowrap"
          loading={screening.busy}
          onClick={() => void screening.start()}
        >
          {screening.busy ? null : <SparklesIcon className="size-4 text-indigo-500" />}
          {t('applicants.screening.create')}
        </Button>
      );
    case 'NO_INICIADA':
      return (
        <div className="space-y-1">
          <span className={badgeTones.waiting}>{t('applicants.screening.pending')}</span>
          <p className="text-xs text-slate-500 dark:text-slate-400">{t('applicants.screening.pendingHint')}</p>
          <Link to={screeningPath} className={linkClasses}>
            {t('applicants.screening.viewSent')}
          </Link>
        </div>
      );
    case 'INICIADA':
      return (
        <div className="space-y-1">
          <span className={badgeTones.waiting}>{t('applicants.screening.started')}</span>
          <p className="text-xs text-slate-500 dark:text-slate-400">{t('applicants.screening.startedHint')}</p>
          <Link to={screeningPath} className={linkClasses}>
            {t('applicants.screening.viewSent')}
          </Link>
        </div>
      );
    case 'FINALIZADA': {
      // The list shows the summary's first line (its fit verdict and count); the panel shows all of it.
      const summary = applicant.screening_resumen ?? '';
      return (
        <div className="space-y-1">
          <span className={badgeTones.done}>{t('applicants.screening.finished')}</span>
          {summary ? (
            <p className="text-sm break-words whitespace-pre-line text-slate-700 dark:text-slate-300">
              {full ? summary : truncate(summary.split('\n')[0] ?? '', TRUNCATE.summaryMobile).text}
            </p>
          ) : null}
          <Link to={paths.screeningResume(postingId, applicant.postulacion_id)} className={linkClasses}>
            {t('applicants.screening.viewFull')}
          </Link>
        </div>
      );
    }
    default:
      return <span className={badgeTones.other}>{t('applicants.screening.sent')}</span>;
  }
}
