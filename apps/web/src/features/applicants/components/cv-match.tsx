import { useTranslation } from 'react-i18next';
import { highlight } from '../utils/highlight';

/**
 * Why a row matched the search when the match is inside the CV, not in the name or notes: the passage around the
 * word, the searched words marked. Text only: React escapes whatever the CV says.
 */
export function CvMatch({ snippet, search }: { snippet: string | null | undefined; search: string }) {
  const { t } = useTranslation();
  if (!snippet) return null;
  return (
    <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm leading-6 break-words text-slate-700 dark:bg-amber-400/10 dark:text-slate-300">
      <span className="font-medium text-slate-900 dark:text-slate-100">{t('applicants.finding.inCv')} </span>
      {highlight(snippet, search).map((piece, i) =>
        piece.match ? (
          <mark key={i} className="rounded bg-amber-200 px-0.5 text-slate-900 dark:bg-amber-400/40 dark:text-white">
            {piece.text}
          </mark>
        ) : (
          <span key={i}>{piece.text}</span>
        ),
      )}
    </p>
  );
}
