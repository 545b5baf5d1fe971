import { queryOptions, useQuery } from '@tanstack/react-query';
import { getOpportunity, opportunityKeys } from '../../../lib/entities/opportunities.ts';

export const opportunityQueryOptions = (id: number) =>
  queryOptions({ queryKey: opportunityKeys.detail(id), queryFn: () => getOpportunity(id) });

/** GET /opportunities/:id: the record, its rows in order and the totals (`enabled: false` waits). */
export function useOpportunity(id: number, enabled = true) {
  return useQuery({ ...opportunityQueryOptions(id), enabled: enabled && Number.isInteger(id) && id > 0 });
}
