import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createTestApp, type TestApp } from '../helper.ts';
import { testEngine } from '../test-db.ts';

/** An id no table holds (within PostgreSQL's integer range, so it reaches the reference check). */
const MISSING = 987_654;

let t: TestApp;
let admin: string;
// biome-ignore lint/suspicious/noExplicitAny: API answers are read loosely in tests
const rec: Record<string, any> = {};

async function call(method: string, url: string, payload?: object) {
  return t.request({ method: method as 'POST', url, token: admin, ...(payload ? { payload } : {}) });
}
async function ok(method: string, url: string, payload?: object) {
  const res = await call(method, url, payload);
  if (res.statusCode !== 200) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.json();
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(ADMIN.email, ADMIN.password);
  rec.client = (await ok('POST', '/api/clients', { business_name: 'Riferimenti S.r.l.' })).client;
  rec.project = (await ok('POST', '/api/projects', { code: 'REF-1', name: 'Riferimenti' })).project;
  rec.todo = (await ok('POST', '/api/todos', { title: 'Controllo riferimenti' })).todo;
  rec.opportunity = (
    await ok('POST', '/api/opportunities', { title: 'Offerta', client_id: rec.client.id })
  ).opportunity;
  rec.timing = (
    await ok('POST', '/api/timings', { started_at: '2026-03-02T08:00:00.000Z', minutes: 30 })
  ).timing;
  rec.rowType = (await ok('GET', '/api/opportunities/settings')).opportunity_rows_type[0].id;
});
afterAll(async () => t?.close());

interface Case {
  endpoint: string;
  body: () => Record<string, unknown>;
  field: string;
  /** The error's key when it differs from the field (a row of a list). */
  errorKey?: string;
  value?: unknown;
}

const row = () => ({ type_id: rec.rowType, description: 'Riga', unit_price_cents: 100, vat_rate: 22 });
const opportunity = () => ({ title: 'Offerta', client_id: rec.client.id });
const timing = () => ({ started_at: '2026-03-03T08:00:00.000Z', minutes: 15 });
const cell = () => ({ project_id: rec.project.id, date: '2026-03-04', minutes: 60 });

/** Every write endpoint with a body field holding the id of another table. */
const cases: Case[] = [
  ...['state_id', 'category_id', 'account_manager_id'].map((field) => ({
    endpoint: 'POST /api/clients',
    body: () => ({ business_name: 'X' }),
    field,
  })),
  ...['type_id', 'client_id'].map((field) => ({
    endpoint: 'POST /api/persons',
    body: () => ({ first_name: 'Anna', last_name: 'Neri' }),
    field,
  })),
  {
    endpoint: 'POST /api/products',
    body: () => ({ code: 'P-REF', name: 'Prodotto', unit_price_cents: 100 }),
    field: 'category_id',
  },
  ...['client_id', 'opportunity_id', 'type_id', 'state_id'].map((field) => ({
    endpoint: 'POST /api/contracts',
    body: () => ({ title: 'Contratto', client_id: rec.client.id }),
    field,
  })),
  ...['client_id', 'person_id', 'owner_id', 'state_id', 'type_id'].map((field) => ({
    endpoint: 'POST /api/opportunities',
    body: opportunity,
    field,
  })),
  ...['type_id', 'state_id', 'product_id'].map((field) => ({
    endpoint: 'POST /api/opportunities',
    body: () => ({ ...opportunity(), rows: [{ ...row(), [field]: MISSING }] }),
    field: 'rows',
    errorKey: `rows.0.${field}`,
    value: undefined,
  })),
  {
    endpoint: 'POST /api/opportunities/:opportunity/status',
    body: () => ({ updated_at: rec.opportunity.updated_at }),
    field: 'state_id',
  },
  ...['client_id', 'contract_id', 'state_id', 'category_id', 'manager_id', 'member_ids'].map((field) => ({
    endpoint: 'POST /api/projects',
    body: () => ({ code: `REF-${field.toUpperCase().replace('_', '')}`, name: 'Progetto' }),
    field,
  })),
  ...['client_id', 'member_ids'].map((field) => ({
    endpoint: 'PUT /api/projects/:project',
    body: () => ({ code: 'REF-1', name: 'Riferimenti', updated_at: rec.project.updated_at }),
    field,
  })),
  ...['project_id', 'client_id', 'assignee_ids', 'state_id', 'category_id'].map((field) => ({
    endpoint: 'POST /api/todos',
    body: () => ({ title: 'To-do' }),
    field,
  })),
  ...['project_id', 'assignee_ids'].map((field) => ({
    endpoint: 'PUT /api/todos/:todo',
    body: () => ({ title: 'Controllo riferimenti', updated_at: rec.todo.updated_at }),
    field,
  })),
  ...['user_id', 'todo_id', 'project_id', 'client_id', 'type_id'].map((field) => ({
    endpoint: 'POST /api/timings',
    body: timing,
    field,
  })),
  ...['user_id', 'project_id', 'type_id'].map((field) => ({
    endpoint: 'PUT /api/timings/:timing',
    body: () => ({ ...timing(), updated_at: rec.timing.updated_at }),
    field,
  })),
  ...['todo_id', 'project_id', 'client_id', 'type_id'].map((field) => ({
    endpoint: 'POST /api/timings/timer/start',
    body: () => ({}),
    field,
  })),
  ...['user_id', 'project_id', 'type_id'].map((field) => ({
    endpoint: 'PUT /api/timesheet/cell',
    body: cell,
    field,
  })),
  {
    endpoint: 'POST /api/todos/:todo/checklist/apply-template',
    body: () => ({}),
    field: 'template_id',
  },
];

function urlOf(endpoint: string) {
  const [method, path] = endpoint.split(' ') as [string, string];
  return {
    method,
    url: path.replace(/:(\w+)/g, (_, name: string) => String(rec[name].id)),
  };
}

describe(`an unknown id in a body is a 422 on its field, never a database error (${testEngine})`, () => {
  it.each(cases.map((c) => [`${c.endpoint} ${c.errorKey ?? c.field}`, c] as const))('%s', async (_, c) => {
    const { method, url } = urlOf(c.endpoint);
    const value = 'value' in c ? c.value : c.field.endsWith('_ids') ? [MISSING] : MISSING;
    const body = value === undefined ? c.body() : { ...c.body(), [c.field]: value };
    const res = await call(method, url, body);
    expect(res.statusCode, res.body).toBe(422);
    const errors = res.json().errors as Record<string, string[]>;
    // A list field answers on the wrong item (`member_ids.0`).
    const key = c.errorKey ?? (c.field.endsWith('_ids') ? `${c.field}.0` : c.field);
    const messages = errors[key];
    expect(messages, res.body).toBeDefined();
    expect(messages?.[0]).toMatch(/[àèéìòù]|non |valid|esiste|Scegli/i);
  });
});
