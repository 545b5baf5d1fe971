import type { PermissionRule, User } from '@officina/contracts';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export const SESSION_STORAGE_KEY = 'officina:session';

interface SessionState {
  token: string | null;
  user: User | null;
  authenticated: boolean;
  permissions: PermissionRule[];
  setSession: (token: string, user: User) => void;
  setUser: (user: User) => void;
  setPermissions: (permissions: PermissionRule[]) => void;
  clear: () => void;
}

const empty = { token: null, user: null, authenticated: false, permissions: [] };

/** Session state: kept in localStorage so a reload restores it, permissions included. */
export const useSessionStore = create<SessionState>()(
  persist(
    (set) => ({
      ...empty,
      setSession: (token, user) => set({ token, user, authenticated: true }),
      setUser: (user) => set({ user }),
      setPermissions: (permissions) => set({ permissions }),
      clear: () => set({ ...empty }),
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
