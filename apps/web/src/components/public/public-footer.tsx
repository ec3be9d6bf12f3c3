import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ExternalLinkIcon, GlobeIcon, Share2Icon } from 'lucide-react';
import { Logo } from '../ui/logo';
import { PRODUCT_NAME } from '../../lib/links';
import { PRODUCT_LINKEDIN_URL, PRODUCT_SITE_URL } from './product-links';

const linkClasses =
  'inline-flex items-center gap-1.5 rounded-md px-1 py-0.5 font-medium text-slate-600 hover:text-indigo-700 ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 ' +
  'dark:text-slate-400 dark:hover:text-indigo-300';

/** The product's signature under the candidate's pages, with its site and social profile. */
export function PublicFooter() {
  const { t } = useTranslation();
  const link = (href: string, text: string, icon: ReactNode) => (
    <a href={href} target="_blank" rel="noopener noreferrer" className={linkClasses}>
      {icon}
      {text}
      <span className="sr-only">{t('common.newTab')}</span>
      <ExternalLinkIcon className="size-3.5 opacity-60" />
    </a>
  );
  return (
    <footer className="px-5 pt-10 pb-[max(2rem,env(safe-area-inset-bottom))]">
      <div className="mx-auto flex max-w-2xl flex-col items-center gap-3 text-center text-sm">
        <p className="flex items-center gap-2 text-slate-600 dark:text-slate-400">
          <span>{t('common.publicFooter.poweredBy')}</span>
          <Logo className="scale-90" />
        </p>
        <nav aria-label={PRODUCT_NAME} className="flex flex-wrap items-center justify-center gap-x-5 gap-y-2">
          {link(PRODUCT_SITE_URL, t('common.publicFooter.site', { product: PRODUCT_NAME }), <GlobeIcon className="size-4" />)}
          {link(
            PRODUCT_LINKEDIN_URL,
            t('common.publicFooter.social', { product: PRODUCT_NAME }),
            <Share2Icon className="size-4" />,
          )}
        </nav>
      </div>
    </footer>
  );
}
