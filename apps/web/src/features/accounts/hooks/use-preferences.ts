import { useQueryClient } from '@tanstack/react-query';
import type { Language, Theme } from '@postula/contract/constants';
import { setLanguage, useLanguage } from '../../../lib/i18n';
import { useSessionStore } from '../../../lib/session-store';
import { useThemeStore } from '../../../lib/theme-store';
import { useSavePreferences } from '../api/save-preferences';

/**
 * The signed-in user's language and theme: a change applies at once and is saved to the account, so the
 * next sign-in (on any device) starts with it.
 */
export function usePreferences() {
  const language = useLanguage();
  const theme = useThemeStore((state) => state.theme);
  const save = useSavePreferences();
  const queryClient = useQueryClient();

  const changeLanguage = (idioma: Language) => {
    setLanguage(idioma);
    useSessionStore.getState().setIdioma(idioma);
    save.mutate({ idioma, tema: theme });
    // The server says analyses in the reader's language (decision 020): every answer read so far is read again
    // when next shown (an open applicants list on its next refresh), and screens being edited are left alone.
    void queryClient.invalidateQueries({ refetchType: 'none' });
  };

  const changeTheme = (tema: Theme) => {
    useThemeStore.getState().setTheme(tema);
    save.mutate({ idioma: language, tema });
  };

  return { language, theme, changeLanguage, changeTheme, saveError: save.error, clearSaveError: save.reset };
}
