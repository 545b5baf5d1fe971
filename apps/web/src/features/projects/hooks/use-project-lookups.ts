import { useMemo } from 'react';
import type { IdOption } from '../../../components/form-id-select.tsx';
import { useSettingsStore } from '../../../lib/settings/settings-store.ts';

export interface ProjectLookups {
  states: IdOption[];
  categories: IdOption[];
  /** Colleagues (people settings' user_subusers), for manager and members. */
  users: IdOption[];
}

const byPosition = <T extends { position: number }>(list: readonly T[] | undefined) =>
  [...(list ?? [])].sort((a, b) => a.position - b.position);

/** Project states and categories (officina settings) and colleagues, as select options. */
export function useProjectLookups(): ProjectLookups {
  const product = useSettingsStore((state) => state.product);
  const people = useSettingsStore((state) => state.people);
  return useMemo(
    () => ({
      states: byPosition(product?.project_states),
      categories: byPosition(product?.project_categories),
      users: (people?.user_subusers ?? []).map((user) => ({
        id: user.id,
        name: `${user.name} ${user.surname}`,
      })),
    }),
    [product, people],
  );
}
