import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../components/ui/button';
import { Dialog } from '../components/ui/dialog';
import { queryClient } from '../lib/query-client';
import { useSessionExpiredStore } from '../lib/session-expired-store';
import { useSessionStore } from '../lib/session-store';
import { paths } from '../lib/paths';

/** Shown on any HTTP 403 (spec §4, §8): accepting clears the session, closes the dialog and goes to /login. */
export function SessionExpiredDialog() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const open = useSessionExpiredStore((state) => state.open);

  const accept = () => {
    useSessionStore.getState().clearSession();
    queryClient.clear();
    useSessionExpiredStore.getState().dismiss();
    void navigate(paths.login(), { replace: true });
  };

  return (
    <Dialog
      open={open}
      tone="info"
      title={t('app.sessionExpired.title')}
      actions={<Button onClick={accept}>{t('common.actions.accept')}</Button>}
    >
      {t('app.sessionExpired.body')}
    </Dialog>
  );
}
