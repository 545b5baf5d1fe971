import type { PermissionName } from '@officina/contracts';
import { type QueryKey, useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useCan } from '../../lib/ability.ts';

/**
 * A record-page tab whose label carries a number ("Allegati (3)"): the tab definition adds
 * `count(recordId)`, the query options of its count (a module's own count read, under its query key
 * family so its saves refresh it). The route passes its composed tabs through `useTabCounts`; the
 * client and project features stay as they are (their labels are plain strings).
 */
export interface CountedTab {
  count?: (recordId: number) => { queryKey: QueryKey; queryFn: () => Promise<number>; staleTime?: number };
}

interface TabLike {
  key: string;
  label: string;
  permission?: PermissionName;
}

/** "Allegati" → "Allegati (3)" once the count is known; tabs the user cannot see are not counted. */
export function tabLabel(label: string, count: number | undefined): string {
  return count === undefined ? label : `${label} (${count.toLocaleString('it-IT')})`;
}

/** The tabs with their counts in the labels (same objects otherwise: their lazy bodies stay). */
export function useTabCounts<T extends TabLike>(
  tabs: readonly (T & CountedTab)[],
  recordId: number,
): readonly T[] {
  const can = useCan();
  const counted = tabs.filter(
    (tab) =>
      tab.count && (!tab.permission || can(tab.permission)) && Number.isInteger(recordId) && recordId > 0,
  );
  const results = useQueries({
    queries: counted.map((tab) => ({ ...tab.count!(recordId), retry: false })),
  });
  const counts = counted.map((tab, index) => [tab.key, results[index]?.data] as const);
  const signature = JSON.stringify(counts);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the counts' content is the identity
  return useMemo(() => {
    const byKey = new Map(counts);
    return tabs.map((tab) =>
      byKey.has(tab.key) ? { ...tab, label: tabLabel(tab.label, byKey.get(tab.key)) } : tab,
    );
  }, [tabs, signature]);
}
