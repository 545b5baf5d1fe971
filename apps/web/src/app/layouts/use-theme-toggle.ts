import type { Theme } from '@officina/contracts';
import { useUpdateProfile } from '../../features/profile/api/update-profile.ts';
import { useSessionStore } from '../../lib/session/session-store.ts';
import { useThemeStore } from '../../lib/theme-store.ts';

/** The navbar switch: applies the theme on this device and, when signed in, saves it to the profile. */
export function useThemeToggle() {
  const mode = useThemeStore((state) => state.mode);
  const user = useSessionStore((state) => state.user);
  const { mutate } = useUpdateProfile({ background: true });

  const setTheme = (next: Theme) => {
    useThemeStore.getState().setMode(next);
    if (user) mutate({ name: user.name, surname: user.surname, theme: next });
  };
  return { mode, setTheme };
}
