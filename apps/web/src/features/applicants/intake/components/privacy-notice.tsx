import { useTranslation } from 'react-i18next';
import type { PublicPrivacy } from '@postula/contract/applicants/intake';
import { ExternalLinkIcon, ShieldCheckIcon } from 'lucide-react';

interface PrivacyNoticeProps {
  company: string;
  privacy: PublicPrivacy;
  /** The notice's heading id: the consent box names it as what it accepts. */
  headingId: string;
}

const linkClasses =
  'rounded font-medium break-words text-indigo-700 underline underline-offset-2 hover:text-indigo-600 focus-visible:outline-2 ' +
  'focus-visible:outline-offset-2 focus-visible:outline-indigo-500 dark:text-indigo-300 dark:hover:text-indigo-200';

/**
 * The privacy notice above Send (issue 19, decision 042; GDPR Art. 13, LGPD Art. 9, AI Act Art. 26(11)), in the
 * posting's language: who receives the data and what for, that an automated system helps read the CV and a person
 * decides, how long it is kept, the private link to see, download or delete it, and the company's contact and
 * policy when it set them. Short enough for a phone; the longer explanation is behind "Más detalles".
 */
export function PrivacyNotice({ company, privacy, headingId }: PrivacyNoticeProps) {
  const { t } = useTranslation();
  const contact = privacy.contacto_email;
  // The server takes only http(s) addresses; a stored one of another kind is not made a link.
  const policy = privacy.politica_url && /^https?:\/\//i.test(privacy.politica_url) ? privacy.politica_url : null;
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl bg-slate-50 p-4 text-sm leading-6 text-slate-700 ring-1 ring-slate-200 ring-inset dark:bg-slate-800/50 dark:text-slate-300 dark:ring-slate-700"
    >
      <h3 id={headingId} className="flex items-center gap-2 font-semibold text-slate-900 dark:text-white">
        <ShieldCheckIcon aria-hidden="true" className="size-4 shrink-0 text-indigo-600 dark:text-indigo-300" />
        {t('applicants.intake.privacy.title')}
      </h3>
      <p className="mt-1.5">
        {t('applicants.intake.privacy.who', { company })} {t('applicants.intake.privacy.ai')}{' '}
        {t('applicants.intake.privacy.keep', { count: privacy.conservacion_meses })}
      </p>
      <p className="mt-1.5">{t('applicants.intake.privacy.link')}</p>
      {contact || policy ? (
        <ul className="mt-1.5 space-y-1">
          {contact ? (
            <li>
              {t('applicants.intake.privacy.contact')}{' '}
              <a href={`mailto:${contact}`} className={linkClasses}>
                {contact}
              </a>
            </li>
          ) : null}
          {policy ? (
            <li>
              <a href={policy} target="_blank" rel="noopener noreferrer" className={linkClasses}>
                {t('applicants.intake.privacy.policy', { company })}
                <span className="sr-only"> {t('common.newTab')}</span>
                <ExternalLinkIcon aria-hidden="true" className="ml-1 inline size-3.5 align-[-2px] opacity-70" />
              </a>
            </li>
          ) : null}
        </ul>
      ) : null}
      <details className="group mt-1.5">
        <summary className="cursor-pointer rounded font-medium text-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 dark:text-indigo-300">
          {t('applicants.intake.privacy.more')}
        </summary>
        <p className="mt-1.5">{t('applicants.intake.privacy.what')}</p>
        <p className="mt-1.5">{t('applicants.intake.privacy.rights', { company })}</p>
      </details>
    </section>
  );
}
