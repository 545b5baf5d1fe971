import type { Api } from '../support/api.ts';
import { unique } from '../support/records.ts';
import { calendarsOf } from '../support/schedules.ts';

/**
 * The records the injection suite fills with hostile text, one entry per module: how to make one
 * (the fields that are not free text), how to read it back, and where the web shows it. Which fields
 * are free text is not listed here: it comes from the OpenAPI document (hostile.ts textFieldsOf).
 */
export interface HostileModule {
  name: string;
  /** POST path under /api that makes one, and the key of the record in its answer. */
  create: string;
  key: string;
  /** The non-text fields a valid body needs (ids, dates, a code matching its pattern). */
  base: (api: Api) => Promise<Record<string, unknown>>;
  /** The record as read back (GET, plus what only another call answers: rows, revealed secrets). */
  read: (api: Api, id: number) => Promise<Record<string, unknown>>;
  /**
   * Free-text fields the schema checks for a format (e-mail, telephone, VAT number, an address the
   * web opens…): a payload there is refused with 422 naming the field, never stored. A valid value
   * is sent instead when one is needed.
   */
  validated?: Record<string, unknown>;
  /** Fields the schema normalises on purpose, with what is stored for the value sent. */
  normalised?: Record<string, (sent: string) => unknown>;
  detail: (record: Record<string, unknown>) => string;
  /** The list filtered by the record's search word, when the module has a `?q=` list. */
  list?: (word: string) => string;
  /** The field whose text the detail page must show (escaped, as text). */
  shown: string;
  /** The label of the form field the detail shows it in, when it is an editable field (an event's dialog). */
  shownIn?: string;
  /** Whether the global search (/search) finds the module's records. */
  searchable: boolean;
}

const upper = (value: string) => value.trim().toUpperCase();
/** Inner runs of blanks made one space and trimmed (the schemas' `tidy`). */
const tidy = (value: string) => value.trim().replace(/\s+/g, ' ');

const getKey = (path: string, key: string) => async (api: Api, id: number) =>
  (await api.get<Record<string, Record<string, unknown>>>(`${path}/${id}`))[key] as Record<string, unknown>;

