import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button-styles';
import { CompassIcon } from 'lucide-react';
import { Logo } from '../../components/ui/logo';
import { PRODUCT_NAME } from '../../lib/links';
import { paths } from '../../lib/paths';

export function NotFoundRoute() {
  const { t } = useTranslation();
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center bg-slate-50 px-6 text-center dark:bg-slate-950">
      <title>{`${t('app.notFound.title')} · ${PRODUCT_NAME}`}</title>
      <Logo />
      <span className="mt-12 flex size-14 items-center justify-center rounded-2xl bg-indigo-50 text-indigo-600 dark:bg-indigo-500/15 dark:text-indigo-400">
        <CompassIcon className="size-7" />
      </span>
      <p className="mt-6 text-sm font-semibold text-indigo-600 dark:text-indigo-400">404</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 dark:text-white">{t('app.notFound.title')}</h1>
      <p className="mt-3 max-w-md text-slate-600 dark:text-slate-400">{t('app.notFound.body')}</p>
      <Link to={paths.home()} className={buttonClasses('primary', 'md', 'mt-8')}>
        {t('app.notFound.home')}
      </Link>
    </main>
  );
}
