import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { authUserQueryOptions } from '../../lib/session/session-api.ts';
import { useSessionStore } from '../../lib/session/session-store.ts';
import { useSettingsStore } from '../../lib/settings/settings-store.ts';

/**
 * On entering the signed-in pages: checks the stored token against GET user/auth (an expired one
 * ends on the login page through the error catalogue), keeps the user fresh, and loads the settings
 * lookups if they are missing (a reload after a failed first load).
 */
export function useSessionRefresh(): void {
  const { data } = useQuery(authUserQueryOptions());

  useEffect(() => {
    if (data) useSessionStore.getState().setUser(data.user);
  }, [data]);

  useEffect(() => {
    const settings = useSettingsStore.getState();
    if (!settings.people || !settings.product || !settings.opportunities) void settings.load();
  }, []);
}
