import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { PublicCard } from '../../../../components/public/public-page';
import { CircleCheckBigIcon } from 'lucide-react';

interface InterviewDoneProps {
  /** thanks: just sent from this page; finished: it had been sent before (on load, or from another tab). */
  kind: 'thanks' | 'finished';
  company: string;
}

/** The end of the interview: nothing more to answer or change. */
export function InterviewDone({ kind, company }: InterviewDoneProps) {
  const { t } = useTranslation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // After sending, the focus was on the dialog's button: move it to what just happened.
  useEffect(() => {
    if (kind === 'thanks') headingRef.current?.focus({ preventScroll: true });
  }, [kind]);
  return (
    <PublicCard className="text-center">
      <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-emerald-50 text-emerald-600 ring-8 ring-emerald-50/50 dark:bg-emerald-500/15 dark:text-emerald-400 dark:ring-emerald-500/5">
        <CircleCheckBigIcon className="size-8" />
      </span>
      <h2
        ref={headingRef}
        tabIndex={-1}
        className="mt-6 text-xl font-bold tracking-tight text-balance text-slate-900 outline-none sm:text-2xl dark:text-white"
      >
        {kind === 'thanks' ? t('screening.interview.done.thanksTitle') : t('screening.interview.done.finishedTitle')}
      </h2>
      <p className="mx-auto mt-3 max-w-md text-[0.9375rem] leading-7 text-pretty break-words text-slate-700 dark:text-slate-200">
        {kind === 'thanks'
          ? t('screening.interview.done.thanksBody', { company })
          : t('screening.interview.done.finishedBody', { company })}
      </p>
      <p className="mx-auto mt-3 max-w-md text-[0.9375rem] leading-7 text-slate-500 dark:text-slate-400">
        {t('screening.interview.done.close')}
      </p>
    </PublicCard>
  );
}
