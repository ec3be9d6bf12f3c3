import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { SparklesIcon } from 'lucide-react';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { useSharePosting } from '../hooks/use-share-posting';
import { copyText } from '../utils/clipboard';
import { ApplicantLink } from './applicant-link';

export interface CreatedJob {
  link: string;
  evaluacion_id: number;
  puesto: string;
  tareas_a_realizar: string;
}

/**
 * Shown once a posting is created (spec §2, §4): its applicant link with a copy button, 'not now' (to the
 * dashboard) and 'generate now' (the AI social post). Closing it also goes to the dashboard.
 */
export function JobCreatedDialog({ job, onClose }: { job: CreatedJob; onClose: () => void }) {
  const { t } = useTranslation();
  const sharing = useSharePosting();
  const shareError =
    sharing.error && !(sharing.error instanceof ApiError && sharing.error.status === 403)
      ? errorText(sharing.error, t('postings.created.socialError'))
      : null;

  return (
    <Dialog
      open
      tone="success"
      title={t('postings.created.title')}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('postings.created.notNow')}
          </Button>
          <Button loading={sharing.isPending} onClick={() => sharing.share(job)}>
            {sharing.isPending ? null : <SparklesIcon className="size-4" />}
            {t('postings.created.generateNow')}
          </Button>
        </>
      }
    >
      <p>{t('postings.created.body')}</p>
      <ApplicantLink
        className="mt-3"
        stacked
        link={job.link}
        label={t('postings.created.linkLabel')}
        copyLabel={t('postings.created.copy')}
        copiedLabel={t('postings.created.copied')}
        onCopy={() => copyText(job.link)}
      />
      <p className="mt-4">{t('postings.created.socialPrompt')}</p>
      {shareError ? (
        <div className="mt-3">
          <Alert>{shareError}</Alert>
        </div>
      ) : null}
    </Dialog>
  );
}
