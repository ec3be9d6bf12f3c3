import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import { emailSchema } from '@postula/contract/accounts';
import { Button } from '../../../components/ui/button';
import { buttonClasses } from '../../../components/ui/button-styles';
import { Dialog } from '../../../components/ui/dialog';
import { ArrowLeftIcon } from 'lucide-react';
import { TextField } from '../../../components/ui/text-field';
import { errorText } from '../../../lib/error-text';
import { useLanguage } from '../../../lib/i18n';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { paths } from '../../../lib/paths';

const REQUIRED = 'required';
// Spec §5: required first, then a basic e-mail shape; the contract's e-mail schema decides the shape.
const resetFormSchema = z.object({ correo: z.string().trim().min(1, REQUIRED).pipe(emailSchema) });

type Result = { ok: true; message: string } | { ok: false; message: string };

/** Asks for a password-reset e-mail (spec §2, §5, §8). */
export function PasswordResetForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const language = useLanguage();
  const resetRequest = useRequestPasswordReset();
  const [result, setResult] = useState<Result | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(resetFormSchema), defaultValues: { correo: '' } });

  const emailLabel = t('accounts.passwordReset.email');
  const emailError = errors.correo
    ? errors.correo.message === REQUIRED
      ? t('common.validation.required', { field: emailLabel })
      : t('common.validation.email')
    : undefined;

  const submit = handleSubmit(({ correo }) =>
    resetRequest.mutate(
      { correo, idioma: language },
      {
        onSuccess: (response) => setResult({ ok: true, message: response.message }),
        onError: (error) => setResult({ ok: false, message: errorText(error, t('accounts.passwordReset.error')) }),
      },
    ),
  );

  const closeResult = () => {
    const succeeded = result?.ok;
    setResult(null);
    if (succeeded) void navigate(paths.login(language));
  };

  return (
    <div>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 dark:text-white">
        {t('accounts.passwordReset.title')}
      </h1>
      <p className="mt-2 text-slate-600 dark:text-slate-400">{t('accounts.passwordReset.subtitle')}</p>
      <form className="mt-8 space-y-5" noValidate onSubmit={submit}>
        <TextField
          label={emailLabel}
          type="email"
          autoComplete="email"
          placeholder={t('accounts.login.emailPlaceholder')}
          error={emailError}
          {...register('correo')}
        />
        <Button type="submit" size="lg" fullWidth loading={resetRequest.isPending}>
          {t('accounts.passwordReset.submit')}
        </Button>
        <Link to={paths.login(language)} className={buttonClasses('ghost', 'lg', 'w-full')}>
          <ArrowLeftIcon className="size-4" />
          {t('accounts.passwordReset.back')}
        </Link>
      </form>
      <Dialog
        open={result !== null}
        tone={result?.ok ? 'success' : 'error'}
        title={result?.ok ? t('accounts.passwordReset.successTitle') : t('common.dialog.errorTitle')}
        onClose={closeResult}
        actions={<Button onClick={closeResult}>{t('common.actions.accept')}</Button>}
      >
        {result?.ok ? result.message || t('accounts.passwordReset.success') : result?.message}
      </Dialog>
    </div>
  );
}
