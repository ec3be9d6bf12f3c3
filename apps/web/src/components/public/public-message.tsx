import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PRODUCT_NAME } from '../../lib/links';
import { Button } from '../ui/button';
import { CircleAlertIcon } from 'lucide-react';
import { Logo } from '../ui/logo';
import { PublicCard, PublicPage } from './public-page';

interface PublicMessageProps {
  /** The browser tab's title: the page's name. */
  pageTitle: string;
  title: string;
  /** What went wrong, in the spec's words. */
  message: string;
  /** What the visitor can do about it. */
  hint: string;
  onRetry?: (() => void) | undefined;
}

/** A candidate's page with nothing to show: a wrong link, or a failed load (with a retry when it may help). */
export function PublicMessage({ pageTitle, title, message, hint, onRetry }: PublicMessageProps) {
  const { t } = useTranslation();
  return (
    <PublicPage hero={<Logo inverted />}>
      <title>{`${pageTitle} · ${PRODUCT_NAME}`}</title>
      <PublicCard className="text-center">
        <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-red-50 text-red-600 dark:bg-red-500/15 dark:text-red-400">
          <CircleAlertIcon className="size-7" />
        </span>
        <h1 className="mt-5 text-xl font-bold tracking-tight text-slate-900 dark:text-white">{title}</h1>
        <p role="alert" className="mt-2 font-medium text-red-700 dark:text-red-300">
          {message}
        </p>
        <p className="mx-auto mt-3 max-w-sm text-sm leading-6 text-slate-500 dark:text-slate-400">{hint}</p>
        {onRetry ? (
          <Button variant="secondary" className="mt-6" onClick={onRetry}>
            {t('common.actions.retry')}
          </Button>
        ) : null}
      </PublicCard>
    </PublicPage>
  );
}

/** A pulsing placeholder bar of the loading pages. */
export const skeletonBar = 'animate-pulse rounded-full';

/**
 * A candidate's page while it loads (the global overlay shows the spinner): the hero's outline, a status for
 * screen readers, and the page's own placeholder cards.
 */
export function PublicLoading({ pageTitle, label, children }: { pageTitle: string; label: string; children: ReactNode }) {
  return (
    <PublicPage
      hero={
        <div aria-hidden="true">
          <div className="flex items-center gap-3">
            <div className="size-11 animate-pulse rounded-2xl bg-white/20" />
            <div className={`${skeletonBar} h-4 w-40 bg-white/20`} />
          </div>
          <div className={`${skeletonBar} mt-8 h-3 w-28 bg-white/15`} />
          <div className={`${skeletonBar} mt-3 h-7 w-64 max-w-full bg-white/25`} />
        </div>
      }
    >
      <title>{`${pageTitle} · ${PRODUCT_NAME}`}</title>
      <p className="sr-only" role="status">
        {label}
      </p>
      {children}
    </PublicPage>
  );
}
