import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { Toaster } from '../components/ui/toast';
import { LoadingOverlay } from '../components/ui/loading-overlay';
import { SessionExpiredDialog } from './session-expired-dialog';

/** The root route: every page, plus the global dialogs of spec §2 and the place where toasts show. */
export function RootShell() {
  const { t } = useTranslation();
  return (
    <>
      <Outlet />
      <SessionExpiredDialog />
      <LoadingOverlay />
      <Toaster label={t('app.toasts.label')} />
    </>
  );
}
