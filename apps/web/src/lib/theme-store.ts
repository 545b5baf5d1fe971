import type { Theme } from '@officina/contracts';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export const THEME_STORAGE_KEY = 'officina:theme';

interface ThemeState {
  mode: Theme;
  setMode: (mode: Theme) => void;
}

/** The chosen theme, kept on this device; the profile keeps it for the next sign-in elsewhere. */
export const useThemeStore = create<ThemeState>()(
  persist((set) => ({ mode: 'light', setMode: (mode) => set({ mode }) }), {
    name: THEME_STORAGE_KEY,
    storage: createJSONStorage(() => localStorage),
    partialize: ({ mode }) => ({ mode }),
  }),
);
