import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MailIcon } from 'lucide-react';
import type { BulkTarget } from '@postula/contract/applicants';
import { TIMINGS, type Language } from '@postula/contract/constants';
import { Button } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast';
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
}: {
  postingId: number;
  postingLanguage: Language;
  target: BulkTarget;
  count: number;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const showToast = useToast(TIMINGS.markSavedToast);
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
        <MailIcon className="size-4" />
        {t('mail.send.open')}
      </Button>
      {open ? (
        <SendEmailDialog
          postingId={postingId}
          postingLanguage={postingLanguage}
          target={target}
          count={count}
          onClose={() => setOpen(false)}
          onSent={(answer) => {
            showToast({ tone: 'success', text: answer.message });
            onDone();
          }}
        />
      ) : null}
    </>
  );
}
