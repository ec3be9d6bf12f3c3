import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useState } from 'react';
import { z } from 'zod';
import { registerRequestSchema } from '@postula/contract/accounts';
import { Button } from '../../../components/ui/button';
import { buttonClasses } from '../../../components/ui/button-styles';
import { Checkbox } from '../../../components/ui/checkbox';
import { Dialog } from '../../../components/ui/dialog';
import { ExternalLinkIcon } from 'lucide-react';
import { InfoTooltip } from '../../../components/ui/info-tooltip';
import { PasswordField } from '../../../components/ui/password-field';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { errorText } from '../../../lib/error-text';
import { useLanguage } from '../../../lib/i18n';
import { PRIVACY_POLICY_URL } from '../../../lib/links';
import { useActivities } from '../api/get-activities';
import { useRegister } from '../api/register';
import { PasswordChecklist } from './password-checklist';
import { paths } from '../../../lib/paths';

// The form holds what the user types; the contract's registration schema validates it (the language is added
// on submit, the activity arrives from the <select> as text, and the terms are the form's own rule).
const registerFormSchema = registerRequestSchema.omit({ idioma: true }).extend({
  actividad_empresa: z
    .string()
    .min(1)
    .transform(Number)
    .pipe(registerRequestSchema.shape.actividad_empresa),
  terms: z.boolean().refine((accepted) => accepted),
});

export function RegisterForm({ onRegistered }: { onRegistered: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const activities = useActivities(language);
  const registration = useRegister();
  const [errorOpen, setErrorOpen] = useState(false);
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isValid, touchedFields },
  } = useForm({
    resolver: zodResolver(registerFormSchema),
    mode: 'onChange',
    defaultValues: { username: '', password: '', nombre_empresa: '', actividad_empresa: '', terms: false },
  });
  const password = useWatch({ control, name: 'password' });

  const submit = handleSubmit(({ terms: _accepted, ...values }) => {
    registration.mutate(
      { ...values, idioma: language },
      { onSuccess: onRegistered, onError: () => setErrorOpen(true) },
    );
  });

  const companyLabel = t('accounts.register.companyName');
  const activityLabel = t('accounts.register.activity');

  return (
    <div>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 dark:text-white">{t('accounts.register.title')}</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-400">{t('accounts.register.subtitle')}</p>

      <form className="mt-8 space-y-5" noValidate onSubmit={submit}>
        <TextField
          label={t('accounts.register.email')}
          type="email"
          autoComplete="email"
          placeholder={t('accounts.login.emailPlaceholder')}
          error={touchedFields.username && errors.username ? t('common.validation.email') : undefined}
          {...register('username')}
        />
        <div className="space-y-3">
          <PasswordField
            label={t('accounts.register.password')}
            autoComplete="new-password"
            showLabel={t('common.password.show')}
            hideLabel={t('common.password.hide')}
            labelAside={<InfoTooltip label={t('accounts.register.passwordHintLabel')} text={t('accounts.register.passwordHint')} />}
            {...register('password')}
          />
          <PasswordChecklist password={password} />
        </div>
        <TextField
          label={companyLabel}
          autoComplete="organization"
          error={
            touchedFields.nombre_empresa && errors.nombre_empresa
              ? t('common.validation.required', { field: companyLabel })
              : undefined
          }
          {...register('nombre_empresa')}
        />
        <SelectField
          label={activityLabel}
          disabled={activities.isPending}
          error={
            activities.isError
              ? t('accounts.register.activitiesError')
              : touchedFields.actividad_empresa && errors.actividad_empresa
                ? t('common.validation.required', { field: activityLabel })
                : undefined
          }
          {...register('actividad_empresa')}
        >
          <option value="">{t('accounts.register.activityPlaceholder')}</option>
          {activities.data?.actividades.map((activity) => (
            <option key={activity.id} value={String(activity.id)}>
              {activity.descripcion}
            </option>
          ))}
        </SelectField>
        <Checkbox
          label={
            <>
              {t('accounts.register.termsPrefix')}{' '}
              <a
                href={PRIVACY_POLICY_URL}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-0.5 font-medium text-indigo-600 underline-offset-2 hover:underline dark:text-indigo-400"
              >
                {t('accounts.register.termsLink')}
                <ExternalLinkIcon className="size-3.5" />
                <span className="sr-only"> {t('common.newTab')}</span>
              </a>
            </>
          }
          {...register('terms')}
        />
        <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row">
          <Link to={paths.login()} className={buttonClasses('secondary', 'lg', 'sm:flex-1')}>
            {t('common.actions.cancel')}
          </Link>
          <Button type="submit" size="lg" className="sm:flex-1" disabled={!isValid} loading={registration.isPending}>
            {t('common.actions.save')}
          </Button>
        </div>
      </form>

      <Dialog
        open={errorOpen}
        tone="error"
        title={t('common.dialog.errorTitle')}
        onClose={() => setErrorOpen(false)}
        actions={<Button onClick={() => setErrorOpen(false)}>{t('common.actions.accept')}</Button>}
      >
        {errorText(registration.error, t('accounts.register.error'))}
      </Dialog>
    </div>
  );
}
