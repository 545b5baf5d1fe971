import { adminLookupKindsEndpoint, adminLookupListEndpoint, type LookupKind } from '@officina/contracts';
import { callEndpoint } from '../api/api-client.ts';

/** Query keys of the lookups administration (`/admin/lookups`). */
export const adminLookupKeys = {
  all: ['admin_lookups'] as const,
  kinds: ['admin_lookups', 'kinds'] as const,
  values: (kind: LookupKind) => ['admin_lookups', 'values', kind] as const,
};

/** GET /admin/lookups: every kind with its title, area, flags and counts. */
export function listAdminLookupKinds(signal?: AbortSignal) {
  return callEndpoint(adminLookupKindsEndpoint, { loading: false, ...(signal ? { signal } : {}) });
}

/** GET /admin/lookups/:kind: the kind's values, archived included, with their usage. */
export function listAdminLookups(kind: LookupKind, signal?: AbortSignal) {
  return callEndpoint(adminLookupListEndpoint, {
    params: { kind },
    loading: false,
    ...(signal ? { signal } : {}),
  });
}
