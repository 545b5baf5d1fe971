import type { PermissionRule, User } from '@officina/contracts';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export const SESSION_STORAGE_KEY = 'officina:session';

interface SessionState {
  token: string | null;
  user: User | null;
  authenticated: boolean;
  permissions: PermissionRule[];
  /**
   * The session was ended by the person (Esci), not by an expiry: the guard then sends them to a
   * plain /login, without remembering the page they were on for whoever signs in next. Not persisted.
   */
  signedOut: boolean;
  setSession: (token: string, user: User) => void;
  setUser: (user: User) => void;
  setPermissions: (permissions: PermissionRule[]) => void;
  /** Forgets the session; `byUser` when the person chose to sign out. */
  clear: (byUser?: boolean) => void;
}

const empty = { token: null, user: null, authenticated: false, permissions: [] };

/** Session state: kept in localStorage so a reload restores it, permissions included. */
export const useSessionStore = create<SessionState>()(
  persist(
    (set) => ({
      ...empty,
      signedOut: false,
      setSession: (token, user) => set({ token, user, authenticated: true, signedOut: false }),
      setUser: (user) => set({ user }),
      setPermissions: (permissions) => set({ permissions }),
      clear: (byUser = false) => set({ ...empty, signedOut: byUser }),
    }),
    {
      name: SESSION_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ token, user, authenticated, permissions }) => ({
        token,
        user,
        authenticated,
        permissions,
      }),
    },
  ),
);

export const getToken = (): string | null => useSessionStore.getState().token;
