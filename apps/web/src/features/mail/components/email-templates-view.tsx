import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, TIMINGS, type Language } from '@postula/contract/constants';
import {
  EMAIL_TEMPLATE_KINDS,
  type EmailTemplate,
  type EmailTemplateKind,
} from '@postula/contract/mail';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { useToast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { useLanguage } from '../../../lib/i18n';
import { useEmailTemplates, useSaveEmailTemplate } from '../api/email-templates';
import { subjectProblem } from '../utils/email-text';
import { EmailFields } from './email-fields';

/**
 * Settings → e-mail templates (issue 18): the company picks a template and a language and edits its subject
 * and text; the built-in text can be brought back. Saved per kind and language.
 */
export function EmailTemplatesView() {
  const { t } = useTranslation();
  const userLanguage = useLanguage();
  const templates = useEmailTemplates();
  const [kind, setKind] = useState<EmailTemplateKind>('entrevista');
  const [language, setLanguage] = useState<Language>(userLanguage);
  // Here, not in the form: the form is mounted again with the saved text, and a toast goes with its component.
  const showToast = useToast(TIMINGS.markSavedToast);

  const template = templates.data?.plantillas.find((p) => p.tipo === kind && p.idioma === language);

  return (
    <div className="mx-auto max-w-3xl">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">{t('mail.templates.title')}</h1>
      <p className="mt-1 text-slate-600 dark:text-slate-400">{t('mail.templates.subtitle')}</p>

      <div className="mt-8 grid gap-4 sm:grid-cols-2">
        <SelectField label={t('mail.templates.kind')} value={kind} onChange={(event) => setKind(event.target.value as EmailTemplateKind)}>
          {EMAIL_TEMPLATE_KINDS.map((k) => (
            <option key={k} value={k}>
              {t(`mail.kinds.${k}`)}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('mail.templates.language')} value={language} onChange={(event) => setLanguage(event.target.value as Language)}>
          {LANGUAGES.map((l) => (
            <option key={l} value={l}>
              {t(`common.languages.${l}`)}
            </option>
          ))}
        </SelectField>
      </div>

      <div className="mt-6">
        {templates.isPending ? (
          <div aria-hidden="true" className="h-80 animate-pulse rounded-2xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900" />
        ) : templates.isError ? (
          <div className="space-y-4">
            <Alert>{t('mail.templates.loadError')}</Alert>
            <Button variant="secondary" onClick={() => void templates.refetch()}>
              {t('common.actions.retry')}
            </Button>
          </div>
        ) : template ? (
          // A fresh form per template, so switching starts from that template's saved text.
          <TemplateForm
            key={`${kind}-${language}-${template.asunto}-${template.cuerpo}`}
            template={template}
            onSaved={() => showToast({ tone: 'success', text: t('mail.templates.saved') })}
          />
        ) : null}
      </div>
    </div>
  );
}

function TemplateForm({ template, onSaved }: { template: EmailTemplate; onSaved: () => void }) {
  const { t } = useTranslation();
  const save = useSaveEmailTemplate();
  const [subject, setSubject] = useState(template.asunto);
  const [body, setBody] = useState(template.cuerpo);
  const subjectError = subjectProblem(subject);
  const bodyError = body.trim() === '' ? 'required' : null;
  const changed = subject !== template.asunto || body !== template.cuerpo;
  const isDefault = subject === template.predeterminada.asunto && body === template.predeterminada.cuerpo;

  const onSave = () =>
    save.mutate(
      { tipo: template.tipo, idioma: template.idioma, asunto: subject, cuerpo: body },
      { onSuccess: onSaved },
    );

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSave();
      }}
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <p className="text-xs font-medium text-slate-500 uppercase dark:text-slate-400">
        {template.personalizada ? t('mail.templates.custom') : t('mail.templates.builtIn')}
      </p>
      {save.error && !(save.error instanceof ApiError && save.error.status === 403) ? (
        <Alert>{errorText(save.error, t('mail.templates.saveError'))}</Alert>
      ) : null}
      <EmailFields subject={subject} body={body} onSubject={setSubject} onBody={setBody} rows={12} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button
          variant="secondary"
          disabled={isDefault || save.isPending}
          onClick={() => {
            setSubject(template.predeterminada.asunto);
            setBody(template.predeterminada.cuerpo);
          }}
        >
          {t('mail.templates.restore')}
        </Button>
        <Button type="submit" disabled={!changed || subjectError !== null || bodyError !== null} loading={save.isPending}>
          {t('common.actions.save')}
        </Button>
      </div>
    </form>
  );
}
