import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { PageButtons } from './page-buttons';

interface LogPageProps<T> {
  /** The page's query: loading, failed (with a retry) or loaded. */
  query: { isPending: boolean; isError: boolean; refetch: () => unknown; data?: { hay_mas: boolean } | undefined };
  items: readonly T[] | undefined;
  /** The list's accessible name. */
  label: string;
  loadError: string;
  empty: { icon: ReactNode; text: string };
  renderItem: (item: T) => ReactNode;
  page: number;
  onPage: (page: number) => void;
}

/** One page of a log (the activity log, the analysis log): loading, its error with a retry, empty, or the entries. */
export function LogPage<T>({ query, items, label, loadError, empty, renderItem, page, onPage }: LogPageProps<T>) {
  const { t } = useTranslation();
  if (query.isPending) {
    return (
      <ul className="space-y-3" aria-hidden="true">
        {[0, 1, 2].map((i) => (
          <li key={i} className="h-20 animate-pulse rounded-xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900" />
        ))}
      </ul>
    );
  }
  if (query.isError || !items) {
    return (
      <div className="space-y-4">
        <Alert>{loadError}</Alert>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {t('common.actions.retry')}
        </Button>
      </div>
    );
  }
  if (items.length === 0) {
    return (
      <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center dark:border-slate-700 dark:bg-slate-900/50">
        {empty.icon}
        <p className="mt-3 text-slate-600 dark:text-slate-400">{empty.text}</p>
      </div>
    );
  }
  return (
    <>
      <ul
        aria-label={label}
        className="divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900"
      >
        {items.map(renderItem)}
      </ul>
      <PageButtons page={page} hasMore={query.data?.hay_mas ?? false} onPage={onPage} />
    </>
  );
}
