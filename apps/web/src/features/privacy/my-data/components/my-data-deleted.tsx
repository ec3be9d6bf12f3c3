import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { MyApplication } from '@postula/contract/applicants/my-data';
import { PostingHero } from '../../../../components/public/posting-hero';
import { PublicCard, PublicPage } from '../../../../components/public/public-page';
import { CircleCheckBigIcon } from 'lucide-react';
import { PRODUCT_NAME } from '../../../../lib/links';

/** After the candidate deleted the application: it is gone, and the link no longer opens anything. */
export function MyDataDeleted({ application }: { application: MyApplication }) {
  const { t } = useTranslation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The dialog that asked is gone: the focus goes to what happened.
  useEffect(() => headingRef.current?.focus({ preventScroll: true }), []);
  return (
    <PublicPage
      hero={<PostingHero company={application.empresa} position={application.puesto} eyebrow={t('privacy.myData.page.eyebrow')} />}
    >
      <title>{`${t('privacy.myData.deleted.title')} · ${PRODUCT_NAME}`}</title>
      <PublicCard className="text-center">
        <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-emerald-50 text-emerald-600 dark:bg-emerald-500/15 dark:text-emerald-400">
          <CircleCheckBigIcon aria-hidden="true" className="size-8" />
        </span>
        <h2
          ref={headingRef}
          tabIndex={-1}
          className="mt-6 text-xl font-bold tracking-tight text-balance text-slate-900 outline-none sm:text-2xl dark:text-white"
        >
          {t('privacy.myData.deleted.title')}
        </h2>
        <p className="mx-auto mt-3 max-w-md text-[0.9375rem] leading-7 text-pretty text-slate-700 dark:text-slate-200">
          {t('privacy.myData.deleted.body', { company: application.empresa })}
        </p>
      </PublicCard>
    </PublicPage>
  );
}
