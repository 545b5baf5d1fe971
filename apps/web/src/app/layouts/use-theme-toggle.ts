import type { Theme } from '@officina/contracts';
import { applySavedProfile, updateProfile } from '../../features/profile/api/update-profile.ts';
import { useSessionStore } from '../../lib/session/session-store.ts';
import { useThemeStore } from '../../lib/theme-store.ts';

/**
 * The navbar switch: applies the theme on this device and, when signed in, saves it to the profile in
 * the background (no loading overlay; a failure is toasted by the API client). A plain call rather than
 * a mutation hook: the switch is also on the public pages, which have no query client (bundle budget).
 */
export function useThemeToggle() {
  const mode = useThemeStore((state) => state.mode);
  const user = useSessionStore((state) => state.user);

  const setTheme = (next: Theme) => {
    useThemeStore.getState().setMode(next);
    if (!user) return;
    updateProfile({ name: user.name, surname: user.surname, theme: next }, { loading: false }).then(
      applySavedProfile,
      () => undefined,
    );
  };
  return { mode, setTheme };
}
