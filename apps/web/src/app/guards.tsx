import { Navigate, Outlet } from 'react-router';
import { isDashboardUser, useSessionStore } from '../lib/session-store';
import { paths } from '../lib/paths';

/**
 * Guest-only pages (spec §2) send a signed-in user to the dashboard. A profile other than USER is not sent
 * there (spec §4: it stays on the login page), so it is treated as a guest here.
 */
export function GuestOnly() {
  const token = useSessionStore((state) => state.token);
  const perfil = useSessionStore((state) => state.perfil);
  return isDashboardUser({ token, perfil }) ? <Navigate to={paths.dashboard()} replace /> : <Outlet />;
}

/** Auth-only pages (spec §2): no token means /login. */
export function AuthOnly() {
  const token = useSessionStore((state) => state.token);
  return token ? <Outlet /> : <Navigate to={paths.login()} replace />;
}

/** "/" goes to /dashboard when signed in, otherwise to /login (spec §2). */
export function RootRedirect() {
  const token = useSessionStore((state) => state.token);
  return <Navigate to={token ? paths.dashboard() : paths.login()} replace />;
}
