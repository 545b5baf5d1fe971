/** The audit page's filters as they live in the URL (`?user_id=3&entity=client&from=2026-11-01`). */
export interface AuditFilters {
  user_id?: number;
  entity?: string;
  action?: string;
  from?: string;
  to?: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const NAME = /^[a-z_]{1,40}$/;

/** Reads the filters from the URL, dropping what the server would refuse (a bookmark from before). */
export function auditFiltersFrom(params: URLSearchParams): AuditFilters {
  const filters: AuditFilters = {};
  const user = Number(params.get('user_id'));
  if (Number.isInteger(user) && user > 0) filters.user_id = user;
  for (const key of ['entity', 'action'] as const) {
    const value = params.get(key);
    if (value && NAME.test(value)) filters[key] = value;
  }
  for (const key of ['from', 'to'] as const) {
    const value = params.get(key);
    if (value && DAY.test(value)) filters[key] = value;
  }
  return filters;
}

/** The filters as URL parameters, without the empty ones. */
export function auditFiltersToParams(filters: AuditFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return params;
}

/** Whether the period runs backwards (the server would answer 422): the page says so instead. */
export function periodReversed(filters: AuditFilters): boolean {
  return Boolean(filters.from && filters.to && filters.from > filters.to);
}

export const hasAuditFilters = (filters: AuditFilters) => Object.keys(filters).length > 0;
