import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MailIcon } from 'lucide-react';
import type { BulkTarget } from '@postula/contract/applicants';
import type { Language } from '@postula/contract/constants';
import { EMAIL_FILTER_MAX } from '@postula/contract/mail';
import { Button } from '../../../components/ui/button';
import type { ToastMessage } from '../../../components/ui/toast';
import { SendEmailDialog } from './send-email-dialog';

/**
 * The list's bulk bar "Send e-mail" (issue 18): the same dialog as the drawer's, for every selected applicant
 * (or every one the list's filter matches). Those without an e-mail are skipped and counted in the message the
 * server answers.
 */
export function BulkEmailAction({
  postingId,
  postingLanguage,
  target,
  count,
  onDone,
  notify,
}: {
  postingId: number;
  postingLanguage: Language;
  target: BulkTarget;
  count: number;
  onDone: () => void;
  /** The list's messages: the bar, and this component with it, goes once the e-mails are queued. */
  notify: (message: ToastMessage) => void;
}) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  // Every applicant the filter matches, past the most one send writes to: not offered (the server would refuse it).
  const tooMany = 'filtro' in target && target.filtro !== undefined && count > EMAIL_FILTER_MAX;
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)} disabled={tooMany} aria-describedby={tooMany ? 'bulk-email-too-many' : undefined}>
        <MailIcon className="size-4" />
        {t('mail.send.open')}
      </Button>
      {tooMany ? (
        <p id="bulk-email-too-many" className="basis-full text-sm text-amber-800 dark:text-amber-200">
          {t('mail.send.tooMany', { max: new Intl.NumberFormat(i18n.language).format(EMAIL_FILTER_MAX) })}
        </p>
      ) : null}
      {open ? (
        <SendEmailDialog
          postingId={postingId}
          postingLanguage={postingLanguage}
          target={target}
          count={count}
          onClose={() => setOpen(false)}
          onSent={(answer) => {
            notify({ tone: 'success', text: answer.message });
            onDone();
          }}
        />
      ) : null}
    </>
  );
}
