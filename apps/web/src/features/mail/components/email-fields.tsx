import { useTranslation } from 'react-i18next';
import { EMAIL_BODY_MAX_LENGTH, EMAIL_SUBJECT_MAX_LENGTH } from '@postula/contract/mail';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { TextField } from '../../../components/ui/text-field';
import { subjectProblem } from '../utils/email-text';

/** An e-mail's subject and body, with their problems and the placeholders they may use: templates and sends alike. */
export function EmailFields({
  subject,
  body,
  onSubject,
  onBody,
  rows,
}: {
  subject: string;
  body: string;
  onSubject: (value: string) => void;
  onBody: (value: string) => void;
  rows: number;
}) {
  const { t } = useTranslation();
  const subjectError = subjectProblem(subject);
  return (
    <>
      <TextField
        label={t('mail.templates.subject')}
        value={subject}
        maxLength={EMAIL_SUBJECT_MAX_LENGTH}
        onChange={(event) => onSubject(event.target.value)}
        error={subjectError ? t(`mail.templates.${subjectError}`) : undefined}
      />
      <TextAreaField
        label={t('mail.templates.body')}
        value={body}
        rows={rows}
        maxLength={EMAIL_BODY_MAX_LENGTH}
        onChange={(event) => onBody(event.target.value)}
        error={body.trim() === '' ? t('mail.templates.required') : undefined}
        hint={t('mail.templates.placeholders')}
      />
    </>
  );
}
