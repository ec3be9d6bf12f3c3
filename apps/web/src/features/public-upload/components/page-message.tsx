import { useTranslation } from 'react-i18next';
import { PublicPage, PublicCard } from '../../../components/public/public-page';
import { Button } from '../../../components/ui/button';
import { AlertCircleIcon } from '../../../components/ui/icons';
import { Logo } from '../../../components/ui/logo';
import { PRODUCT_NAME } from '../../../lib/links';

interface PageMessageProps {
  /** What went wrong, in the spec's words (spec §5, §8 "Public page"). */
  message: string;
  onRetry?: () => void;
}

/** The candidate's page when there is no posting to show: a wrong link, or a failed load. */
export function PageMessage({ message, onRetry }: PageMessageProps) {
  const { t } = useTranslation();
  return (
    <PublicPage hero={<Logo inverted />}>
      <title>{`${t('publicUpload.page.title')} · ${PRODUCT_NAME}`}</title>
      <PublicCard className="text-center">
        <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-red-50 text-red-600 dark:bg-red-500/15 dark:text-red-400">
          <AlertCircleIcon className="size-7" />
        </span>
        <h1 className="mt-5 text-xl font-bold tracking-tight text-slate-900 dark:text-white">{t('publicUpload.errors.title')}</h1>
        <p role="alert" className="mt-2 font-medium text-red-700 dark:text-red-300">
          {message}
        </p>
        <p className="mx-auto mt-3 max-w-sm text-sm leading-6 text-slate-500 dark:text-slate-400">{t('publicUpload.errors.hint')}</p>
        {onRetry ? (
          <Button variant="secondary" className="mt-6" onClick={onRetry}>
            {t('common.actions.retry')}
          </Button>
        ) : null}
      </PublicCard>
    </PublicPage>
  );
}

/** The page while the posting loads (the global overlay shows the spinner). */
export function PageLoading() {
  const { t } = useTranslation();
  const bar = 'animate-pulse rounded-full';
  return (
    <PublicPage
      hero={
        <div aria-hidden="true">
          <div className="flex items-center gap-3">
            <div className="size-11 animate-pulse rounded-2xl bg-white/20" />
            <div className={`${bar} h-4 w-40 bg-white/20`} />
          </div>
          <div className={`${bar} mt-8 h-3 w-28 bg-white/15`} />
          <div className={`${bar} mt-3 h-7 w-64 max-w-full bg-white/25`} />
        </div>
      }
    >
      <title>{`${t('publicUpload.page.title')} · ${PRODUCT_NAME}`}</title>
      <p className="sr-only" role="status">
        {t('publicUpload.page.loading')}
      </p>
      <PublicCard>
        <div aria-hidden="true" className="space-y-3">
          <div className={`${bar} h-4 w-1/3 bg-slate-200 dark:bg-slate-800`} />
          <div className={`${bar} h-3 w-full bg-slate-100 dark:bg-slate-800/70`} />
          <div className={`${bar} h-3 w-5/6 bg-slate-100 dark:bg-slate-800/70`} />
        </div>
      </PublicCard>
      <PublicCard>
        <div aria-hidden="true" className="h-44 animate-pulse rounded-2xl bg-slate-100 dark:bg-slate-800/60" />
      </PublicCard>
    </PublicPage>
  );
}
