import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CircleCheckBigIcon, CloudUploadIcon, FileTextIcon } from 'lucide-react';
import { useLanguage } from '../../../../lib/i18n';
import { CV_ACCEPT, formatFileSize } from '../utils/cv-file';

interface CvPickerProps {
  file: File | null;
  onChoose: (file: File) => void;
  disabled: boolean;
  /** The id of the message that describes the current problem, when there is one. */
  errorId?: string;
}

function hasFiles(event: DragEvent): boolean {
  return Boolean(event.dataTransfer?.types.includes('Files'));
}

/**
 * Where the candidate picks the CV (spec §2): a file picker, or a file dragged anywhere onto the page (a file
 * dropped beside a small target would otherwise make the browser open it and leave the page). Once chosen,
 * its name and size show, with a way to change it.
 */
export function CvPicker({ file, onChoose, disabled, errorId }: CvPickerProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const inputId = useId();
  const hintId = useId();
  const [dragging, setDragging] = useState(false);

  useEffect(() => {
    const over = (event: DragEvent) => {
      if (!hasFiles(event)) return;
      event.preventDefault();
      if (event.dataTransfer) event.dataTransfer.dropEffect = disabled ? 'none' : 'copy';
      if (!disabled) setDragging(true);
    };
    // relatedTarget is null only when the drag leaves the window, not when it moves between elements.
    const leave = (event: DragEvent) => {
      if (event.relatedTarget === null) setDragging(false);
    };
    const drop = (event: DragEvent) => {
      if (!hasFiles(event)) return;
      event.preventDefault();
      setDragging(false);
      const dropped = event.dataTransfer?.files[0];
      if (dropped && !disabled) onChoose(dropped);
    };
    window.addEventListener('dragenter', over);
    window.addEventListener('dragover', over);
    window.addEventListener('dragleave', leave);
    window.addEventListener('drop', drop);
    return () => {
      window.removeEventListener('dragenter', over);
      window.removeEventListener('dragover', over);
      window.removeEventListener('dragleave', leave);
      window.removeEventListener('drop', drop);
    };
  }, [disabled, onChoose]);

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0];
    // Cleared so that choosing the same file again (after fixing it) is seen as a change.
    event.target.value = '';
    if (chosen) onChoose(chosen);
  }

  const input = (
    <input
      id={inputId}
      type="file"
      accept={CV_ACCEPT}
      disabled={disabled}
      onChange={onChange}
      aria-describedby={[hintId, errorId].filter(Boolean).join(' ')}
      aria-invalid={errorId ? true : undefined}
      className="peer sr-only"
    />
  );
  const hint = (
    <p id={hintId} className="text-xs text-slate-500 dark:text-slate-400">
      {t('applicants.intake.form.hint')}
    </p>
  );

  if (file) {
    return (
      <div
        className={`rounded-2xl border-2 p-3 transition-colors sm:p-4 ${
          dragging
            ? 'border-dashed border-indigo-400 bg-indigo-50 dark:border-indigo-400/70 dark:bg-indigo-500/10'
            : 'border-transparent bg-slate-50 dark:bg-slate-800/60'
        }`}
      >
        <div className="flex items-center gap-3">
          <span className="relative flex size-12 shrink-0 items-center justify-center rounded-xl bg-white text-indigo-600 shadow-sm ring-1 ring-slate-200 dark:bg-slate-900 dark:text-indigo-300 dark:ring-slate-700">
            <FileTextIcon className="size-6" />
            <CircleCheckBigIcon className="absolute -right-1.5 -bottom-1.5 size-5 rounded-full bg-white text-emerald-600 dark:bg-slate-900 dark:text-emerald-400" />
          </span>
          <div className="min-w-0 flex-1">
            <p className="text-xs font-medium text-slate-500 dark:text-slate-400">{t('applicants.intake.form.chosen')}</p>
            <p className="truncate text-sm font-semibold text-slate-900 dark:text-white" title={file.name}>
              {file.name}
            </p>
            <p className="text-xs text-slate-500 tabular-nums dark:text-slate-400">{formatFileSize(file.size, language)}</p>
          </div>
        </div>
        <div className="mt-3 flex flex-wrap items-center justify-between gap-2 border-t border-slate-200 pt-3 dark:border-slate-700">
          {hint}
          {input}
          <label
            htmlFor={inputId}
            className="inline-flex h-9 cursor-pointer items-center rounded-lg border border-slate-300 bg-white px-3 text-sm font-medium text-slate-700 shadow-sm hover:bg-slate-50 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-indigo-500 peer-disabled:cursor-not-allowed peer-disabled:opacity-50 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-200 dark:hover:bg-slate-800"
          >
            {t('applicants.intake.form.change')}
          </label>
        </div>
      </div>
    );
  }

  return (
    <div>
      {input}
      <label
        htmlFor={inputId}
        data-dragging={dragging || undefined}
        className={`group flex cursor-pointer flex-col items-center rounded-2xl border-2 border-dashed px-5 py-8 text-center transition-colors peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-indigo-500 peer-disabled:cursor-not-allowed sm:py-10 ${
          dragging
            ? 'border-indigo-500 bg-indigo-50 dark:border-indigo-400 dark:bg-indigo-500/10'
            : 'border-slate-300 bg-slate-50/60 hover:border-indigo-400 hover:bg-indigo-50/50 dark:border-slate-700 dark:bg-slate-800/30 dark:hover:border-indigo-400/60 dark:hover:bg-indigo-500/5'
        }`}
      >
        <span
          className={`flex size-14 items-center justify-center rounded-2xl bg-white text-indigo-600 shadow-sm ring-1 ring-slate-200 transition-transform dark:bg-slate-900 dark:text-indigo-300 dark:ring-slate-700 ${
            dragging ? '-translate-y-1 scale-105' : 'group-hover:-translate-y-0.5'
          }`}
        >
          <CloudUploadIcon className="size-7" />
        </span>
        {dragging ? (
          <span className="mt-4 text-base font-semibold text-indigo-700 dark:text-indigo-200">{t('applicants.intake.form.dropNow')}</span>
        ) : (
          <span className="mt-4 flex flex-col">
            <span className="text-base font-semibold text-indigo-600 dark:text-indigo-300">{t('applicants.intake.form.choose')}</span>{' '}
            <span className="text-sm text-slate-600 dark:text-slate-400">{t('applicants.intake.form.drop')}</span>
          </span>
        )}
      </label>
      <div className="mt-2 text-center">{hint}</div>
    </div>
  );
}
