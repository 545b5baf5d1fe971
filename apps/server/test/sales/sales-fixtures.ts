import type { LightMyRequestResponse } from 'fastify';
import { vat } from '../crm/crm-fixtures.ts';
import { ADMIN, createTestApp, type TestApp } from '../helper.ts';

export interface SalesApp extends TestApp {
  admin: string;
  adminId: number;
  /** `lookups[kind][key]` → id, for the opportunity/contract/product kinds. */
  lookups: Record<string, Record<string, number>>;
  clientId: number;
}

/** A record of an API answer, for assertions. */
export type Rec = Record<string, unknown>;

export const json = (res: LightMyRequestResponse) => res.json() as Record<string, any>;

export async function createSalesApp(): Promise<SalesApp> {
  const t = await createTestApp();
  const admin = await t.login(ADMIN.email, ADMIN.password);
  const settings = json(await t.request({ method: 'GET', url: '/api/opportunities/settings', token: admin }));
  const lookups: Record<string, Record<string, number>> = {};
  for (const kind of [
    'opportunity_states',
    'opportunity_type',
    'opportunity_rows_type',
    'opportunity_rows_states',
    'contract_states',
    'contract_types',
    'product_categories',
  ]) {
    lookups[kind] = Object.fromEntries(settings[kind].map((l: { key: string; id: number }) => [l.key, l.id]));
  }
  const me = json(await t.request({ method: 'GET', url: '/api/user/auth', token: admin }));
  const client = await t.request({
    method: 'POST',
    url: '/api/clients',
    token: admin,
    payload: {
      business_name: 'Bianchi Informatica S.r.l.',
      vat_number: vat('0123456789'),
      sdi_code: 'M5UXCR1',
      street: 'Via Roma 1',
      postal_code: '20121',
      city: 'Milano',
      province: 'MI',
    },
  });
  if (client.statusCode !== 200) throw new Error(`client: ${client.body}`);
  return { ...t, admin, adminId: me.user.id, lookups, clientId: client.json().client.id };
}

/** Ids of a row type / row state by key. */
export function rowType(t: SalesApp, key: 'product' | 'free' | 'description' | 'discount') {
  return t.lookups.opportunity_rows_type?.[key] as number;
}
export function rowState(t: SalesApp, key: 'proposed' | 'accepted' | 'rejected' | 'optional') {
  return t.lookups.opportunity_rows_states?.[key] as number;
}
export function oppState(t: SalesApp, key: string) {
  return t.lookups.opportunity_states?.[key] as number;
}

export async function createOpportunity(t: SalesApp, body: Record<string, unknown> = {}, token = t.admin) {
  const res = await t.request({
    method: 'POST',
    url: '/api/opportunities',
    token,
    payload: { title: 'Nuovo sito web', client_id: t.clientId, ...body },
  });
  if (res.statusCode !== 200) throw new Error(`create opportunity: ${res.statusCode} ${res.body}`);
  return json(res);
}

/** The mixed rows of the totals acceptance test (hand-computed in opportunity-totals.test.ts). */
export function mixedRows(t: SalesApp) {
  return [
    {
      type_id: rowType(t, 'product'),
      description: 'Sviluppo sito',
      quantity: 3,
      unit: 'ore',
      unit_price_cents: 12345,
      discount_percent: 10,
      vat_rate: 22,
    },
    {
      type_id: rowType(t, 'free'),
      description: 'Formazione',
      quantity: 1.5,
      unit: 'ore',
      unit_price_cents: 8000,
      vat_rate: 10,
    },
    { type_id: rowType(t, 'description'), description: 'Fase 2: pubblicazione' },
    {
      type_id: rowType(t, 'product'),
      state_id: rowState(t, 'accepted'),
      description: 'Hosting annuale',
      quantity: 2,
      unit_price_cents: 4999,
      vat_rate: 22,
    },
    { type_id: rowType(t, 'discount'), description: 'Sconto fedeltà', unit_price_cents: 1000, vat_rate: 22 },
    {
      type_id: rowType(t, 'free'),
      state_id: rowState(t, 'optional'),
      description: 'Manutenzione opzionale',
      unit_price_cents: 50000,
      vat_rate: 4,
    },
    {
      type_id: rowType(t, 'product'),
      description: 'Licenza',
      quantity: 0.333,
      unit_price_cents: 1000,
      vat_rate: 0,
    },
    {
      type_id: rowType(t, 'free'),
      state_id: rowState(t, 'rejected'),
      description: 'Rifiutata',
      unit_price_cents: 99999,
      vat_rate: 22,
    },
  ];
}
