import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { ExternalLinkIcon, LinkIcon } from 'lucide-react';
import { CopyButton } from './copy-button';

interface ApplicantLinkProps {
  link: string;
  /** What the link is, for screen readers (the visible text is the address itself). */
  label: string;
  copyLabel: string;
  copiedLabel: string;
  onCopy: () => Promise<void>;
  className?: string;
  /** The copy button under the link instead of beside it (narrow places: dialogs, side panels). */
  stacked?: boolean;
}

/** A posting's public applicant link: opens in a new tab, with a copy button beside it. */
export function ApplicantLink({
  link,
  label,
  copyLabel,
  copiedLabel,
  onCopy,
  className = '',
  stacked = false,
}: ApplicantLinkProps) {
  const { t } = useTranslation();
  return (
    <div
      className={`flex flex-col gap-2 rounded-xl border border-slate-200 bg-slate-50 p-2 dark:border-slate-700 dark:bg-slate-800/60 ${
        stacked ? '' : 'sm:flex-row sm:items-center'
      } ${className}`}
    >
      <a
        href={link}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`${label}: ${link} ${t('common.newTab')}`}
        className="flex min-w-0 flex-1 items-center gap-2 rounded-lg px-2 py-1.5 text-sm font-medium text-indigo-700 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-500 dark:text-indigo-300"
      >
        <LinkIcon className="size-4 shrink-0" />
        <span className="min-w-0 [overflow-wrap:anywhere]">
          {/* Long links wrap after a slash rather than in the middle of a segment. */}
          {link.split('/').map((part, index, parts) => (
            <Fragment key={index}>
              {part}
              {index < parts.length - 1 ? (
                <>
                  /<wbr />
                </>
              ) : null}
            </Fragment>
          ))}
        </span>
        <ExternalLinkIcon className="size-3.5 shrink-0 opacity-60" />
      </a>
      <CopyButton label={copyLabel} copiedLabel={copiedLabel} onCopy={onCopy} className="shrink-0" />
    </div>
  );
}
