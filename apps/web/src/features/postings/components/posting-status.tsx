import { useTranslation } from 'react-i18next';
import type { PostingStatus } from '@postula/contract/postings';

const tones: Record<PostingStatus, string> = {
  abierto: 'bg-emerald-50 text-emerald-700 ring-emerald-600/20 dark:bg-emerald-500/10 dark:text-emerald-300 dark:ring-emerald-400/30',
  cerrado: 'bg-slate-100 text-slate-700 ring-slate-500/20 dark:bg-slate-800 dark:text-slate-300 dark:ring-slate-400/30',
  vencido: 'bg-amber-50 text-amber-800 ring-amber-600/20 dark:bg-amber-500/10 dark:text-amber-200 dark:ring-amber-400/30',
};

/** Whether the posting takes CVs: open, closed by the recruiter, or expired. */
export function PostingStatusBadge({ status }: { status: PostingStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${tones[status]}`}>
      {t(`postings.status.${status}`)}
    </span>
  );
}
