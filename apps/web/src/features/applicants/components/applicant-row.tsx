import { useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Applicant } from '@postula/contract/applicants';
import type { Mark } from '@postula/contract/marks';
import { MarkChip } from '../../../components/ui/mark-chip';
import { formatDateTime } from '../../../lib/dates';
import { useLanguage } from '../../../lib/i18n';
import { TRUNCATE, truncate } from '../utils/applicant-text';
import { AnalysisState } from './analysis-panel';
import type { DrawerSection } from './applicant-drawer';
import { ContactLinks } from './contact-links';
import { CvMatch } from './cv-match';
import { DuplicateFlags } from './duplicate-flags';
import { InlineNotes } from './notes-editor';
import { ScoreRing } from './score-ring';
import { ScreeningAction } from './screening-action';
import { WithdrawnNote } from './withdrawn-note';

interface ApplicantRowProps {
  postingId: number;
  applicant: Applicant;
  /** The applicant's name as the screens show it. */
  name: string;
  mark: Mark | undefined;
  /** Rows from the lg breakpoint, cards below it. */
  desktop: boolean;
  /** Opens the detail, at one of its parts when given. */
  onOpen: (section?: DrawerSection) => void;
  /** The stage the applicant is in, by name (issue 18). */
  stageName?: string | undefined;
  /** Whether the row is ticked for the bulk bar, and how to tick it. */
  selection?: { checked: boolean; label: string; onChange: (checked: boolean) => void } | undefined;
  /** The search in use, and the CV passage it matched when the match is only inside the CV. */
  cvMatch?: { snippet: string | null; search: string } | undefined;
}

/** A click on the row's own surface opens the detail; a click on one of its controls does only that control's job. */
const INTERACTIVE = 'a, button, input, select, textarea, label, [role="status"]';

/** The CV summary: cut at 140 characters on a card; on a desktop row, cut at 180 with "show more" (spec §9). */
function Summary({ text, desktop }: { text: string | null; desktop: boolean }) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  if (!text) return null;
  const cut = truncate(text, desktop ? TRUNCATE.summaryDesktop : TRUNCATE.summaryMobile);
  return (
    <p className="text-sm leading-6 break-words text-slate-600 dark:text-slate-400">
      {expanded ? text : cut.text}
      {desktop && cut.cut ? (
        <>
          {' '}
          <button
            type="button"
            aria-expanded={expanded}
            onClick={() => setExpanded(!expanded)}
            className="rounded font-medium whitespace-nowrap text-indigo-700 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-500 dark:text-indigo-300"
          >
            {expanded ? t('applicants.row.less') : t('applicants.row.more')}
          </button>
        </>
      ) : null}
    </p>
  );
}

/**
 * One applicant of the list (spec §2): score ring, name, summary, screening, CV, contact, mark and notes; and a
 * flag when it may be the same person as other applicants, or has others merged into it (decision 017).
 */
