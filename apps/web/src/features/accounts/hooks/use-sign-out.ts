import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { queryClient } from '../../../lib/query-client';
import { useSessionStore } from '../../../lib/session-store';
import { logout } from '../api/logout';
import { paths } from '../../../lib/paths';

/** Sign-out (spec §4): revokes the token on the server, forgets the session here and goes to /login. */
export function useSignOut() {
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await logout();
    } catch {
      // The server may be unreachable or the token already invalid; the session is forgotten either way.
    }
    useSessionStore.getState().clearSession();
    queryClient.clear();
    void navigate(paths.login(), { replace: true });
  }, [navigate]);
}
