import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PublicCard } from '../../../../components/public/public-page';
import { ChevronDownIcon, FileTextIcon } from 'lucide-react';

/** The posting's tasks behind a button (spec §2, /applicant_old: "collapsible tasks"), closed at first. */
export function TasksDisclosure({ tasks }: { tasks: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <PublicCard className="p-0! sm:p-0!">
      <h2>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
          className="flex w-full items-center gap-3 rounded-3xl px-5 py-4 text-left focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 sm:px-8 sm:py-5"
        >
          <span className="flex size-9 shrink-0 items-center justify-center rounded-xl bg-indigo-50 text-indigo-600 dark:bg-indigo-500/15 dark:text-indigo-300">
            <FileTextIcon className="size-5" />
          </span>
          <span className="flex-1 text-base font-semibold text-slate-900 dark:text-white">{t('applicants.intake.posting.tasks')}</span>
          <ChevronDownIcon
            className={`size-5 shrink-0 text-slate-400 transition-transform duration-200 ${open ? 'rotate-180' : ''}`}
          />
        </button>
      </h2>
      <div id={panelId} hidden={!open} className="px-5 pb-5 sm:px-8 sm:pb-7">
        <p className="border-t border-slate-100 pt-4 text-[0.9375rem] leading-7 break-words whitespace-pre-line text-slate-700 dark:border-slate-800 dark:text-slate-300">
          {tasks}
        </p>
      </div>
    </PublicCard>
  );
}
