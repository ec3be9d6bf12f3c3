import { useTranslation } from 'react-i18next';
import { PASSWORD_CRITERIA, passwordCriteria } from '@postula/contract/accounts';
import { CheckIcon } from 'lucide-react';

/** The live checklist of the four password criteria (spec §5), in the contract's order. */
export function PasswordChecklist({ password, id }: { password: string; id?: string }) {
  const { t } = useTranslation();
  const met = passwordCriteria(password);
  return (
    <div id={id} className="rounded-lg bg-slate-50 px-3.5 py-3 dark:bg-slate-900">
      <p className="text-xs font-medium text-slate-600 dark:text-slate-400">{t('accounts.criteria.title')}</p>
      <ul className="mt-2 grid grid-cols-1 gap-1.5 sm:grid-cols-2">
        {PASSWORD_CRITERIA.map((criterion) => (
          <li
            key={criterion}
            className={`flex items-center gap-2 text-sm transition-colors ${
              met[criterion] ? 'text-emerald-700 dark:text-emerald-400' : 'text-slate-500 dark:text-slate-400'
            }`}
          >
            <span
              className={`flex size-4 shrink-0 items-center justify-center rounded-full ${
                met[criterion]
                  ? 'bg-emerald-500 text-white dark:bg-emerald-500'
                  : 'border border-slate-300 dark:border-slate-600'
              }`}
              aria-hidden="true"
            >
              {met[criterion] ? <CheckIcon className="size-3" strokeWidth={3} /> : null}
            </span>
            {t(`accounts.criteria.${criterion}`)}
            <span className="sr-only">
              {' '}
              ({met[criterion] ? t('accounts.criteria.met') : t('accounts.criteria.unmet')})
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
