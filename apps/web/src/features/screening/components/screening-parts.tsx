import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ArrowLeftIcon, ChevronDownIcon } from 'lucide-react';
import { paths } from '../../../lib/paths';

export const cardClasses = 'rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900';

/** Back to the posting's applicants: where every screening screen returns. */
export function BackToApplicants({ postingId, label }: { postingId: number; label: string }) {
  return (
    <Link
      to={paths.jobApplicants(postingId)}
      className="inline-flex items-center gap-1.5 rounded-lg text-sm font-medium text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 dark:text-slate-400 dark:hover:text-white"
    >
      <ArrowLeftIcon className="size-4" />
      {label}
    </Link>
  );
}

/** A part of the screen that folds away (spec §2: collapsible question groups); open at first. */
export function CollapsibleSection({ title, count, children }: { title: string; count: number; children: ReactNode }) {
  const [open, setOpen] = useState(true);
  const panelId = useId();
  return (
    <section className={cardClasses}>
      <h2>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen(!open)}
          className="flex w-full items-center justify-between gap-3 rounded-2xl px-5 py-4 text-left text-base font-semibold text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 dark:text-white"
        >
          <span>
            {title} <span className="ml-1 text-sm font-medium text-slate-500 tabular-nums dark:text-slate-400">({count})</span>
          </span>
          <ChevronDownIcon className={`size-5 text-slate-500 transition-transform ${open ? 'rotate-180' : ''}`} />
        </button>
      </h2>
      <div id={panelId} hidden={!open} className="border-t border-slate-200 px-5 py-4 dark:border-slate-800">
        {children}
      </div>
    </section>
  );
}

/** Spec §4: the box is green when finished, yellow while sent or being answered, grey otherwise. */
const borders = {
  FINALIZADA: 'border-emerald-400 bg-emerald-50 dark:border-emerald-500/60 dark:bg-emerald-500/10',
  NO_INICIADA: 'border-amber-400 bg-amber-50 dark:border-amber-500/60 dark:bg-amber-500/10',
  INICIADA: 'border-amber-400 bg-amber-50 dark:border-amber-500/60 dark:bg-amber-500/10',
  other: 'border-slate-300 bg-slate-50 dark:border-slate-700 dark:bg-slate-800/50',
} as const;

/** Where the applicant's interview stands. */
export function StatusBox({ state, children }: { state: string | null; children?: ReactNode }) {
  const { t } = useTranslation();
  const known = state === 'FINALIZADA' || state === 'NO_INICIADA' || state === 'INICIADA';
  const text = state === null ? t('screening.screen.status.none') : known ? t(`screening.screen.status.${state}`) : t('screening.screen.status.other');
  return (
    <section
      aria-label={t('screening.screen.statusLabel')}
      data-state={state ?? 'none'}
      className={`rounded-2xl border-2 px-5 py-4 ${borders[known ? state : 'other']}`}
    >
      <p className="text-sm font-medium text-slate-800 dark:text-slate-100">{text}</p>
      {children}
    </section>
  );
}
