import { useEffect } from 'react';
import { syncPushDevice } from '../../../lib/push/push-session.ts';
import { hasStoredPushDevice } from '../../../lib/push/push-state-store.ts';
import { useSessionStore } from '../../../lib/session/session-store.ts';

/** The session already checked on this page (one check per session, whatever remounts). */
let checkedToken: string | null = null;

/**
 * On sign-in and on app load: a browser registered for push is made to belong to the signed-in
 * user, and tied to this session (lib/push/push-session.ts `syncPushDevice`). Browsers without a
 * device skip it without touching the service worker. Failures are only logged: push is a bonus.
 */
export function usePushDeviceSync(): void {
  const userId = useSessionStore((state) => state.user?.id ?? null);
  const token = useSessionStore((state) => state.token);

  useEffect(() => {
    if (userId === null || !token || checkedToken === token || !hasStoredPushDevice()) return;
    checkedToken = token;
    syncPushDevice(userId).catch((error: unknown) =>
      console.warn('Notifiche push: dispositivo non aggiornato', error),
    );
  }, [userId, token]);
}
