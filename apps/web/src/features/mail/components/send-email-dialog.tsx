import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BulkTarget } from '@postula/contract/applicants';
import type { Language } from '@postula/contract/constants';
import {
  EMAIL_TEMPLATE_KINDS,
  type EmailTemplate,
  type EmailTemplateKind,
  type SendEmailsResponse,
} from '@postula/contract/mail';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { SelectField } from '../../../components/ui/select-field';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { useSendEmails } from '../api/applicant-emails';
import { useEmailTemplates } from '../api/email-templates';
import { subjectProblem } from '../utils/email-text';
import { EmailFields } from './email-fields';

export interface SendEmailDialogProps {
  postingId: number;
  /** The posting's language: the templates are taken in it. */
  postingLanguage: Language;
  /** One applicant (the drawer), many (the list's bulk bar), or every one the list's filter matches; all of this posting. */
  target: BulkTarget;
  /** How many applicants that is, for the title. */
  count: number;
  onClose: () => void;
  /**
   * After the e-mails were queued (the dialog then closes), with the server's count and its message: the opener
   * shows it (a toast shown from inside the dialog would go with it).
   */
  onSent: (answer: SendEmailsResponse) => void;
}

/**
 * "Send e-mail" (issue 18): pick a template, taken in the posting's language, edit its subject and text, send.
 * The placeholders are filled per applicant on the server; those without an e-mail (or without an interview,
 * for a text with its link) are skipped and counted. Mount it when opening it.
 */
export function SendEmailDialog({ postingId, postingLanguage, target, count, onClose, onSent }: SendEmailDialogProps) {
  const { t } = useTranslation();
  const templates = useEmailTemplates();
  return (
    <Dialog
      open
      size="lg"
      title={count > 1 ? t('mail.send.titleMany', { count }) : t('mail.send.title')}
      onClose={onClose}
      // The form holds its own buttons (it is mounted once the templates are read).
      actions={
        templates.data ? null : (
          <Button variant="secondary" onClick={onClose}>
            {t('common.actions.cancel')}
          </Button>
        )
      }
    >
      {templates.isError ? (
        <Alert>{t('mail.templates.loadError')}</Alert>
      ) : templates.data ? (
        <SendForm
          templates={templates.data.plantillas.filter((p) => p.idioma === postingLanguage)}
          postingId={postingId}
          postingLanguage={postingLanguage}
          target={target}
          count={count}
          onClose={onClose}
          onSent={onSent}
        />
      ) : (
        <div aria-hidden="true" className="mt-2 h-64 animate-pulse rounded-xl bg-slate-100 dark:bg-slate-800" />
      )}
    </Dialog>
  );
}

type FormProps = SendEmailDialogProps & { templates: EmailTemplate[] };

function SendForm({ templates, postingId, postingLanguage, target, onClose, onSent }: FormProps) {
  const { t } = useTranslation();
  const formId = useId();
  const send = useSendEmails();
  const first = templates[0];
  const [kind, setKind] = useState<EmailTemplateKind>(first?.tipo ?? 'libre');
  const [subject, setSubject] = useState(first?.asunto ?? '');
  const [body, setBody] = useState(first?.cuerpo ?? '');
  const [nothingSent, setNothingSent] = useState<SendEmailsResponse | null>(null);
  const subjectError = subjectProblem(subject);
  const bodyError = body.trim() === '';

  const pick = (next: EmailTemplateKind) => {
    const template = templates.find((p) => p.tipo === next);
    setKind(next);
    setSubject(template?.asunto ?? '');
    setBody(template?.cuerpo ?? '');
    setNothingSent(null);
  };

  const onSubmit = () =>
    send.mutate(
      // The template it started from goes to the activity log (not the text, which may name the applicant).
      { evaluacion_id: postingId, ...target, asunto: subject, cuerpo: body, plantilla: kind },
      {
        onSuccess: (answer) => {
          // Nothing went out (no e-mail in the CV, no interview for the invitation): the dialog stays and says why.
          if (answer.enviados === 0) return setNothingSent(answer);
          onSent(answer);
          onClose();
        },
      },
    );

  const showError = send.error && !(send.error instanceof ApiError && send.error.status === 403);
  return (
    <form
      id={formId}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      className="mt-2 space-y-4"
    >
      <p>{t('mail.send.intro', { language: t(`common.languages.${postingLanguage}`) })}</p>
      {showError ? <Alert>{errorText(send.error, t('mail.send.error'))}</Alert> : null}
      {nothingSent ? (
        <Alert>
          {t('mail.send.nothingSent')} {nothingSent.message}
          {nothingSent.sin_entrevista > 0 ? ` ${t('mail.send.noInterviewHint')}` : ''}
        </Alert>
      ) : null}
      <SelectField label={t('mail.templates.kind')} value={kind} onChange={(event) => pick(event.target.value as EmailTemplateKind)}>
        {EMAIL_TEMPLATE_KINDS.map((k) => (
          <option key={k} value={k}>
            {t(`mail.kinds.${k}`)}
          </option>
        ))}
      </SelectField>
      <EmailFields subject={subject} body={body} onSubject={setSubject} onBody={setBody} rows={10} />
      <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} disabled={send.isPending}>
          {t('common.actions.cancel')}
        </Button>
        <Button type="submit" disabled={subjectError !== null || bodyError} loading={send.isPending}>
          {t('mail.send.send')}
        </Button>
      </div>
    </form>
  );
}