export function ApplicantRow({ postingId, applicant, name, mark, desktop, onOpen, stageName, selection, cvMatch }: ApplicantRowProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const onClick = (event: MouseEvent<HTMLElement>) => {
    if (!(event.target as HTMLElement).closest(INTERACTIVE)) onOpen();
  };

  const title = (
    <div className="min-w-0">
      <h3 className="text-base leading-6 font-semibold text-slate-900 dark:text-white">
        <button
          type="button"
          onClick={() => onOpen()}
          aria-label={t('applicants.row.open', { name })}
          className="rounded text-left break-words hover:text-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 dark:hover:text-indigo-300"
        >
          {name}
        </button>
      </h3>
      <p className="text-xs text-slate-500 dark:text-slate-400">
        {t('applicants.row.appliedAt', { date: formatDateTime(applicant.fecha_postulacion, language) })}
      </p>
    </div>
  );
  const markChip =
    mark || stageName ? (
      <div className="flex flex-wrap items-center gap-2">
        {stageName ? (
          <span className="inline-flex h-6 items-center rounded-full bg-slate-100 px-2.5 text-xs font-medium text-slate-700 ring-1 ring-slate-200 ring-inset dark:bg-slate-800 dark:text-slate-200 dark:ring-slate-700">
            {stageName}
          </span>
        ) : null}
        {mark ? <MarkChip name={mark.nombre} color={mark.color} size="sm" /> : null}
      </div>
    ) : null;
  const checkbox = selection ? (
    <input
      type="checkbox"
      aria-label={selection.label}
      checked={selection.checked}
      onChange={(event) => selection.onChange(event.target.checked)}
      className="mt-3 size-4 shrink-0 cursor-pointer accent-indigo-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500"
    />
  ) : null;
  const notes = <InlineNotes postingId={postingId} applicant={applicant} name={name} />;
  const flags = <DuplicateFlags applicant={applicant} onOpenDuplicates={() => onOpen('duplicates')} />;

  // Withdrawn by the candidate (issue 19): nothing personal is left to show, no CV and no score; still in its stage.
  if (applicant.fecha_retiro) {
    return (
      <li
        aria-label={name}
        onClick={onClick}
        className={
          desktop
            ? `grid cursor-pointer ${checkbox ? 'grid-cols-[auto_minmax(0,1fr)]' : 'grid-cols-1'} gap-x-5 px-5 py-4 transition-colors hover:bg-slate-50 dark:hover:bg-slate-800/40`
            : 'flex cursor-pointer items-start gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900'
        }
      >
        {checkbox}
        <div className="min-w-0 flex-1 space-y-2">
          <div className="flex flex-wrap items-start gap-x-3 gap-y-1">
            {title}
            {markChip ? <div className="pt-0.5">{markChip}</div> : null}
          </div>
          <WithdrawnNote date={applicant.fecha_retiro} />
        </div>
      </li>
    );
  }

  if (desktop) {
    return (
      <li
        aria-label={name}
        onClick={onClick}
        className={`grid cursor-pointer ${checkbox ? 'grid-cols-[auto_auto_minmax(0,1fr)_15rem]' : 'grid-cols-[auto_minmax(0,1fr)_15rem]'} gap-x-5 px-5 py-4 transition-colors hover:bg-slate-50 dark:hover:bg-slate-800/40`}
      >
        {checkbox}
        <ScoreRing score={applicant.calificacion} />
        <div className="min-w-0 space-y-1.5">
          <div className="flex flex-wrap items-start gap-x-3 gap-y-1">
            {title}
            {markChip ? <div className="pt-0.5">{markChip}</div> : null}
          </div>
          {flags}
          <AnalysisState analysis={applicant.analisis} />
          <Summary text={applicant.resumen_cv} desktop />
          <CvMatch snippet={cvMatch?.snippet} search={cvMatch?.search ?? ''} />
          <div className="pt-1">{notes}</div>
        </div>
        <div className="flex min-w-0 flex-col items-start gap-3">
          <ContactLinks applicant={applicant} name={name} compact />
          <ScreeningAction postingId={postingId} applicant={applicant} name={name} />
        </div>
      </li>
    );
  }

  return (
    <li
      aria-label={name}
      onClick={onClick}
      className="cursor-pointer space-y-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex items-start gap-3">
        {checkbox}
        <ScoreRing score={applicant.calificacion} />
        <div className="min-w-0 flex-1">{title}</div>
      </div>
      {markChip}
      {flags}
      <AnalysisState analysis={applicant.analisis} />
      <Summary text={applicant.resumen_cv} desktop={false} />
      <CvMatch snippet={cvMatch?.snippet} search={cvMatch?.search ?? ''} />
      <ContactLinks applicant={applicant} name={name} />
      <ScreeningAction postingId={postingId} applicant={applicant} name={name} />
      <div className="border-t border-slate-100 pt-3 dark:border-slate-800">{notes}</div>
    </li>
  );
}
