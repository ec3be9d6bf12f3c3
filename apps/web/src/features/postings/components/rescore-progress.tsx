import { useTranslation } from 'react-i18next';
import { RefreshCwIcon } from 'lucide-react';
import type { RescoreProgress as Progress } from '@postula/contract/postings';
import { useLanguage } from '../../../lib/i18n';

/** "Re-scoring: 12 of 40" while the applicants are scored again after an edit (decision 035). */
export function RescoreProgress({ progress }: { progress: Progress }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (!progress) return null;
  const format = new Intl.NumberFormat(language);
  return (
    <div
      role="status"
      className="flex items-start gap-3 rounded-xl border border-indigo-200 bg-indigo-50 px-4 py-3 text-sm text-indigo-900 dark:border-indigo-500/30 dark:bg-indigo-500/10 dark:text-indigo-100"
    >
      <RefreshCwIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 motion-safe:animate-spin" />
      <div className="min-w-0 flex-1">
        <p className="font-semibold">
          {t('postings.rescore.progress', { hechos: format.format(progress.hechos), total: format.format(progress.total) })}
        </p>
        <p className="mt-0.5 text-indigo-800 dark:text-indigo-200">{t('postings.rescore.hint')}</p>
        <progress className="sr-only" value={progress.hechos} max={progress.total} />
        <div aria-hidden="true" className="mt-2 h-1.5 overflow-hidden rounded-full bg-indigo-100 dark:bg-indigo-500/20">
          <div className="h-full rounded-full bg-indigo-600 transition-[width] dark:bg-indigo-400" style={{ width: `${(progress.hechos / Math.max(1, progress.total)) * 100}%` }} />
        </div>
      </div>
    </div>
  );
}
