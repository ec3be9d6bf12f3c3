import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronLeftIcon, ChevronRightIcon, ChevronsLeftIcon, ChevronsRightIcon } from 'lucide-react';
import { useLanguage } from '../../../lib/i18n';
import { pagerItems } from '../utils/pager';

interface PagerProps {
  page: number;
  count: number;
  onPage: (page: number) => void;
}

const cell =
  'inline-flex h-9 min-w-9 items-center justify-center rounded-lg px-2 text-sm font-medium tabular-nums transition-colors ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 disabled:pointer-events-none disabled:opacity-40';
const idle = 'text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800';
const active = 'bg-indigo-600 text-white shadow-sm';

/** The applicants' pager (spec §9): first, previous, a window of 5 with the first and last pages, next, last. */
export function Pager({ page, count, onPage }: PagerProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const number = new Intl.NumberFormat(language);
  const arrow = (label: string, target: number, icon: ReactNode, extra = '') => (
    <button
      type="button"
      aria-label={label}
      title={label}
      disabled={target === page || target < 1 || target > count}
      onClick={() => onPage(target)}
      className={`${cell} ${idle} ${extra}`}
    >
      {icon}
    </button>
  );

  return (
    <nav aria-label={t('applicants.pager.label')} className="flex flex-col items-center gap-2">
      <ul className="flex flex-wrap items-center justify-center gap-1">
        <li className="hidden sm:block">{arrow(t('applicants.pager.first'), 1, <ChevronsLeftIcon className="size-4" />)}</li>
        <li>{arrow(t('applicants.pager.previous'), page - 1, <ChevronLeftIcon className="size-4" />)}</li>
        {pagerItems(page, count).map((item) =>
          item.kind === 'gap' ? (
            <li key={item.key} aria-hidden="true" className="px-1 text-slate-400 dark:text-slate-500">
              …
            </li>
          ) : (
            <li key={item.page}>
              <button
                type="button"
                aria-label={
                  item.page === page
                    ? t('applicants.pager.current', { page: number.format(item.page) })
                    : t('applicants.pager.page', { page: number.format(item.page) })
                }
                aria-current={item.page === page ? 'page' : undefined}
                onClick={() => onPage(item.page)}
                className={`${cell} ${item.page === page ? active : idle}`}
              >
                {number.format(item.page)}
              </button>
            </li>
          ),
        )}
        <li>{arrow(t('applicants.pager.next'), page + 1, <ChevronRightIcon className="size-4" />)}</li>
        <li className="hidden sm:block">{arrow(t('applicants.pager.last'), count, <ChevronsRightIcon className="size-4" />)}</li>
      </ul>
      <p className="text-xs text-slate-500 dark:text-slate-400">
        {t('applicants.pager.summary', { page: number.format(page), count: number.format(count) })}
      </p>
    </nav>
  );
}
