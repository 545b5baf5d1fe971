import type { Lookup } from '@officina/contracts';
import { useMemo } from 'react';
import { useSettingsStore } from './settings-store.ts';

export interface SalesOption {
  id: number;
  name: string;
  color?: string | null;
}

export interface SalesLookups {
  opportunityStates: Lookup[];
  opportunityTypes: Lookup[];
  rowTypes: Lookup[];
  rowStates: Lookup[];
  contractStates: Lookup[];
  contractTypes: Lookup[];
  productCategories: Lookup[];
  /** Colleagues who can own an opportunity (people settings' user_subusers, "me" last). */
  owners: SalesOption[];
  /** The signed-in user's id (the subuser flagged active). */
  meId: number | null;
}

const byPosition = (list: readonly Lookup[] | undefined) =>
  [...(list ?? [])].sort((a, b) => a.position - b.position);

/** The sales lookups (GET opportunities/settings) from the settings store, in display order. */
export function useSalesLookups(): SalesLookups {
  const opportunities = useSettingsStore((state) => state.opportunities);
  const people = useSettingsStore((state) => state.people);
  const meId = useSettingsStore((state) => state.activeSubuserId);
  return useMemo(
    () => ({
      opportunityStates: byPosition(opportunities?.opportunity_states),
      opportunityTypes: byPosition(opportunities?.opportunity_type),
      rowTypes: byPosition(opportunities?.opportunity_rows_type),
      rowStates: byPosition(opportunities?.opportunity_rows_states),
      contractStates: byPosition(opportunities?.contract_states),
      contractTypes: byPosition(opportunities?.contract_types),
      productCategories: byPosition(opportunities?.product_categories),
      owners: (people?.user_subusers ?? []).map((user) => ({
        id: user.id,
        name: `${user.name} ${user.surname}`,
      })),
      meId,
    }),
    [opportunities, people, meId],
  );
}
