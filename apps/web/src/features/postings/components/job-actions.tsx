import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { CopyPlusIcon, LockIcon, PencilIcon, Trash2Icon, UnlockIcon } from 'lucide-react';
import { TIMINGS } from '@postula/contract/constants';
import type { JobDetail } from '@postula/contract/postings';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { buttonClasses } from '../../../components/ui/button-styles';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/text-field';
import { useToast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { localIsoDate } from '../../../lib/dates';
import { paths } from '../../../lib/paths';
import { useCloseJob, useDeleteJob, useDuplicateJob, useReopenJob } from '../api/manage-job';

/** A 403 already opens the session-expired dialog: no second message for it. */
const isSessionExpiry = (error: unknown) => error instanceof ApiError && error.status === 403;

/**
 * What the recruiter can do with a published posting (decision 035): edit it, close it now or reopen it
 * (asking for a new date when its own has passed), duplicate it into a new one opened to adjust, and delete
 * it after a confirmation that counts the applicants going with it.
 */
export function JobActions({ job }: { job: JobDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const showToast = useToast(TIMINGS.markSavedToast);
  const id = job.evaluacion_id;
  const closing = useCloseJob(id);
  const reopening = useReopenJob(id);
  const duplicating = useDuplicateJob(id);
  const deleting = useDeleteJob(id);
  const [dialog, setDialog] = useState<'reopen' | 'delete' | null>(null);
  const [newDate, setNewDate] = useState(() => localIsoDate(30));
  const [failed, setFailed] = useState(false);

  const onError = (error: unknown) => {
    if (!isSessionExpiry(error)) setFailed(true);
  };
  const run = () => setFailed(false);

  const close = () => {
    run();
    closing.mutate(undefined, { onSuccess: () => showToast({ tone: 'success', text: t('postings.actions.closed') }), onError });
  };
  const reopen = (validUntil?: string) => {
    run();
    reopening.mutate(validUntil, {
      onSuccess: () => {
        setDialog(null);
        showToast({ tone: 'success', text: t('postings.actions.reopened') });
      },
      onError: (error) => {
        if (error instanceof ApiError && error.field === 'valido_hasta') setDialog('reopen');
        else onError(error);
      },
    });
  };
  const startReopen = () => (job.estado === 'vencido' || job.valido_hasta < localIsoDate() ? setDialog('reopen') : reopen());
  const duplicate = () => {
    run();
    duplicating.mutate(undefined, { onSuccess: (copy) => void navigate(paths.editJob(copy.evaluacion_id)), onError });
  };
  const remove = () => {
    run();
    deleting.mutate(undefined, { onSuccess: () => void navigate(paths.dashboard(), { replace: true }), onError });
  };

  const reopenError =
    reopening.error instanceof ApiError && reopening.error.field === 'valido_hasta' ? reopening.error.serverMessage : undefined;

  return (
    <div className="space-y-3">
      <div role="group" aria-label={t('postings.actions.label')} className="flex flex-wrap gap-2">
        <Link to={paths.editJob(id)} className={buttonClasses('secondary', 'sm')}>
          <PencilIcon className="size-4" />
          {t('postings.actions.edit')}
        </Link>
        {job.estado === 'abierto' ? (
          <Button variant="secondary" size="sm" loading={closing.isPending} onClick={close}>
            {closing.isPending ? null : <LockIcon className="size-4" />}
            {t('postings.actions.close')}
          </Button>
        ) : (
          <Button variant="secondary" size="sm" loading={reopening.isPending && dialog === null} onClick={startReopen}>
            <UnlockIcon className="size-4" />
            {t('postings.actions.reopen')}
          </Button>
        )}
        <Button variant="secondary" size="sm" loading={duplicating.isPending} onClick={duplicate}>
          {duplicating.isPending ? null : <CopyPlusIcon className="size-4" />}
          {t('postings.actions.duplicate')}
        </Button>
        <Button variant="danger" size="sm" onClick={() => setDialog('delete')}>
          <Trash2Icon className="size-4" />
          {t('postings.actions.delete')}
        </Button>
      </div>
      {failed ? <Alert>{t('postings.actions.error')}</Alert> : null}

      <Dialog
        open={dialog === 'reopen'}
        title={t('postings.actions.reopenTitle')}
        onClose={() => setDialog(null)}
        actions={
          <>
            <Button variant="secondary" onClick={() => setDialog(null)}>
              {t('common.actions.cancel')}
            </Button>
            <Button loading={reopening.isPending} onClick={() => reopen(newDate)}>
              {t('postings.actions.reopenConfirm')}
            </Button>
          </>
        }
      >
        <p>{t('postings.actions.reopenBody')}</p>
        <TextField
          type="date"
          className="mt-4"
          label={t('postings.actions.reopenDate')}
          min={localIsoDate()}
          value={newDate}
          error={reopenError}
          onChange={(event) => setNewDate(event.target.value)}
        />
      </Dialog>

      <Dialog
        open={dialog === 'delete'}
        tone="error"
        title={t('postings.actions.deleteTitle')}
        onClose={() => setDialog(null)}
        actions={
          <>
            <Button variant="secondary" onClick={() => setDialog(null)}>
              {t('common.actions.cancel')}
            </Button>
            <Button variant="danger" loading={deleting.isPending} onClick={remove}>
              {t('postings.actions.deleteConfirm')}
            </Button>
          </>
        }
      >
        {t('postings.actions.deleteBody', { count: job.total_cv_recibidos, puesto: job.puesto })}
      </Dialog>
    </div>
  );
}
