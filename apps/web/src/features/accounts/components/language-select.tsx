import { useTranslation } from 'react-i18next';
import { LANGUAGES, isLanguage } from '@postula/contract/constants';
import { GlobeIcon } from 'lucide-react';
import { setLanguage, useLanguage } from '../../../lib/i18n';

/** The language picker of the guest pages (spec §2: Español, English, Português). */
export function LanguageSelect() {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <div className="relative inline-flex items-center">
      <GlobeIcon className="pointer-events-none absolute left-2.5 size-4 text-slate-500 dark:text-slate-400" />
      <select
        aria-label={t('common.languages.label')}
        value={language}
        onChange={(event) => {
          if (isLanguage(event.target.value)) setLanguage(event.target.value);
        }}
        className="h-9 cursor-pointer appearance-none rounded-lg border border-slate-200 bg-white py-1 pr-3 pl-8 text-sm font-medium text-slate-700 shadow-sm hover:border-slate-300 focus:border-indigo-500 focus:ring-4 focus:ring-indigo-500/15 focus:outline-none dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200"
      >
        {LANGUAGES.map((lang) => (
          <option key={lang} value={lang}>
            {t(`common.languages.${lang}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
