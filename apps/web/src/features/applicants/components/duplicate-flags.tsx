import { useId } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Applicant } from '@postula/contract/applicants';
import { CopyIcon, GitMergeIcon } from 'lucide-react';
import { useLanguage } from '../../../lib/i18n';
import { groupByMatch, type MatchKind } from '../utils/duplicates';

// i18next's own type: ReturnType<typeof useTranslation> re-derives every key, past TypeScript's depth limit.
type T = TFunction;

const sentences = {
  email: 'applicants.duplicates.sameEmailAs',
  phone: 'applicants.duplicates.samePhoneAs',
  both: 'applicants.duplicates.sameBothAs',
} as const satisfies Record<MatchKind, string>;

/** "Same e-mail as Ana Gómez. Same phone as Beto Ruiz and Carla Núñez." and, past the few listed, "And others." */
export function describeDuplicates(t: T, language: string, applicant: Applicant): string {
  const list = new Intl.ListFormat(language, { style: 'long', type: 'conjunction' });
  const parts = groupByMatch(applicant.posibles_duplicados).map(({ kind, names }) =>
    t(sentences[kind], { names: list.format(names.map((name) => name?.trim() || t('applicants.row.unnamed'))) }),
  );
  if (applicant.mas_duplicados) parts.push(t('applicants.duplicates.andMore'));
  return parts.join(' ');
}

const chipBase = 'inline-flex shrink-0 items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs ring-1 ring-inset';
const duplicateTone =
  'bg-amber-50 text-amber-800 ring-amber-200 dark:bg-amber-500/10 dark:text-amber-300 dark:ring-amber-500/30';
const mergedTone = 'bg-slate-100 text-slate-700 ring-slate-200 dark:bg-slate-800 dark:text-slate-300 dark:ring-slate-700';

interface DuplicateFlagsProps {
  applicant: Applicant;
  /** Opens the detail at its possible duplicates, where they can be merged. */
  onOpenDuplicates: () => void;
}

/**
 * In a row of the list: how many applications the recruiter merged into this one, and a calm flag when other
 * applicants of the posting share its e-mail or phone (the chip names itself; its description, shown beside
 * it, names the others). Nothing when there is neither.
 */
export function DuplicateFlags({ applicant, onOpenDuplicates }: DuplicateFlagsProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const descriptionId = useId();
  const duplicates = applicant.posibles_duplicados.length > 0;
  const merged = applicant.fusionados.length;
  if (!duplicates && merged === 0) return null;

  return (
    <div className="flex flex-wrap items-center gap-x-2 gap-y-1.5">
      {merged > 0 ? (
        <span className={`${chipBase} ${mergedTone} font-medium`}>
          <GitMergeIcon className="size-3.5" />
          {t('applicants.merged.count', { count: merged })}
        </span>
      ) : null}
      {duplicates ? (
        <>
          <button
            type="button"
            aria-describedby={descriptionId}
            aria-haspopup="dialog"
            onClick={onOpenDuplicates}
            className={`${chipBase} ${duplicateTone} font-semibold transition-colors hover:bg-amber-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 dark:hover:bg-amber-500/20`}
          >
            <CopyIcon className="size-3.5" />
            {t('applicants.duplicates.flag')}
          </button>
          <span id={descriptionId} className="min-w-0 text-xs break-words text-slate-600 dark:text-slate-400">
            {describeDuplicates(t, language, applicant)}
          </span>
        </>
      ) : null}
    </div>
  );
}
