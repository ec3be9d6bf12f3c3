import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { loginRequestSchema } from '@postula/contract/accounts';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { PasswordField } from '../../../components/ui/password-field';
import { TextField } from '../../../components/ui/text-field';
import { errorText } from '../../../lib/error-text';
import { useLanguage } from '../../../lib/i18n';
import { useSignIn } from '../hooks/use-sign-in';
import { paths } from '../../../lib/paths';

const linkClasses =
  'font-medium text-indigo-600 hover:text-indigo-500 focus-visible:rounded focus-visible:outline-2 focus-visible:outline-indigo-500 dark:text-indigo-400 dark:hover:text-indigo-300';

export function LoginForm() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { signIn, isPending, error } = useSignIn();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(loginRequestSchema), defaultValues: { username: '', password: '' } });

  const emailLabel = t('accounts.login.email');
  const passwordLabel = t('accounts.login.password');

  return (
    <div>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 dark:text-white">{t('accounts.login.title')}</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-400">{t('accounts.login.subtitle')}</p>

      <form className="mt-8 space-y-5" noValidate onSubmit={handleSubmit((values) => signIn(values))}>
        {error ? <Alert>{errorText(error, t('accounts.login.error'))}</Alert> : null}
        <TextField
          label={emailLabel}
          type="email"
          autoComplete="username"
          placeholder={t('accounts.login.emailPlaceholder')}
          error={errors.username ? t('common.validation.required', { field: emailLabel }) : undefined}
          {...register('username')}
        />
        <PasswordField
          label={passwordLabel}
          autoComplete="current-password"
          showLabel={t('common.password.show')}
          hideLabel={t('common.password.hide')}
          error={errors.password ? t('common.validation.required', { field: passwordLabel }) : undefined}
          labelAside={
            <Link to={paths.passwordReset(language)} className={`text-sm ${linkClasses}`}>
              {t('accounts.login.forgot')}
            </Link>
          }
          {...register('password')}
        />
        <Button type="submit" size="lg" fullWidth loading={isPending}>
          {t('accounts.login.submit')}
        </Button>
      </form>

      <p className="mt-8 text-center text-sm text-slate-600 dark:text-slate-400">
        {t('accounts.login.noAccount')}{' '}
        <Link to={paths.createAccount()} className={linkClasses}>
          {t('accounts.login.createAccount')}
        </Link>
      </p>
    </div>
  );
}
