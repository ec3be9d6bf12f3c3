import { useTranslation } from 'react-i18next';
import { PublicCard } from '../../../../components/public/public-page';
import { PublicLoading, PublicMessage, skeletonBar } from '../../../../components/public/public-message';

/** The private page when it opens nothing: a deleted application, a cut link, or a failed load (with a retry). */
export function MyDataMessage({ message, onRetry }: { message: string; onRetry?: (() => void) | undefined }) {
  const { t } = useTranslation();
  return (
    <PublicMessage
      pageTitle={t('privacy.myData.page.title')}
      title={t('privacy.myData.errors.title')}
      message={message}
      hint={t('privacy.myData.errors.hint')}
      onRetry={onRetry}
    />
  );
}

/** The page while the application loads. */
export function MyDataLoading() {
  const { t } = useTranslation();
  return (
    <PublicLoading pageTitle={t('privacy.myData.page.title')} label={t('privacy.myData.page.loading')}>
      {[0, 1].map((index) => (
        <PublicCard key={index}>
          <div aria-hidden="true" className="space-y-3">
            <div className={`${skeletonBar} h-4 w-1/3 bg-slate-200 dark:bg-slate-800`} />
            <div className={`${skeletonBar} h-3 w-full bg-slate-100 dark:bg-slate-800/70`} />
            <div className={`${skeletonBar} h-3 w-5/6 bg-slate-100 dark:bg-slate-800/70`} />
          </div>
        </PublicCard>
      ))}
    </PublicLoading>
  );
}
