import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button-styles';
import { MailIcon } from 'lucide-react';
import { paths } from '../../../lib/paths';

/** Replaces the registration form once the account is created (spec §2, §4). */
export function RegisterSuccess() {
  const { t } = useTranslation();
  return (
    <div className="text-center" role="status">
      <span className="mx-auto flex size-16 items-center justify-center rounded-2xl bg-indigo-50 text-indigo-600 dark:bg-indigo-500/15 dark:text-indigo-400">
        <MailIcon className="size-8" />
      </span>
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-slate-900 dark:text-white">
        {t('accounts.register.successTitle')}
      </h1>
      <p className="mt-3 leading-7 text-slate-600 dark:text-slate-400">{t('accounts.register.successBody')}</p>
      <Link to={paths.login()} className={buttonClasses('primary', 'lg', 'mt-8 w-full')}>
        {t('accounts.register.signIn')}
      </Link>
    </div>
  );
}
