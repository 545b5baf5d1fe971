import type {
  BillingPeriod,
  ProductRecurrence,
  ProductUnit,
  RecurrenceInput,
  TodoPriority,
} from '@officina/contracts';
import type { Api } from './api.ts';
import { romeDateIn } from './detail.ts';

/**
 * Records a test makes for itself through the API, each named with `unique()` so that nothing another
 * test (or another run of the same test) makes or changes can be mistaken for it.
 */

let counter = 0;

/** Digits no other test of this run uses: the time, the worker's pid and a counter. */
export function unique(): string {
  counter += 1;
  return `${Date.now()}${process.pid % 1000}${counter}`;
}

/**
 * A valid Partita IVA no other test uses: 7 random digits (the first not zero), an existing office code
 * (001–100) and their check digit.
 */
export function freshPartitaIva(): string {
  const office = String(1 + Math.floor(Math.random() * 100)).padStart(3, '0');
  const digits = [
    ...Array.from({ length: 7 }, (_, i) =>
      i === 0 ? 1 + Math.floor(Math.random() * 9) : Math.floor(Math.random() * 10),
    ),
    ...office.split('').map(Number),
  ];
  const sum = digits.reduce((total, digit, index) => {
    if (index % 2 === 0) return total + digit;
    const doubled = digit * 2;
    return total + (doubled > 9 ? doubled - 9 : doubled);
  }, 0);
  return `${digits.join('')}${(10 - (sum % 10)) % 10}`;
}

export interface ClientRecord {
  id: number;
  business_name: string;
  vat_number: string | null;
}

export async function createClient(
  api: Api,
  fields: { business_name?: string; vat_number?: string; city?: string } = {},
): Promise<ClientRecord> {
  const { client } = await api.post<{ client: ClientRecord }>('/clients', {
    business_name: `Cliente E2E ${unique()} S.r.l.`,
    ...fields,
  });
  return client;
}

export interface PersonRecord {
  id: number;
  first_name: string;
  last_name: string;
}

export async function createPerson(
  api: Api,
  fields: { first_name: string; last_name: string; client_id?: number; email?: string },
): Promise<PersonRecord> {
  const { person } = await api.post<{ person: PersonRecord }>('/persons', fields);
  return person;
}

export interface OpportunityRecord {
  id: number;
  number: string;
  title: string;
  client_id: number;
  updated_at: string;
}

/** A row of an offer: a free row unless `type` says otherwise, in Proposta. */
export interface OfferRow {
  description: string;
  quantity?: number;
  unit_price_cents: number;
}

/**
 * An opportunity for a client of its own (made here unless given), in state `state` (a lookup key of
 * `opportunity_states`, default Nuova), with free rows in Proposta.
 */
export async function createOpportunity(
  api: Api,
  fields: { title?: string; client_id?: number; state?: string; rows?: OfferRow[] } = {},
): Promise<OpportunityRecord> {
  const client_id = fields.client_id ?? (await createClient(api)).id;
  const freeRow = fields.rows?.length ? await api.lookupId('opportunity_rows_type', 'free') : null;
  const { opportunity } = await api.post<{ opportunity: OpportunityRecord }>('/opportunities', {
    title: fields.title ?? `Opportunità E2E ${unique()}`,
    client_id,
    state_id: fields.state ? await api.lookupId('opportunity_states', fields.state) : null,
    ...(fields.rows ? { rows: fields.rows.map((row) => ({ type_id: freeRow, ...row })) } : {}),
  });
  return opportunity;
}

/** Moves an opportunity to a state through POST /status (won, lost with a reason…). */
export async function changeOpportunityState(
  api: Api,
  opportunity: OpportunityRecord,
  state: string,
  extra: { lost_reason?: string } = {},
): Promise<OpportunityRecord> {
  const answer = await api.post<{ opportunity: OpportunityRecord }>(
    `/opportunities/${opportunity.id}/status`,
    {
      state_id: await api.lookupId('opportunity_states', state),
      updated_at: opportunity.updated_at,
      ...extra,
    },
  );
  return answer.opportunity;
}

