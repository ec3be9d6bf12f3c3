import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MailIcon } from 'lucide-react';
import type { Applicant } from '@postula/contract/applicants';
import { TIMINGS, type Language } from '@postula/contract/constants';
import { Button } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast';
import { SendEmailDialog } from './send-email-dialog';
import { SentEmails } from './sent-emails';

/**
 * The drawer's e-mail part: "Send e-mail" (the templates in the posting's language) and what the applicant was
 * sent. Without an e-mail in the CV there is nothing to send to, and the button says so by being disabled.
 */
export function ApplicantEmails({
  postingId,
  postingLanguage,
  applicant,
}: {
  postingId: number;
  postingLanguage: Language;
  applicant: Applicant;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const showToast = useToast(TIMINGS.markSavedToast);
  return (
    <div className="space-y-3">
      <Button variant="secondary" disabled={!applicant.correo} onClick={() => setOpen(true)}>
        <MailIcon className="size-4" />
        {t('mail.send.open')}
      </Button>
      <SentEmails postingId={postingId} applicantId={applicant.postulacion_id} />
      {open ? (
        <SendEmailDialog
          postingId={postingId}
          postingLanguage={postingLanguage}
          target={{ postulacion_ids: [applicant.postulacion_id] }}
          count={1}
          onClose={() => setOpen(false)}
          onSent={(answer) => showToast({ tone: 'success', text: answer.message })}
        />
      ) : null}
    </div>
  );
}