export const hostileModules: HostileModule[] = [
  {
    name: 'clients',
    create: '/clients',
    key: 'client',
    base: async () => ({}),
    read: getKey('/clients', 'client'),
    validated: {
      vat_number: null,
      tax_code: null,
      sdi_code: null,
      pec: null,
      email: null,
      phone: null,
      website: null,
      postal_code: null,
      province: null,
    },
    detail: (record) => `/crm/detail/${record.id}`,
    list: (word) => `/crm?q=${word}`,
    shown: 'business_name',
    searchable: true,
  },
  {
    name: 'persons',
    create: '/persons',
    key: 'person',
    base: async () => ({}),
    read: getKey('/persons', 'person'),
    validated: { email: null, phone: null, mobile: null, privacy_consent_on: null },
    detail: (record) => `/crm/persons/${record.id}/detail`,
    list: (word) => `/crm/persons?q=${word}`,
    shown: 'last_name',
    searchable: true,
  },
  {
    name: 'projects',
    create: '/projects',
    key: 'project',
    base: async () => ({ code: `INJ-${unique()}` }),
    read: getKey('/projects', 'project'),
    detail: (record) => `/projects/detail/${record.id}`,
    list: (word) => `/projects?q=${word}`,
    shown: 'name',
    searchable: true,
  },
  {
    name: 'todos',
    create: '/todos',
    key: 'todo',
    base: async () => ({}),
    read: getKey('/todos', 'todo'),
    detail: (record) => `/todos/${record.id}/detail`,
    // Every assignee's, not only the signed-in user's (the list's default).
    list: (word) => `/todos?assignee=all&q=${word}`,
    shown: 'title',
    searchable: true,
  },
  {
    name: 'products',
    create: '/products',
    key: 'product',
    base: async () => ({ code: `INJ-${unique()}`, unit_price_cents: 1000 }),
    read: getKey('/products', 'product'),
    detail: (record) => `/products/${record.id}/detail`,
    list: (word) => `/products?q=${word}`,
    shown: 'name',
    searchable: true,
  },
  {
    name: 'opportunities',
    create: '/opportunities',
    key: 'opportunity',
    base: async (api) => {
      const { client } = await api.post<{ client: { id: number } }>('/clients', {
        business_name: `Cliente iniezioni ${unique()}`,
      });
      const free = await api.lookupId('opportunity_rows_type', 'free');
      return {
        client_id: client.id,
        rows: [
          { type_id: free, description: '', quantity: 1, unit_price_cents: 1000 },
          { type_id: free, description: '', quantity: 2, unit_price_cents: 500 },
        ],
      };
    },
    read: async (api, id) => {
      const answer = await api.get<{ opportunity: Record<string, unknown>; rows: unknown[] }>(
        `/opportunities/${id}`,
      );
      return { ...answer.opportunity, rows: answer.rows };
    },
    validated: { expected_close_on: null, valid_until: null },
    detail: (record) => `/opportunities/${record.id}/detail`,
    list: (word) => `/opportunities?q=${word}`,
    shown: 'title',
    searchable: true,
  },
  {
    name: 'contracts',
    create: '/contracts',
    key: 'contract',
    base: async (api) => {
      const { client } = await api.post<{ client: { id: number } }>('/clients', {
        business_name: `Cliente iniezioni ${unique()}`,
      });
      return { client_id: client.id };
    },
    read: getKey('/contracts', 'contract'),
    validated: { start_on: null, end_on: null },
    detail: (record) => `/contracts/${record.id}/detail`,
    list: (word) => `/contracts?q=${word}`,
    shown: 'title',
    searchable: true,
  },
  {
    name: 'external links',
    create: '/external-links',
    key: 'external_link',
    base: async () => ({}),
    read: getKey('/external-links', 'external_link'),
    // Only an absolute http(s) address is accepted; this one still carries markup and quotes.
    validated: { url: `https://esempio.it/${unique()}?q="><svg/onload=window.__xss=1>&r='--` },
    detail: (record) => `/external-links/${record.id}/detail`,
    list: (word) => `/external-links?q=${word}`,
    shown: 'title',
    searchable: true,
  },
  {
    name: 'keyholders',
    create: '/keyholders',
    key: 'keyholder',
    base: async () => ({}),
    read: async (api, id) => {
      const { keyholder } = await api.get<{ keyholder: Record<string, unknown> }>(`/keyholders/${id}`);
      const revealed = await api.post<{ secret: string | null; notes: string | null }>(
        `/keyholders/${id}/reveal`,
      );
      return { ...keyholder, ...revealed };
    },
    validated: { expires_on: null },
    detail: (record) => `/keyholders/${record.id}/detail`,
    list: (word) => `/keyholders?q=${word}`,
    shown: 'title',
    searchable: true,
  },
  {
    name: 'keys',
    create: '/keyholders/keys',
    key: 'key',
    base: async () => ({}),
    read: getKey('/keyholders/keys', 'key'),
    normalised: { code: upper, label: tidy },
    detail: (record) => `/keyholders/keys/${record.id}/detail`,
    shown: 'label',
    searchable: false,
  },
  {
    name: 'schedules',
    create: '/schedules',
    key: 'schedule',
    base: async (api) => {
      const [calendar] = await calendarsOf(api);
      const day = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
      return { calendar_id: calendar?.id, start: `${day}T09:00`, end: `${day}T10:00` };
    },
    read: getKey('/schedules', 'schedule'),
    detail: (record) =>
      `/schedules?date=${String(record.start).slice(0, 10)}&view=settimana&evento=${record.id}`,
    shown: 'title',
    // The event opens in its dialog, the title in its field.
    shownIn: 'Titolo',
    searchable: true,
  },
  {
    name: 'documentation pages',
    create: '/documentations',
    key: 'documentation',
    base: async () => ({ tags: ['x'] }),
    read: getKey('/documentations', 'documentation'),
    normalised: { 'tags.*': (sent) => tidy(sent).toLowerCase() },
    detail: (record) => `/documentations/${record.id}/detail`,
    list: (word) => `/documentations?q=${word}`,
    shown: 'title',
    searchable: true,
  },
  {
    name: 'checklist templates',
    create: '/checklist-templates',
    key: 'template',
    base: async () => ({ items: [''] }),
    read: getKey('/checklist-templates', 'template'),
    detail: () => '/settings/checklists',
    shown: 'name',
    searchable: false,
  },
];
