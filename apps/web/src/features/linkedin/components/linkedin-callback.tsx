import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button-styles';
import { ArrowLeftIcon, CircleAlertIcon, CircleCheckBigIcon } from 'lucide-react';
import { Spinner } from '../../../components/ui/spinner';
import { errorText } from '../../../lib/error-text';
import { PRODUCT_NAME } from '../../../lib/links';
import { useLinkedinExchange } from '../api/linkedin';
import { paths } from '../../../lib/paths';

interface LinkedinCallbackProps {
  code: string | null;
  state: string | null;
  /** LinkedIn's `error` parameter: the user did not authorize. */
  error: string | null;
}

function View({ tone, children }: { tone: 'busy' | 'ok' | 'error'; children: ReactNode }) {
  const { t } = useTranslation();
  const icon =
    tone === 'busy' ? (
      <Spinner className="size-7 text-indigo-600 dark:text-indigo-400" />
    ) : tone === 'ok' ? (
      <CircleCheckBigIcon className="size-7 text-emerald-600 dark:text-emerald-400" />
    ) : (
      <CircleAlertIcon className="size-7 text-red-600 dark:text-red-400" />
    );
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center rounded-2xl border border-slate-200 bg-white px-6 py-14 text-center shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <title>{`${t('linkedin.callback.pageTitle')} · ${PRODUCT_NAME}`}</title>
      <span
        data-tone={tone}
        className={`flex size-14 items-center justify-center rounded-full ${
          tone === 'ok' ? 'bg-emerald-50 dark:bg-emerald-500/15' : tone === 'error' ? 'bg-red-50 dark:bg-red-500/15' : 'bg-indigo-50 dark:bg-indigo-500/15'
        }`}
      >
        {icon}
      </span>
      <div className="mt-5 space-y-2">{children}</div>
      {tone === 'busy' ? null : (
        <Link to={paths.dashboard()} className={buttonClasses('secondary', 'md', 'mt-6')}>
          <ArrowLeftIcon className="size-4" />
          {t('linkedin.callback.back')}
        </Link>
      )}
    </div>
  );
}

/**
 * Spec §2 "/auth/linkedin/callback" and §4: processing, then unauthorized (an `error` parameter), success or
 * error; code and state are both required (spec §5). The icon is red unless the post was published (§8).
 */
export function LinkedinCallback({ code, state, error }: LinkedinCallbackProps) {
  const { t } = useTranslation();
  const complete = !error && Boolean(code) && Boolean(state);
  const exchange = useLinkedinExchange(code ?? '', state ?? '', complete);

  if (error) {
    return (
      <View tone="error">
        <p role="alert" className="text-lg font-semibold text-slate-900 dark:text-white">
          {t('linkedin.callback.unauthorized')}
        </p>
      </View>
    );
  }
  if (!complete) {
    return (
      <View tone="error">
        <p role="alert" className="text-lg font-semibold text-slate-900 dark:text-white">
          {t('linkedin.callback.missing')}
        </p>
      </View>
    );
  }
  if (exchange.isPending) {
    return (
      <View tone="busy">
        <p role="status" className="text-lg font-semibold text-slate-900 dark:text-white">
          {t('linkedin.callback.processing')}
        </p>
      </View>
    );
  }
  if (exchange.isError) {
    return (
      <View tone="error">
        <p role="alert" className="text-lg font-semibold text-slate-900 dark:text-white">
          {errorText(exchange.error, t('linkedin.callback.error'))}
        </p>
      </View>
    );
  }
  const published = exchange.data.post_publicado;
  return (
    <View tone={published ? 'ok' : 'error'}>
      <p role={published ? 'status' : 'alert'} className="text-lg font-semibold text-slate-900 dark:text-white">
        {published ? t('linkedin.callback.success') : t('linkedin.callback.notPublished')}
      </p>
      {published ? null : <p className="text-sm text-slate-600 dark:text-slate-400">{exchange.data.message}</p>}
    </View>
  );
}
