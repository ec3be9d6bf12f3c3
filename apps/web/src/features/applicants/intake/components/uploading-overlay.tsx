import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../../components/ui/spinner';

/**
 * The busy state of spec §4 "Candidate upload" while the CV travels. It sits above the global loading overlay
 * (which dims the page and blocks it) and says what is happening, since a CV on a phone's connection can take
 * a while.
 */
export function UploadingOverlay({ fileName }: { fileName: string }) {
  const { t } = useTranslation();
  return createPortal(
    <div className="fixed inset-0 z-[75] flex items-center justify-center p-6">
      <div
        role="status"
        className="animate-pop-in w-full max-w-xs rounded-3xl bg-white p-6 text-center shadow-2xl ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-700"
      >
        <span className="mx-auto flex size-14 items-center justify-center rounded-2xl bg-indigo-50 dark:bg-indigo-500/15">
          <Spinner className="size-7 text-indigo-600 dark:text-indigo-300" />
        </span>
        <p className="mt-4 text-base font-semibold text-slate-900 dark:text-white">{t('applicants.intake.form.sending')}</p>
        <p className="mt-1 truncate text-sm text-slate-600 dark:text-slate-300" title={fileName}>
          {fileName}
        </p>
        <p className="mt-3 text-xs text-slate-500 dark:text-slate-400">{t('applicants.intake.form.sendingHint')}</p>
      </div>
    </div>,
    document.body,
  );
}
