import { useTranslation } from 'react-i18next';
import type { SentEmail, SentEmailState } from '@postula/contract/mail';
import { Alert } from '../../../components/ui/alert';
import { useLanguage } from '../../../lib/i18n';
import { useApplicantEmails } from '../api/applicant-emails';

const stateClasses: Record<SentEmailState, string> = {
  en_cola: 'bg-amber-100 text-amber-800 dark:bg-amber-500/15 dark:text-amber-300',
  enviado: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-300',
  registrado: 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300',
  fallido: 'bg-red-100 text-red-800 dark:bg-red-500/15 dark:text-red-300',
};

/** The e-mails an applicant was sent (issue 18), newest first: subject, when, who sent it, and its state. */
export function SentEmails({ postingId, applicantId }: { postingId: number; applicantId: number }) {
  const { t } = useTranslation();
  const emails = useApplicantEmails(postingId, applicantId);
  if (emails.isPending) return <div aria-hidden="true" className="h-12 animate-pulse rounded-lg bg-slate-100 dark:bg-slate-800" />;
  if (emails.isError) return <Alert>{t('mail.sent.loadError')}</Alert>;
  if (emails.data.correos.length === 0) return <p className="text-sm text-slate-600 dark:text-slate-400">{t('mail.sent.empty')}</p>;
  return (
    <ul aria-label={t('mail.sent.title')} className="space-y-2">
      {emails.data.correos.map((mail) => (
        <SentEmailItem key={mail.correo_id} mail={mail} />
      ))}
    </ul>
  );
}

function SentEmailItem({ mail }: { mail: SentEmail }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const when = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(mail.fecha));
  return (
    <li className="rounded-lg border border-slate-200 px-3 py-2 text-sm dark:border-slate-800">
      <div className="flex items-start justify-between gap-3">
        <p className="min-w-0 font-medium break-words text-slate-900 dark:text-white">{mail.asunto}</p>
        <span className={`shrink-0 rounded-full px-2 py-0.5 text-xs font-medium ${stateClasses[mail.estado]}`}>
          {t(`mail.sent.states.${mail.estado}`)}
        </span>
      </div>
      <p className="mt-1 break-words text-slate-600 dark:text-slate-400">
        {when} · {mail.enviado_por ? t('mail.sent.by', { user: mail.enviado_por }) : t('mail.sent.automatic')}
      </p>
    </li>
  );
}
