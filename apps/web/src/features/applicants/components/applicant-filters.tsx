import { useEffect, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SEARCH_TEXT_MAX_LENGTH } from '@postula/contract/applicants';
import { NO_MARK_ID } from '@postula/contract/constants';
import type { Mark } from '@postula/contract/marks';
import { controlClasses, controlStateClasses, labelClasses } from '../../../components/ui/field-styles';
import { ChevronDownIcon, FunnelIcon, SearchIcon, XIcon } from 'lucide-react';
import { SelectField } from '../../../components/ui/select-field';
import { TRUNCATE, truncate } from '../utils/applicant-text';

/** Typing pauses this long before the list is searched again. */
const SEARCH_DELAY_MS = 300;

interface ApplicantFiltersProps {
  text: string;
  markId: number;
  marks: Mark[];
  onText: (text: string) => void;
  onMark: (markId: number) => void;
  /** Open at first (a desktop, or filters already in use). */
  initiallyOpen: boolean;
  /** Further filters, under the search and the mark (finding-filters.tsx). */
  children?: ReactNode;
}

/**
 * The collapsible filter panel (spec §2): a search over names and notes (accents and case do not matter,
 * spec §5) and a mark select where "all marks" is -1. The search in use stays visible as a chip, cut at 60
 * characters, while the panel is closed.
 */
export function ApplicantFilters({ text, markId, marks, onText, onMark, initiallyOpen, children }: ApplicantFiltersProps) {
  const { t } = useTranslation();
  const panelId = useId();
  const searchId = useId();
  const [open, setOpen] = useState(initiallyOpen);
  const [draft, setDraft] = useState(text);
  const [applied, setApplied] = useState(text);

  // The search applied elsewhere (cleared from the empty state, the chip, the browser's back button) is shown.
  if (text !== applied) {
    setApplied(text);
    setDraft(text);
  }

  useEffect(() => {
    if (draft.trim() === text) return undefined;
    const timer = setTimeout(() => onText(draft.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [draft, text, onText]);

  const chosenMark = marks.find((mark) => mark.marca_id === markId);

  return (
    <section className="rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <div className="flex flex-wrap items-center gap-2 px-4 py-3">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen(!open)}
          className="inline-flex h-9 items-center gap-2 rounded-lg px-2 text-sm font-semibold text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 dark:text-slate-100 dark:hover:bg-slate-800"
        >
          <FunnelIcon className="size-4" />
          {t('applicants.filters.toggle')}
          <ChevronDownIcon className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} />
        </button>
        {text ? (
          <span className="inline-flex max-w-full min-w-0 items-center gap-1 rounded-full bg-indigo-50 py-1 pr-1 pl-3 text-xs font-medium text-indigo-800 dark:bg-indigo-500/15 dark:text-indigo-200">
            <span className="truncate">
              {t('applicants.filters.activeSearch', { text: truncate(text, TRUNCATE.searchChip).text })}
            </span>
            <button
              type="button"
              aria-label={t('applicants.filters.removeSearch')}
              onClick={() => {
                // What was typed and not yet searched goes too: its pending search would bring it back.
                setDraft('');
                onText('');
              }}
              className="inline-flex size-5 shrink-0 items-center justify-center rounded-full hover:bg-indigo-100 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:hover:bg-indigo-500/25"
            >
              <XIcon className="size-3.5" />
            </button>
          </span>
        ) : null}
        {chosenMark && !open ? (
          <span className="text-xs text-slate-600 dark:text-slate-400">
            {t('applicants.filters.mark')}: {chosenMark.nombre}
          </span>
        ) : null}
      </div>
      <div id={panelId} hidden={!open} className="border-t border-slate-200 px-4 py-4 dark:border-slate-800">
        <div className="grid gap-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <div>
            <label htmlFor={searchId} className={`${labelClasses} mb-1.5`}>
              {t('applicants.filters.search')}
            </label>
            <div className="relative">
              <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400" />
              <input
                id={searchId}
                type="search"
                value={draft}
                maxLength={SEARCH_TEXT_MAX_LENGTH}
                placeholder={t('applicants.filters.searchPlaceholder')}
                onChange={(event) => setDraft(event.target.value)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') onText(draft.trim());
                }}
                className={`${controlClasses} ${controlStateClasses.normal} h-11 pl-9`}
              />
            </div>
          </div>
          <SelectField
            label={t('applicants.filters.mark')}
            value={String(markId)}
            onChange={(event) => onMark(Number(event.target.value))}
          >
            <option value={NO_MARK_ID}>{t('applicants.filters.allMarks')}</option>
            {marks.map((mark) => (
              <option key={mark.marca_id} value={mark.marca_id}>
                {mark.nombre}
              </option>
            ))}
          </SelectField>
        </div>
        {children}
      </div>
    </section>
  );
}
