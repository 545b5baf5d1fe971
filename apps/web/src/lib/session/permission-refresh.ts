import type { LiveRecordEvent, PermissionRule } from '@officina/contracts';
import { useEffect } from 'react';
import { fetchPermissions } from './session-api.ts';
import { useSessionStore } from './session-store.ts';

/** Focus and visibility events closer than this re-read the permissions once. */
const FOCUS_INTERVAL_MS = 2_000;

let running: Promise<void> | null = null;
/** A change was heard while a read was under way: that read may predate it, so read once more. */
let again = false;
let lastFocusRead = 0;

function sameRules(a: readonly PermissionRule[], b: readonly PermissionRule[]): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

async function readOnce(): Promise<void> {
  try {
    const { permissions } = await fetchPermissions();
    const session = useSessionStore.getState();
    // Signed out meanwhile, or unchanged: nothing to store (the same list keeps the same ability).
    if (!session.authenticated || sameRules(session.permissions, permissions)) return;
    session.setPermissions(permissions);
  } catch (error) {
    console.error('Permessi non ricaricati', error);
  }
}

/**
 * Reads GET user/permissions again and stores the answer when it differs, so the menu, the buttons
 * and the route guard follow a change an administrator made (a page the user may no longer open
 * then shows "Accesso negato!"). Calls while a read is under way make one more read after it.
 * Failures are only logged.
 */
export function refreshPermissions(): Promise<void> {
  if (!useSessionStore.getState().authenticated) return Promise.resolve();
  if (running) {
    again = true;
    return running;
  }
  running = (async () => {
    do {
      again = false;
      await readOnce();
    } while (again);
  })().finally(() => {
    running = null;
  });
  return running;
}

/**
 * Whether a live `record` event may have changed the signed-in user's permissions: any group's
 * (their own group's rules, or a group renamed) or their own user record (moved to another group).
 */
export function touchesPermissions(
  event: Pick<LiveRecordEvent, 'entity' | 'id'>,
  userId: number | null,
): boolean {
  if (event.entity === 'user_group') return true;
  return event.entity === 'user' && userId !== null && event.id === userId;
}

/** For the live events' stream: re-reads the permissions when a record event may have changed them. */
export function permissionsFollowRecord(event: Pick<LiveRecordEvent, 'entity' | 'id'>): void {
  if (touchesPermissions(event, useSessionStore.getState().user?.id ?? null)) void refreshPermissions();
}

function onFocus(): void {
  if (document.visibilityState === 'hidden') return;
  const now = Date.now();
  if (now - lastFocusRead < FOCUS_INTERVAL_MS) return;
  lastFocusRead = now;
  void refreshPermissions();
}

/**
 * In the signed-in shell: the permissions are read again whenever the window comes back into focus
 * (a change made while the stream was closed, or on another instance without Redis, is seen then).
 */
export function usePermissionRefresh(): void {
  useEffect(() => {
    window.addEventListener('focus', onFocus);
    document.addEventListener('visibilitychange', onFocus);
    return () => {
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('visibilitychange', onFocus);
    };
  }, []);
}
