import { useMemo } from 'react';
import { useSettingsStore } from '../../../lib/settings/settings-store.ts';
import type { ImportLookups } from '../utils/import-check.ts';
import { useCrmLookups } from './use-crm-lookups.ts';

/** The names an import file may use for lookups and colleagues, from the settings store. */
export function useImportLookups(): ImportLookups {
  const lookups = useCrmLookups();
  const subusers = useSettingsStore((state) => state.people?.user_subusers);
  return useMemo(
    () => ({
      clientStates: lookups.clientStates,
      clientCategories: lookups.clientCategories,
      personTypes: lookups.personTypes,
      users: (subusers ?? []).map((user) => ({
        id: user.id,
        name: `${user.name} ${user.surname}`,
        email: user.email,
      })),
    }),
    [lookups, subusers],
  );
}