export interface ProductRecord {
  id: number;
  code: string;
  name: string;
}

export async function createProduct(
  api: Api,
  fields: {
    code: string;
    name: string;
    category?: string;
    unit_price_cents: number;
    vat_rate?: number;
    unit?: ProductUnit;
    recurrence?: ProductRecurrence;
  },
): Promise<ProductRecord> {
  const { category, ...rest } = fields;
  const { product } = await api.post<{ product: ProductRecord }>('/products', {
    ...rest,
    category_id: category ? await api.lookupId('product_categories', category) : null,
  });
  return product;
}

export interface ContractRecord {
  id: number;
  title: string;
}

/** A contract for a client of its own (made here unless given); dates are days from today in Rome. */
export async function createContract(
  api: Api,
  fields: {
    title: string;
    client_id?: number;
    state?: string;
    type?: string;
    startInDays?: number;
    endInDays?: number;
    tacit_renewal?: boolean;
    notice_days?: number;
    amount_cents?: number;
    billing_period?: BillingPeriod;
    hours_included_minutes?: number;
  },
): Promise<ContractRecord> {
  const { client_id, state, type, startInDays, endInDays, ...rest } = fields;
  const { contract } = await api.post<{ contract: ContractRecord }>('/contracts', {
    ...rest,
    client_id: client_id ?? (await createClient(api)).id,
    state_id: state ? await api.lookupId('contract_states', state) : null,
    type_id: type ? await api.lookupId('contract_types', type) : null,
    start_on: startInDays === undefined ? null : romeDateIn(startInDays).iso,
    end_on: endInDays === undefined ? null : romeDateIn(endInDays).iso,
  });
  return contract;
}

export interface ProjectRecord {
  id: number;
  code: string;
  name: string;
}

export async function createProject(
  api: Api,
  fields: { code?: string; name?: string; contract_id?: number; client_id?: number } = {},
): Promise<ProjectRecord> {
  const stamp = unique();
  const { project } = await api.post<{ project: ProjectRecord }>('/projects', {
    code: `E2E-${stamp}`,
    name: `Progetto E2E ${stamp}`,
    ...fields,
  });
  return project;
}

export interface TodoRecord {
  id: number;
  title: string;
}

export async function createTodo(
  api: Api,
  fields: {
    title: string;
    project_id?: number;
    due_at?: string;
    priority?: TodoPriority;
    recurrence?: RecurrenceInput;
  },
): Promise<TodoRecord> {
  const { todo } = await api.post<{ todo: TodoRecord }>('/todos', fields);
  return todo;
}

/** Adds an item to a to-do's checklist, ticked when `checked`. */
export async function addChecklistItem(api: Api, todoId: number, text: string, checked = false) {
  const { items } = await api.post<{ items: { id: number; text: string }[] }>(`/todos/${todoId}/checklist`, {
    text,
  });
  const item = items.find((candidate) => candidate.text === text);
  if (!item) throw new Error(`checklist item ${text} not in the answer`);
  if (checked) await api.post(`/checklist-items/${item.id}/toggle`, { checked: true });
  return item;
}

/** A time entry of `minutes` (a duration, started now) on a to-do or a project, for the signed-in user. */
export async function recordTime(
  api: Api,
  fields: { minutes: number; todo_id?: number; project_id?: number },
) {
  await api.post('/timings', { ...fields, started_at: new Date().toISOString() });
}

export interface ChecklistTemplateRecord {
  id: number;
  name: string;
  items: string[];
}

export async function createChecklistTemplate(
  api: Api,
  name: string,
  items: string[],
): Promise<ChecklistTemplateRecord> {
  const { template } = await api.post<{ template: ChecklistTemplateRecord }>('/checklist-templates', {
    name,
    items,
  });
  return template;
}
