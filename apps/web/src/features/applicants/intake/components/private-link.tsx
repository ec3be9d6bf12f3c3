import { useTranslation } from 'react-i18next';
import { PublicCard } from '../../../../components/public/public-page';
import { Button } from '../../../../components/ui/button';
import { CopyIcon } from 'lucide-react';
import { useCopyFlash } from '../../../../lib/use-copy-flash';

/**
 * Under the thank-you texts (issue 19): the candidate's private link to see, download or delete what the company
 * holds of this application (`enlace_datos`), with a copy button. Shown only here: the confirmation e-mail goes to
 * the address the CV prints, which nobody verified, and carries no link (decision 050).
 */
export function PrivateLink({ link }: { link: string }) {
  const { t } = useTranslation();
  const { copied, copy } = useCopyFlash();
  const copyLabel = copied ? t('applicants.intake.thanks.copied') : t('applicants.intake.thanks.copy');
  return (
    <PublicCard>
      <h2 className="text-base font-semibold text-slate-900 dark:text-white">
        {t('applicants.intake.thanks.linkTitle')}
      </h2>
      <p className="mt-1.5 text-sm leading-6 text-slate-600 dark:text-slate-400">{t('applicants.intake.thanks.linkText')}</p>
      <div className="mt-3 flex flex-col gap-2 rounded-xl border border-slate-200 bg-slate-50 p-2 sm:flex-row sm:items-center dark:border-slate-700 dark:bg-slate-800/60">
        <a
          href={link}
          target="_blank"
          rel="noopener noreferrer"
          className="min-w-0 flex-1 rounded-lg px-2 py-1.5 font-mono text-xs leading-5 break-all text-indigo-700 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-500 dark:text-indigo-300"
        >
          {link}
          <span className="sr-only"> {t('common.newTab')}</span>
        </a>
        <Button
          variant="secondary"
          size="sm"
          className={`shrink-0 ${copied ? 'text-emerald-700! dark:text-emerald-300!' : ''}`}
          onClick={() => void copy(() => navigator.clipboard.writeText(link))}
        >
          <CopyIcon aria-hidden="true" className="size-4" />
          {copyLabel}
        </Button>
        <span role="status" className="sr-only">
          {copied ? copyLabel : ''}
        </span>
      </div>
    </PublicCard>
  );
}
