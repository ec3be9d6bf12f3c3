import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CircleHelpIcon, SparklesIcon } from 'lucide-react';
import { paths } from '../../../lib/paths';

/**
 * Where the AI assisted, said where its score and verdicts are shown (issue 19, human oversight): they order and
 * explain, they rule no one out, and the recruiter decides. The link opens the posting's fairness check.
 */
export function AiOversightNote({ postingId }: { postingId: number }) {
  const { t } = useTranslation();
  return (
    <p className="flex items-start gap-2 rounded-lg border border-indigo-200 bg-indigo-50 px-3 py-2 text-sm text-indigo-900 dark:border-indigo-500/30 dark:bg-indigo-500/10 dark:text-indigo-100">
      <SparklesIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>
        {t('applicants.oversight.note')}{' '}
        <Link
          to={paths.fairness(postingId)}
          className="inline-flex items-center gap-1 font-medium whitespace-nowrap underline underline-offset-2 hover:no-underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500"
        >
          <CircleHelpIcon className="size-3.5" aria-hidden="true" />
          {t('applicants.oversight.fairness')}
        </Link>
      </span>
    </p>
  );
}
