import { useTranslation } from 'react-i18next';
import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { Button } from '../../../components/ui/button';

/** Newer and older pages of a log read newest first; the log does not count its entries, it knows if there are more. */
export function PageButtons({ page, hasMore, onPage }: { page: number; hasMore: boolean; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  if (page === 1 && !hasMore) return null;
  return (
    <nav aria-label={t('audit.list.page', { page })} className="mt-4 flex items-center justify-between gap-3">
      <Button variant="secondary" size="sm" disabled={page === 1} onClick={() => onPage(page - 1)}>
        <ChevronLeftIcon className="size-4" />
        {t('audit.list.previous')}
      </Button>
      <span className="text-sm text-slate-600 tabular-nums dark:text-slate-400">{t('audit.list.page', { page })}</span>
      <Button variant="secondary" size="sm" disabled={!hasMore} onClick={() => onPage(page + 1)}>
        {t('audit.list.next')}
        <ChevronRightIcon className="size-4" />
      </Button>
    </nav>
  );
}
