import { useMemo } from 'react';
import type { IdOption } from '../../../components/form-id-select.tsx';
import { useSettingsStore } from '../../../lib/settings/settings-store.ts';

export interface CrmLookups {
  clientStates: IdOption[];
  clientCategories: IdOption[];
  personTypes: IdOption[];
  /** Colleagues who can be account manager (people settings' user_subusers). */
  accountManagers: IdOption[];
}

/** The CRM's lookups from the settings store (loaded after login), as select options. */
export function useCrmLookups(): CrmLookups {
  const people = useSettingsStore((state) => state.people);
  return useMemo(() => {
    const byPosition = <T extends { position: number }>(list: readonly T[] | undefined) =>
      [...(list ?? [])].sort((a, b) => a.position - b.position);
    return {
      clientStates: byPosition(people?.client_states),
      clientCategories: byPosition(people?.client_categories),
      personTypes: byPosition(people?.person_types),
      accountManagers: (people?.user_subusers ?? []).map((user) => ({
        id: user.id,
        name: `${user.name} ${user.surname}`,
      })),
    };
  }, [people]);
}
