import { useTranslation } from 'react-i18next';
import { PublicCard } from '../../../../components/public/public-page';
import { PublicLoading, PublicMessage, skeletonBar } from '../../../../components/public/public-message';

interface InterviewMessageProps {
  /** What went wrong: a wrong link, or a load that failed. */
  message: string;
  onRetry?: () => void;
}

/** The interview page when there is no interview to show. */
export function InterviewMessage({ message, onRetry }: InterviewMessageProps) {
  const { t } = useTranslation();
  return (
    <PublicMessage
      pageTitle={t('screening.interview.page.title')}
      title={t('screening.interview.errors.title')}
      message={message}
      hint={t('screening.interview.errors.hint')}
      onRetry={onRetry}
    />
  );
}

/** The page while the interview loads. */
export function InterviewLoading() {
  const { t } = useTranslation();
  return (
    <PublicLoading pageTitle={t('screening.interview.page.title')} label={t('screening.interview.page.loading')}>
      <PublicCard>
        <div aria-hidden="true" className="space-y-3">
          <div className={`${skeletonBar} h-4 w-1/3 bg-slate-200 dark:bg-slate-800`} />
          <div className={`${skeletonBar} h-3 w-full bg-slate-100 dark:bg-slate-800/70`} />
          <div className={`${skeletonBar} h-3 w-5/6 bg-slate-100 dark:bg-slate-800/70`} />
          <div className={`${skeletonBar} mt-6 h-2 w-full bg-slate-100 dark:bg-slate-800/70`} />
        </div>
      </PublicCard>
      {[0, 1].map((index) => (
        <PublicCard key={index}>
          <div aria-hidden="true" className="space-y-3">
            <div className={`${skeletonBar} h-3 w-24 bg-slate-200 dark:bg-slate-800`} />
            <div className={`${skeletonBar} h-4 w-4/5 bg-slate-200 dark:bg-slate-800`} />
            <div className="h-28 animate-pulse rounded-xl bg-slate-100 dark:bg-slate-800/60" />
          </div>
        </PublicCard>
      ))}
    </PublicLoading>
  );
}
