/**
 * Query keys of the CRM. Everything about clients starts with `clients`, about persons with `persons`,
 * so a save invalidates a whole family (lists, detail, activity) with one call.
 */
export const crmKeys = {
  clients: ['clients'] as const,
  clientList: (query: object) => ['clients', 'list', query] as const,
  client: (id: number) => ['clients', 'detail', id] as const,
  clientActivity: (id: number, page: number) => ['clients', 'detail', id, 'activity', page] as const,
  clientPersons: (id: number, query: object) => ['clients', 'detail', id, 'persons', query] as const,
  vatCheck: (vat: string, excludeId?: number) => ['clients', 'check-vat', vat, excludeId ?? null] as const,
  persons: ['persons'] as const,
  personList: (query: object) => ['persons', 'list', query] as const,
  person: (id: number) => ['persons', 'detail', id] as const,
  personActivity: (id: number, page: number) => ['persons', 'detail', id, 'activity', page] as const,
};
