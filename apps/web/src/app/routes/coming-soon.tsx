import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button-styles';
import { ArrowLeftIcon, ClockIcon } from '../../components/ui/icons';
import { PRODUCT_NAME } from '../../lib/links';

/** Stands in for the signed-in screens that later issues build (spec §2). */
export function ComingSoonRoute() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-center rounded-2xl border border-slate-200 bg-white px-6 py-16 text-center shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <title>{`${t('app.comingSoon.title')} · ${PRODUCT_NAME}`}</title>
      <span className="flex size-14 items-center justify-center rounded-2xl bg-indigo-50 text-indigo-600 dark:bg-indigo-500/15 dark:text-indigo-400">
        <ClockIcon className="size-7" />
      </span>
      <h1 className="mt-5 text-2xl font-bold tracking-tight text-slate-900 dark:text-white">{t('app.comingSoon.title')}</h1>
      <p className="mt-2 max-w-md text-slate-600 dark:text-slate-400">{t('app.comingSoon.body')}</p>
      <Link to="/dashboard" className={buttonClasses('secondary', 'md', 'mt-6')}>
        <ArrowLeftIcon className="size-4" />
        {t('app.comingSoon.back')}
      </Link>
    </div>
  );
}
