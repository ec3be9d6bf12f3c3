import type { ReactNode } from 'react';
import { XIcon } from 'lucide-react';
import { useStagesT } from '../../../lib/stages-texts';

interface BulkBarProps {
  count: number;
  onClear: () => void;
  /**
   * The actions on the selection, each one a control of its own (stages/components/bulk-actions.tsx): a new
   * action (send an e-mail, act on every applicant matching the filter) is one more child.
   */
  children: ReactNode;
}

/** The bar shown while applicants are selected: how many, the actions on them, and clearing the selection. */
export function BulkBar({ count, onClear, children }: BulkBarProps) {
  const t = useStagesT();
  return (
    <section
      aria-label={t('select.bar')}
      className="sticky bottom-3 z-20 flex flex-wrap items-center gap-3 rounded-2xl border border-indigo-200 bg-indigo-50/95 px-4 py-3 shadow-lg backdrop-blur dark:border-indigo-500/40 dark:bg-slate-900/95"
    >
      <p role="status" className="text-sm font-semibold text-indigo-900 dark:text-indigo-100">
        {t('select.selected', { count })}
      </p>
      <div className="flex flex-1 flex-wrap items-center gap-2">{children}</div>
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
