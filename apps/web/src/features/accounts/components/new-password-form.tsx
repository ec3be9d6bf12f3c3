import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { LINK_CODE_PARAM, LINK_EMAIL_PARAM } from '@postula/contract/constants';
import { isStrongPassword } from '@postula/contract/accounts';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { buttonClasses } from '../../../components/ui/button-styles';
import { Dialog } from '../../../components/ui/dialog';
import { ArrowLeftIcon } from 'lucide-react';
import { PasswordField } from '../../../components/ui/password-field';
import { errorText } from '../../../lib/error-text';
import { useCompletePasswordReset } from '../api/complete-password-reset';
import { PasswordChecklist } from './password-checklist';
import { paths } from '../../../lib/paths';

type Result = { ok: true; message: string } | { ok: false; message: string };

/** Sets a new password from the e-mailed link ?p=<code>&u=<e-mail> (spec §2, §5, §8). */
export function NewPasswordForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const code = params.get(LINK_CODE_PARAM)?.trim() ?? '';
  const email = params.get(LINK_EMAIL_PARAM)?.trim() ?? '';
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [result, setResult] = useState<Result | null>(null);
  const completion = useCompletePasswordReset();

  // Spec §5, in this order: the link's parameters, then strength, then the match.
  const linkValid = code !== '' && email !== '';
  const strong = isStrongPassword(password);
  const matches = password === confirmation;
  const problem = !linkValid
    ? t('accounts.newPassword.invalidParams')
    : password !== '' && !strong
      ? null // the checklist already shows which criteria are missing
      : confirmation !== '' && !matches
        ? t('accounts.newPassword.mismatch')
        : null;
  const canSubmit = linkValid && strong && matches && !completion.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmit) return;
    completion.mutate(
      { codigo_validacion: code, correo: email, password },
      {
        onSuccess: (response) =>
          setResult({ ok: true, message: response.message || t('accounts.newPassword.success') }),
        onError: (error) => setResult({ ok: false, message: errorText(error, t('accounts.newPassword.error')) }),
      },
    );
  };

  const closeResult = () => {
    const succeeded = result?.ok;
    setResult(null);
    if (succeeded) void navigate(paths.login(), { replace: true });
  };

  return (
    <div>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 dark:text-white">{t('accounts.newPassword.title')}</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-400">{t('accounts.newPassword.subtitle')}</p>
      <form className="mt-8 space-y-5" noValidate onSubmit={submit}>
        {!linkValid ? <Alert>{t('accounts.newPassword.invalidParams')}</Alert> : null}
        {/* Lets password managers file the new password under the right account. */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <div className="space-y-3">
          <PasswordField
            label={t('accounts.newPassword.password')}
            autoComplete="new-password"
            showLabel={t('common.password.show')}
            hideLabel={t('common.password.hide')}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <PasswordChecklist password={password} />
        </div>
        <PasswordField
          label={t('accounts.newPassword.confirm')}
          autoComplete="new-password"
          showLabel={t('common.password.show')}
          hideLabel={t('common.password.hide')}
          value={confirmation}
          onChange={(event) => setConfirmation(event.target.value)}
          error={linkValid && problem ? problem : undefined}
        />
        <Button type="submit" size="lg" fullWidth disabled={!canSubmit} loading={completion.isPending}>
          {t('accounts.newPassword.submit')}
        </Button>
        <Link to={paths.login()} className={buttonClasses('ghost', 'lg', 'w-full')}>
          <ArrowLeftIcon className="size-4" />
          {t('accounts.newPassword.back')}
        </Link>
      </form>
      <Dialog
        open={result !== null}
        tone={result?.ok ? 'success' : 'error'}
        title={result?.ok ? t('accounts.newPassword.successTitle') : t('common.dialog.errorTitle')}
        onClose={closeResult}
        actions={<Button onClick={closeResult}>{t('common.actions.accept')}</Button>}
      >
        {result?.message}
      </Dialog>
    </div>
  );
}
