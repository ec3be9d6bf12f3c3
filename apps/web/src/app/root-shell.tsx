import { Outlet } from 'react-router';
import { LoadingOverlay } from './loading-overlay';
import { SessionExpiredDialog } from './session-expired-dialog';

/** The root route: every page, plus the global dialogs of spec §2. */
export function RootShell() {
  return (
    <>
      <Outlet />
      <SessionExpiredDialog />
      <LoadingOverlay />
    </>
  );
}
