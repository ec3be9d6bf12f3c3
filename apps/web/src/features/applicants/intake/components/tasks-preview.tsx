import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PublicCard } from '../../../../components/public/public-page';
import { LazyDrawer } from '../../../../components/ui/lazy-modals';
import { truncateText } from '../utils/text';

// Spec §9: the public task text shows 200 characters on desktop and 100 on a phone.
const DESKTOP_PREVIEW = 200;
const PHONE_PREVIEW = 100;

/**
 * The posting's tasks cut short, with 'Ver más...' opening the whole text in a drawer (spec §2, /applicant).
 * Both cuts are rendered and CSS shows the one for the screen's width (below the sm breakpoint: a phone), so
 * the page never shows one length and then jumps to the other.
 */
export function TasksPreview({ tasks, position }: { tasks: string; position: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);

  const preview = (max: number, className: string) => {
    const { text, truncated } = truncateText(tasks, max);
    return (
      <div className={className}>
        <p className="text-[0.9375rem] leading-7 break-words whitespace-pre-line text-slate-700 dark:text-slate-300">{text}</p>
        {truncated ? (
          <button
            type="button"
            onClick={() => setOpen(true)}
            aria-haspopup="dialog"
            className="mt-2 rounded-md text-sm font-semibold text-indigo-600 hover:text-indigo-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 dark:text-indigo-300 dark:hover:text-indigo-200"
          >
            {t('applicants.intake.posting.seeMore')}
          </button>
        ) : null}
      </div>
    );
  };

  return (
    <PublicCard>
      <h2 className="text-base font-semibold text-slate-900 dark:text-white">{t('applicants.intake.posting.tasks')}</h2>
      <div className="mt-3">
        {preview(PHONE_PREVIEW, 'sm:hidden')}
        {preview(DESKTOP_PREVIEW, 'hidden sm:block')}
      </div>
      <LazyDrawer
        open={open}
        title={position}
        closeLabel={t('applicants.intake.posting.close')}
        onClose={() => setOpen(false)}
      >
        <h3 className="text-sm font-semibold text-slate-500 dark:text-slate-400">{t('applicants.intake.posting.tasks')}</h3>
        <p className="mt-2 text-[0.9375rem] leading-7 break-words whitespace-pre-line text-slate-700 dark:text-slate-300">
          {tasks}
        </p>
      </LazyDrawer>
    </PublicCard>
  );
}
