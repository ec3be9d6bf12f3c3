import { useTranslation } from 'react-i18next';
import { SparklesIcon } from 'lucide-react';
import { PanelBackdrop } from './panel-backdrop';

/** The registration page's side panel after the account was created (spec §2). */
export function WelcomePanel() {
  const { t } = useTranslation();
  return (
    <>
      <PanelBackdrop />
      <div className="relative flex flex-1 flex-col justify-center px-12 py-16 xl:px-20">
        <span className="flex size-14 items-center justify-center rounded-2xl bg-white/15 text-white ring-1 ring-white/25">
          <SparklesIcon className="size-7" />
        </span>
        <h2 className="mt-8 max-w-lg text-4xl leading-tight font-bold tracking-tight text-balance text-white">
          {t('accounts.welcome.headline')}
        </h2>
        <p className="mt-5 max-w-md text-lg leading-8 text-indigo-100">{t('accounts.welcome.body')}</p>
      </div>
    </>
  );
}
