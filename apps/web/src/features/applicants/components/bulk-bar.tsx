import type { ReactNode } from 'react';
import { XIcon } from 'lucide-react';
import { BULK_FILTER_MAX } from '@postula/contract/applicants';
import { useLanguage } from '../../../lib/i18n';
import { useStagesT } from '../../../lib/stages-texts';

const linkClasses =
  'inline-flex h-9 items-center rounded-lg px-3 text-sm font-semibold text-indigo-700 underline-offset-2 hover:underline ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 dark:text-indigo-300';

/** Every applicant matching the list's filter, across pages, as one selection. */
export interface MatchingSelection {
  /** How many the list's filter matches (the page's total). */
  total: number;
  /** The selection is all of them, not the ticked ones. */
  all: boolean;
  /** Whether it can be offered: every applicant of the page is ticked and there are more than the page shows. */
  offered: boolean;
  /** The list is narrowed by a filter (the offer then says "that match the filter"). */
  filtered: boolean;
  onAll: () => void;
  onPage: () => void;
}

interface BulkBarProps {
  count: number;
  onClear: () => void;
  matching?: MatchingSelection;
  /**
   * The actions on the selection, each one a control of its own (stages/components/bulk-actions.tsx): a new
   * action (send an e-mail) is one more child.
   */
  children: ReactNode;
}

/**
 * The bar shown while applicants are selected: how many, the actions on them, and clearing the selection. With
 * the whole page ticked it offers every applicant the filter matches (Gmail's "select all conversations"), and
 * from there a way back to the page's selection.
 */
export function BulkBar({ count, onClear, matching, children }: BulkBarProps) {
  const t = useStagesT();
  const numberFormat = new Intl.NumberFormat(useLanguage());
  const all = matching?.all ?? false;
  const shown = all ? matching!.total : count;
  const tooMany = all && shown > BULK_FILTER_MAX;
  return (
    <section
      aria-label={t('select.bar')}
      className="sticky bottom-3 z-20 flex flex-wrap items-center gap-3 rounded-2xl border border-indigo-200 bg-indigo-50/95 px-4 py-3 shadow-lg backdrop-blur dark:border-indigo-500/40 dark:bg-slate-900/95"
    >
      <div className="flex flex-col">
        <p role="status" className="text-sm font-semibold text-indigo-900 dark:text-indigo-100">
          {all ? t('select.selectedAll', { count: shown, formatted: numberFormat.format(shown) }) : t('select.selected', { count })}
        </p>
        {all ? <p className="text-xs text-indigo-800 dark:text-indigo-200">{t('select.allHint')}</p> : null}
      </div>
      {matching && !all && matching.offered ? (
        <button type="button" onClick={matching.onAll} className={linkClasses}>
          {t(matching.filtered ? 'select.allMatching' : 'select.allPosting', {
            count: matching.total,
            formatted: numberFormat.format(matching.total),
          })}
        </button>
      ) : null}
      {all ? (
        <button type="button" onClick={matching!.onPage} className={linkClasses}>
          {t('select.pageOnly')}
        </button>
      ) : null}
      {/* Past the most one call changes, the actions are not offered rather than refused after the click. */}
      <fieldset disabled={tooMany} aria-describedby={tooMany ? 'bulk-too-many' : undefined} className="m-0 flex min-w-0 flex-1 flex-wrap items-center gap-2 border-0 p-0">
        {children}
      </fieldset>
      {tooMany ? (
        <p id="bulk-too-many" className="basis-full text-sm text-amber-800 dark:text-amber-200">
          {t('select.tooMany', { max: numberFormat.format(BULK_FILTER_MAX) })}
        </p>
      ) : null}
      <button
        type="button"
        onClick={onClear}
        className="inline-flex h-9 items-center gap-1.5 rounded-lg px-3 text-sm font-medium text-indigo-800 hover:bg-indigo-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 dark:text-indigo-200 dark:hover:bg-slate-800"
      >
        <XIcon className="size-4" />
        {t('select.clear')}
      </button>
    </section>
  );
}
