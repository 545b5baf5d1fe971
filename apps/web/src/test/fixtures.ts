import {
  type Lookup,
  noRecurrence,
  type OpportunityCard,
  type PeopleSettings,
  type TodoView,
  type User,
} from '@officina/contracts';

export const maria: User = {
  id: 7,
  name: 'Maria',
  surname: 'Rossi',
  email: 'maria@demo.officina.it',
  group_id: 2,
  group_name: 'Commerciali',
  theme: 'dark',
  active: true,
};

/** A kanban card of opportunity `id` in state `state_id` (number 2026/000id, client Rossi S.r.l.). */
export const boardCard = (
  id: number,
  state_id: number,
  total_cents = 10_000,
  probability = 20,
): OpportunityCard => ({
  id,
  number: `2026/${String(id).padStart(4, '0')}`,
  title: `Opportunità ${id}`,
  client_id: 1,
  client_name: 'Rossi S.r.l.',
  owner_id: null,
  owner_name: null,
  state_id,
  total_cents,
  probability,
  expected_close_on: null,
  updated_at: '2026-11-22T09:00:00.000Z',
});

/** To-do `id` on project 4 (DEMO-001 · Sito) of client 1 (Rossi S.r.l.), open, not repeating. */
export const todoView = (id: number, title = `To-do ${id}`): TodoView => ({
  id,
  title,
  description: null,
  project_id: 4,
  client_id: 1,
  state_id: null,
  category_id: null,
  priority: 'medium',
  start_at: null,
  due_at: null,
  due_all_day: false,
  estimate_minutes: null,
  recurrence: noRecurrence,
  series_id: null,
  occurrence_index: 1,
  completed_at: null,
  archived_at: null,
  created_at: '2026-11-01T09:00:00.000Z',
  updated_at: '2026-11-01T09:00:00.000Z',
  created_by: null,
  project_name: 'Sito',
  project_code: 'DEMO-001',
  client_name: 'Rossi S.r.l.',
  state_name: null,
  state_color: null,
  state_is_closed: false,
  category_name: null,
  assignees: [],
  checklist: { total: 0, done: 0 },
  overdue: false,
});

export const lookup = (id: number, name: string): Lookup => ({
  id,
  kind: 'client_states',
  key: name.toLowerCase(),
  name,
  color: null,
  position: id,
  is_closed: false,
  is_won: false,
  is_lost: false,
});

export const peopleSettings: PeopleSettings = {
  user_groups: [{ id: 2, name: 'Commerciali' }],
  user_subusers: [
    { id: 3, name: 'Luca', surname: 'Bianchi', email: 'luca@demo.officina.it' },
    { id: 7, name: 'Maria', surname: 'Rossi', email: 'maria@demo.officina.it' },
  ],
  calendars: [],
  client_states: [lookup(1, 'Prospect')],
  client_categories: [],
  person_types: [],
};

export const productSettings = {
  project_states: [lookup(10, 'In corso')],
  project_categories: [],
  todo_states: [],
  todo_type_repeat: [],
  todo_type_end_repeat: [],
  timing_types: [],
};

export const opportunitiesSettings = {
  contract_states: [],
  contract_types: [],
  product_categories: [],
  opportunity_states: [lookup(20, 'Nuova')],
  opportunity_type: [],
  opportunity_rows_type: [],
  opportunity_rows_states: [],
  opportunity_logo: null,
  opportunity_company_name: 'Officina Srl',
  opportunity_header: null,
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * A fake server at the fetch edge: answers by "METHOD /path" (the route is given the URL asked for,
 * query string included), records every call.
 */
export function fakeApi(routes: Record<string, (url: URL) => Response | Promise<Response>>) {
  const calls: { method: string; url: string; headers: Record<string, string> }[] = [];
  const fetchImpl = async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    calls.push({ method, url, headers: (init.headers ?? {}) as Record<string, string> });
    if (url === '/api/health') {
      // biome-ignore lint/suspicious/noDocumentCookie: plays the server's Set-Cookie in jsdom
      document.cookie = 'XSRF-TOKEN=test-xsrf; path=/';
      return json({ status: 'ok', database: 'ok' });
    }
    const route = routes[`${method} ${url.split('?')[0]}`];
    return route
      ? route(new URL(url, 'http://localhost'))
      : json({ alert: { message: 'Risorsa non trovata.' } }, 404);
  };
  return { calls, fetchImpl, json };
}

export { json };
