import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** "3 de 7 respondidas" and its bar: answers the server holds, not text still on its way. */
export function InterviewProgress({ answered, total }: { answered: number; total: number }) {
  const { t } = useTranslation();
  const labelId = useId();
  const count = t('screening.interview.progress.count', { answered, total });
  const percent = total === 0 ? 0 : Math.round((answered / total) * 100);
  return (
    <div>
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span id={labelId} className="font-medium text-slate-700 dark:text-slate-200">
          {t('screening.interview.progress.label')}
        </span>
        <span className="font-semibold whitespace-nowrap text-slate-900 tabular-nums dark:text-white">{count}</span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={answered}
        aria-valuetext={count}
        className="mt-2 h-2.5 overflow-hidden rounded-full bg-slate-100 dark:bg-slate-800"
      >
        <div
          className={`h-full rounded-full transition-[width] duration-500 ${
            answered === total && total > 0 ? 'bg-emerald-500 dark:bg-emerald-400' : 'bg-indigo-600 dark:bg-indigo-400'
          }`}
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
