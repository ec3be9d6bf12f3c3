import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { DEFAULT_THEME, THEME_STORAGE_KEY, THEMES, type Theme } from '@postula/contract/constants';

interface ThemeState {
  theme: Theme;
  setTheme: (theme: Theme) => void;
}

export const useThemeStore = create<ThemeState>()(
  persist(
    (set) => ({
      theme: DEFAULT_THEME,
      setTheme: (theme) => set({ theme }),
    }),
    {
      name: THEME_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ theme }) => ({ theme }),
      // A hand-edited or stale value must not leave the page in an unknown theme.
      merge: (persisted, current) => {
        const theme = (persisted as { theme?: unknown } | undefined)?.theme;
        return { ...current, theme: THEMES.includes(theme as Theme) ? (theme as Theme) : DEFAULT_THEME };
      },
    },
  ),
);

function applyTheme(theme: Theme): void {
  document.documentElement.classList.toggle('dark', theme === 'oscuro');
  document.documentElement.style.colorScheme = theme === 'oscuro' ? 'dark' : 'light';
}

/** Keeps the `dark` class on <html> (Tailwind's dark variant) in step with the stored theme. */
export function startThemeSync(): void {
  applyTheme(useThemeStore.getState().theme);
  useThemeStore.subscribe((state) => applyTheme(state.theme));
}
