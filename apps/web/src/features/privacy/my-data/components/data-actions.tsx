import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MY_DATA_CV_PATH, MY_DATA_EXPORT_PATH, MY_DATA_PARAM } from '@postula/contract/applicants/my-data';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { buttonClasses } from '../../../../components/ui/button-styles';
import { LazyDialog } from '../../../../components/ui/lazy-modals';
import { ApiError, apiUrl } from '../../../../lib/api-client';
import { errorText } from '../../../../lib/error-text';
import { useDeleteMyApplication } from '../api/delete-my-application';
import { Card } from './card';

interface DataActionsProps {
  token: string;
  company: string;
  onDeleted: () => void;
}

/**
 * The candidate's rights on this page (GDPR Art. 17 and 20, LGPD Art. 18): download what the company holds as JSON,
 * download the CV as sent (plain links, the browser saves the files), and delete the application after a
 * confirmation that says what goes and that it cannot be undone.
 */
export function DataActions({ token, company, onDeleted }: DataActionsProps) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteMyApplication();
  const link = (path: string) => apiUrl(path, { [MY_DATA_PARAM]: token });
  const secondary = buttonClasses('secondary', 'lg', 'w-full rounded-xl sm:w-auto');

  const confirm = () =>
    remove.mutate(token, {
      // Deleted here, or already (another tab, the company's retention): either way nothing is left.
      onSuccess: onDeleted,
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'my_data_not_found') onDeleted();
      },
    });

  return (
    <Card title={t('privacy.myData.actions.title')}>
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <a href={link(MY_DATA_EXPORT_PATH)} download className={secondary}>
          {t('privacy.myData.actions.export')}
        </a>
        <a href={link(MY_DATA_CV_PATH)} download className={secondary}>
          {t('privacy.myData.actions.cv')}
        </a>
        <Button variant="danger" size="lg" className="w-full rounded-xl sm:w-auto" onClick={() => setConfirming(true)}>
          {t('privacy.myData.actions.delete')}
        </Button>
      </div>
      <LazyDialog
        open={confirming}
        tone="error"
        title={t('privacy.myData.confirm.title')}
        onClose={remove.isPending ? undefined : () => setConfirming(false)}
        actions={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)} disabled={remove.isPending}>
              {t('common.actions.cancel')}
            </Button>
            <Button variant="danger" onClick={confirm} loading={remove.isPending}>
              {t('privacy.myData.confirm.confirm')}
            </Button>
          </>
        }
      >
        <p>{t('privacy.myData.confirm.body', { company })}</p>
        {remove.error ? (
          <div className="mt-3">
            <Alert>{errorText(remove.error, t('privacy.myData.confirm.error'))}</Alert>
          </div>
        ) : null}
      </LazyDialog>
    </Card>
  );
}
