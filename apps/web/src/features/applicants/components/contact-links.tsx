import { useTranslation } from 'react-i18next';
import type { Applicant } from '@postula/contract/applicants';
import { FileTextIcon, MailIcon, MessageCircleIcon } from 'lucide-react';
import { chatLink, mailLink } from '../utils/applicant-text';

interface ContactLinksProps {
  /** An applicant of the list, or one merged into it (its own CV and contact). */
  applicant: Pick<Applicant, 'path_cv' | 'telefono' | 'correo'>;
  name: string;
  /** Icons with their words (cards, the detail panel) or icons alone (the desktop rows, named for readers). */
  compact?: boolean;
}

const linkBase =
  'inline-flex items-center justify-center gap-1.5 rounded-lg text-sm font-medium transition-colors ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500';
const tones = {
  cv: 'text-indigo-700 hover:bg-indigo-50 dark:text-indigo-300 dark:hover:bg-indigo-500/10',
  chat: 'text-emerald-700 hover:bg-emerald-50 dark:text-emerald-400 dark:hover:bg-emerald-500/10',
  mail: 'text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800',
};

/**
 * View the CV (a short-lived signed link, opened in a new tab), write on the chat app (the phone's digits only,
 * spec §9) or by e-mail. Links with nothing to point at are left out.
 */
export function ContactLinks({ applicant, name, compact = false }: ContactLinksProps) {
  const { t } = useTranslation();
  const chat = chatLink(applicant.telefono);
  const mail = mailLink(applicant.correo);
  const size = compact ? 'size-9' : 'h-9 px-2.5';
  const links = [
    applicant.path_cv && {
      key: 'cv',
      href: applicant.path_cv,
      label: t('applicants.row.viewCvOf', { name }),
      text: t('applicants.row.viewCv'),
      icon: <FileTextIcon className="size-4" />,
      tone: tones.cv,
      newTab: true,
    },
    chat && {
      key: 'chat',
      href: chat,
      label: t('applicants.row.chatWith', { name }),
      text: t('applicants.row.chat'),
      icon: <MessageCircleIcon className="size-4" />,
      tone: tones.chat,
      newTab: true,
    },
    mail && {
      key: 'mail',
      href: mail,
      label: t('applicants.row.emailTo', { name }),
      text: t('applicants.row.email'),
      icon: <MailIcon className="size-4" />,
      tone: tones.mail,
      newTab: false,
    },
  ].filter((link) => !!link);

  return (
    <div className="flex flex-wrap items-center gap-1">
      {links.map((link) => (
        <a
          key={link.key}
          href={link.href}
          aria-label={link.newTab ? `${link.label} ${t('common.newTab')}` : link.label}
          title={compact ? link.label : undefined}
          {...(link.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          className={`${linkBase} ${size} ${link.tone}`}
        >
          {link.icon}
          {compact ? null : link.text}
        </a>
      ))}
    </div>
  );
}
