import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { LINK_CODE_PARAM, LINK_EMAIL_PARAM } from '@postula/contract/constants';
import { Button } from '../../../components/ui/button';
import { buttonClasses } from '../../../components/ui/button-styles';
import { Dialog } from '../../../components/ui/dialog';
import { CircleCheckBigIcon } from 'lucide-react';
import { Spinner } from '../../../components/ui/spinner';
import { errorText } from '../../../lib/error-text';
import { useActivateAccount } from '../api/activate-account';
import { paths } from '../../../lib/paths';

/** Account activation from the e-mailed link ?p=<code>&u=<e-mail> (spec §2, §4, §5). */
export function ActivationView() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const code = params.get(LINK_CODE_PARAM)?.trim() ?? '';
  const email = params.get(LINK_EMAIL_PARAM)?.trim() ?? '';
  const request = code && email ? { codigo_activacion: code, correo: email } : null;
  const activation = useActivateAccount(request);

  const toLogin = () => void navigate(paths.login(), { replace: true });
  const failed = request === null || activation.isError;

  if (activation.isSuccess) {
    return (
      <div className="text-center" role="status">
        <span className="mx-auto flex size-16 items-center justify-center rounded-2xl bg-emerald-50 text-emerald-600 dark:bg-emerald-500/15 dark:text-emerald-400">
          <CircleCheckBigIcon className="size-8" />
        </span>
        <h1 className="mt-6 text-3xl font-bold tracking-tight text-slate-900 dark:text-white">
          {t('accounts.activate.successTitle')}
        </h1>
        <p className="mt-3 text-slate-600 dark:text-slate-400">{t('accounts.activate.successBody')}</p>
        <Link to={paths.login()} className={buttonClasses('primary', 'lg', 'mt-8 w-full')}>
          {t('accounts.activate.signIn')}
        </Link>
      </div>
    );
  }

  return (
    <>
      <div className="flex flex-col items-center text-center" aria-busy={!failed}>
        <Spinner className="size-10 text-indigo-600 dark:text-indigo-400" />
        <h1 className="mt-6 text-xl font-semibold text-slate-900 dark:text-white">{t('accounts.activate.working')}</h1>
      </div>
      <Dialog
        open={failed}
        tone="error"
        title={t('common.dialog.errorTitle')}
        onClose={toLogin}
        actions={<Button onClick={toLogin}>{t('common.actions.accept')}</Button>}
      >
        {request === null ? t('accounts.activate.error') : errorText(activation.error, t('accounts.activate.error'))}
      </Dialog>
    </>
  );
}
