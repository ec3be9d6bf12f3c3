import { useTranslation } from 'react-i18next';
import { CheckIcon, SparklesIcon } from 'lucide-react';
import { PanelBackdrop } from './panel-backdrop';

/** The login page's side panel (spec §2: "A marketing panel is on the side"). */
export function MarketingPanel() {
  const { t } = useTranslation();
  const features = [t('accounts.panel.feature1'), t('accounts.panel.feature2'), t('accounts.panel.feature3')];
  return (
    <>
      <PanelBackdrop />
      <div className="relative flex flex-1 flex-col justify-center px-12 py-16 xl:px-20">
        <span className="inline-flex w-fit items-center gap-2 rounded-full bg-white/15 px-3 py-1 text-xs font-semibold tracking-wide text-white uppercase ring-1 ring-white/25">
          <SparklesIcon className="size-3.5" />
          {t('accounts.panel.badge')}
        </span>
        <h2 className="mt-6 max-w-lg text-4xl leading-tight font-bold tracking-tight text-balance text-white">
          {t('accounts.panel.headline')}
        </h2>
        <p className="mt-5 max-w-md text-lg leading-8 text-indigo-100">{t('accounts.panel.subtitle')}</p>
        <ul className="mt-10 space-y-4">
          {features.map((feature) => (
            <li key={feature} className="flex items-center gap-3 text-base text-white">
              <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-white/15 ring-1 ring-white/25">
                <CheckIcon className="size-4" />
              </span>
              {feature}
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
