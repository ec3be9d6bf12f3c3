import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { AUTH_STORAGE_KEY, PROFILE_USER, type Language } from '@postula/contract/constants';

/** The signed-in company's session (spec §3): set all together on sign-in, cleared on sign-out. */
export interface Session {
  token: string | null;
  nombre_empresa: string | null;
  actividad_empresa: number | null;
  perfil: string | null;
  idioma: Language | null;
}

interface SessionState extends Session {
  setSession: (session: Session) => void;
  setIdioma: (idioma: Language) => void;
  clearSession: () => void;
}

const signedOut: Session = {
  token: null,
  nombre_empresa: null,
  actividad_empresa: null,
  perfil: null,
  idioma: null,
};

export const useSessionStore = create<SessionState>()(
  persist(
    (set) => ({
      ...signedOut,
      setSession: (session) => set(session),
      setIdioma: (idioma) => set({ idioma }),
      clearSession: () => set(signedOut),
    }),
    {
      name: AUTH_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ token, nombre_empresa, actividad_empresa, perfil, idioma }) => ({
        token,
        nombre_empresa,
        actividad_empresa,
        perfil,
        idioma,
      }),
    },
  ),
);

/** Guest-only pages send a user to the dashboard only when the profile may use it (spec §4, §6). */
export function isDashboardUser(session: Pick<Session, 'token' | 'perfil'>): boolean {
  return session.token !== null && session.perfil === PROFILE_USER;
}
