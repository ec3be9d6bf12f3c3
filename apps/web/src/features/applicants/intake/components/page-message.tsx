import { useTranslation } from 'react-i18next';
import { PublicCard } from '../../../../components/public/public-page';
import { PublicLoading, PublicMessage, skeletonBar } from '../../../../components/public/public-message';

interface PageMessageProps {
  /** What went wrong, in the spec's words (spec §5, §8 "Public page"). */
  message: string;
  onRetry?: () => void;
}

/** The candidate's page when there is no posting to show: a wrong link, or a failed load. */
export function PageMessage({ message, onRetry }: PageMessageProps) {
  const { t } = useTranslation();
  return (
    <PublicMessage
      pageTitle={t('applicants.intake.page.title')}
      title={t('applicants.intake.errors.title')}
      message={message}
      hint={t('applicants.intake.errors.hint')}
      onRetry={onRetry}
    />
  );
}

/** The page while the posting loads. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <PublicLoading pageTitle={t('applicants.intake.page.title')} label={t('applicants.intake.page.loading')}>
      <PublicCard>
        <div aria-hidden="true" className="space-y-3">
          <div className={`${skeletonBar} h-4 w-1/3 bg-slate-200 dark:bg-slate-800`} />
          <div className={`${skeletonBar} h-3 w-full bg-slate-100 dark:bg-slate-800/70`} />
          <div className={`${skeletonBar} h-3 w-5/6 bg-slate-100 dark:bg-slate-800/70`} />
        </div>
      </PublicCard>
      <PublicCard>
        <div aria-hidden="true" className="h-44 animate-pulse rounded-2xl bg-slate-100 dark:bg-slate-800/60" />
      </PublicCard>
    </PublicLoading>
  );
}
