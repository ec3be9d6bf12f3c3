import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PublicCard } from '../../../../components/public/public-page';

/** How the interview works, before the questions: the candidate may never have seen a page like this. */
export function InterviewIntro({ progress }: { progress: ReactNode }) {
  const { t } = useTranslation();
  const steps = [t('screening.interview.intro.answer'), t('screening.interview.intro.autosave'), t('screening.interview.intro.resume'), t('screening.interview.intro.send')];
  return (
    <PublicCard>
      <h2 className="text-lg font-bold tracking-tight text-slate-900 sm:text-xl dark:text-white">{t('screening.interview.intro.title')}</h2>
      <ol className="mt-4 space-y-3">
        {steps.map((step, index) => (
          <li key={index} className="flex items-start gap-3 text-[0.9375rem] leading-6 text-slate-700 dark:text-slate-300">
            <span
              aria-hidden="true"
              className="mt-px flex size-6 shrink-0 items-center justify-center rounded-full bg-indigo-50 text-xs font-bold text-indigo-700 tabular-nums dark:bg-indigo-500/15 dark:text-indigo-300"
            >
              {index + 1}
            </span>
            <span className="min-w-0">{step}</span>
          </li>
        ))}
      </ol>
      <div className="mt-6 border-t border-slate-200 pt-5 dark:border-slate-800">{progress}</div>
    </PublicCard>
  );
}
