import { useTranslation } from 'react-i18next';
import { UserXIcon } from 'lucide-react';
import { formatDateTime } from '../../../lib/dates';
import { useLanguage } from '../../../lib/i18n';

/**
 * What is left of an applicant who deleted their application through their private link (issue 19): the day they
 * withdrew, in place of their name, CV and analysis, which are gone. The row stays in its stage, selectable and
 * movable like any other.
 */
export function WithdrawnNote({ date, detailed = false }: { date: string; detailed?: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <div className="flex items-start gap-2 text-sm text-slate-600 dark:text-slate-400">
      <UserXIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div>
        <p>{t('applicants.withdrawn.text', { date: formatDateTime(date, language) })}</p>
        {detailed ? <p className="mt-1 text-xs">{t('applicants.withdrawn.hint')}</p> : null}
      </div>
    </div>
  );
}
