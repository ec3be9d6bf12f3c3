import { useNavigate } from 'react-router';
import { PROFILE_USER } from '@postula/contract/constants';
import type { LoginRequest } from '@postula/contract/accounts';
import { setLanguage } from '../../../lib/i18n';
import { useSessionStore } from '../../../lib/session-store';
import { useThemeStore } from '../../../lib/theme-store';
import { useLogin } from '../api/login';
import { paths } from '../../../lib/paths';

/**
 * Signs in (spec §4): stores the session, applies the account's language and theme, and opens the dashboard
 * only for the USER profile; other profiles stay on the login page.
 */
export function useSignIn() {
  const navigate = useNavigate();
  const mutation = useLogin();
  const signIn = (request: LoginRequest) =>
    mutation.mutate(request, {
      onSuccess: (response) => {
        useSessionStore.getState().setSession({
          token: response.token,
          nombre_empresa: response.nombre_empresa,
          actividad_empresa: response.actividad_empresa,
          perfil: response.perfil,
          idioma: response.idioma,
        });
        setLanguage(response.idioma);
        useThemeStore.getState().setTheme(response.tema);
        if (response.perfil === PROFILE_USER) void navigate(paths.dashboard(), { replace: true });
      },
    });
  return { signIn, isPending: mutation.isPending, error: mutation.error, reset: mutation.reset };
}
