import { auditListEndpoint } from '@officina/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/api-client.ts';
import type { AuditFilters } from '../utils/audit-filters.ts';

export const auditKeys = {
  all: ['admin', 'audit'] as const,
  list: (filters: AuditFilters) => [...auditKeys.all, 'list', filters] as const,
  options: () => [...auditKeys.all, 'options'] as const,
};

const PER_PAGE = 50;

/** GET /admin/audit, newest first, one page after another («Mostra altre»): pages continue by keyset. */
export function auditPageQueryOptions(filters: AuditFilters, enabled = true) {
  return infiniteQueryOptions({
    queryKey: auditKeys.list(filters),
    queryFn: ({ pageParam, signal }) =>
      callEndpoint(auditListEndpoint, {
        query: { ...filters, per_page: PER_PAGE, after: pageParam ?? undefined },
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.meta.next_cursor,
    enabled,
  });
}

export function useAuditPages(filters: AuditFilters, enabled = true) {
  return useInfiniteQuery(auditPageQueryOptions(filters, enabled));
}
