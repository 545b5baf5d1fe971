import type { LoginResponse, User } from '@officina/contracts';
import { loadedQueryClient } from '../loaded-query-client.ts';
import { hasStoredPushDevice } from '../push/push-state-store.ts';
import { useSettingsStore } from '../settings/settings-store.ts';
import { useThemeStore } from '../theme-store.ts';
import { fetchPermissions, revokeToken } from './session-api.ts';
import { useSessionStore } from './session-store.ts';

/** Reloads the permission rules; a failure is only logged. */
export async function loadPermissions(): Promise<void> {
  try {
    const { permissions } = await fetchPermissions();
    useSessionStore.getState().setPermissions(permissions);
  } catch (error) {
    console.error('Permessi non caricati', error);
  }
}

/** Applies the user's saved theme on this device. */
export function applyUserTheme(user: User): void {
  useThemeStore.getState().setMode(user.theme);
}

/**
 * Login: stores user and token, then loads permissions; the settings lookups load beside
 * them. Resolves once both are settled so the first page sees the rules.
 */
export async function signIn({ token, user }: LoginResponse): Promise<void> {
  loadedQueryClient()?.clear();
  useSessionStore.getState().setSession(token, user);
  applyUserTheme(user);
  await Promise.all([loadPermissions(), useSettingsStore.getState().load()]);
}

/** Forgets the session on this device: user, permissions, token, flag, settings and cached queries. */
export function clearSession(byUser = false): void {
  useSessionStore.getState().clear(byUser);
  useSettingsStore.getState().reset();
  loadedQueryClient()?.clear();
}

/**
 * This browser stops receiving the user's pushes: the push client (loaded only when a device is
 * registered, so the login bundle stays small) deletes the device, or forgets it when offline. Not
 * awaited: logout stays fast, and the server stops the pushes of the ended session anyway.
 */
function stopPushInBackground(): void {
  if (!hasStoredPushDevice()) return;
  import('../push/push-session.ts')
    .then(({ stopPushOnLogout }) => stopPushOnLogout())
    .catch((error: unknown) => console.warn('Notifiche push: dispositivo non eliminato', error));
}

/** Logout: stops push on this browser and asks the server to revoke the token (both best effort), and clears every store. */
export async function signOut(): Promise<void> {
  const { token } = useSessionStore.getState();
  stopPushInBackground();
  clearSession(true);
  if (token) await revokeToken(token).catch(() => undefined);
}
