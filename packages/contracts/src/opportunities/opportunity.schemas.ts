import { z } from 'zod';
import {
  optionalRefIdSchema,
  queryRefIdSchema,
  recordStampsShape,
  versionSchema,
  withVersion,
} from '../common/id.ts';
import { optionalStringSchema } from '../common/italian/schemas.ts';
import { recordList } from '../common/record-list.ts';
import { archivedQuerySchema } from '../common/sort.ts';
import { centsSchema, vatRateSchema } from '../products/product.schemas.ts';

const isoDate = z.iso.date();
const dateIssue = (value: string) =>
  isoDate.safeParse(value).success ? undefined : 'Data non valida: usa il formato AAAA-MM-GG';
/** An optional `YYYY-MM-DD`; blank becomes null. */
export const salesDateSchema = optionalStringSchema((value) => value.trim(), 10, dateIssue);
const tidy = (value: string) => value.trim().replace(/\s+/g, ' ');

/** `YYYY/NNNN`: per-year sequence assigned at creation, never reused. */
export const opportunityNumberSchema = z.string().regex(/^\d{4}\/\d{4,}$/);

/**
 * One row of an offer. `quantity` has at most 3 decimals (stored as integer thousandths),
 * `discount_percent` at most 2 (stored as hundredths of a percent). For a Descrizione row the amount
 * fields are ignored (stored as 0); for a Sconto row `unit_price_cents × quantity` is the discount
 * amount (always subtracted, see opportunity-totals.ts).
 */
export const opportunityRowSchema = z.object({
  id: z.number().int(),
  opportunity_id: z.number().int(),
  /** 0-based order in the offer. */
  position: z.number().int(),
  type_id: z.number().int(),
  /** Key of the type lookup (`product`, `free`, `description`, `discount`). */
  type_key: z.string(),
  state_id: z.number().int().nullable(),
  state_key: z.string().nullable(),
  product_id: z.number().int().nullable(),
  description: z.string(),
  quantity: z.number(),
  unit: z.string().nullable(),
  unit_price_cents: z.number().int(),
  discount_percent: z.number(),
  vat_rate: z.number().int(),
  /** Row amount in cents (null for Descrizione), computed by the server. */
  amount_cents: z.number().int().nullable(),
  /** Whether the row counts in the totals (not Rifiutata/Opzionale, not Descrizione). */
  counted: z.boolean(),
});
export type OpportunityRow = z.infer<typeof opportunityRowSchema>;

const decimals = (max: number) => (value: number) =>
  Math.abs(value * 10 ** max - Math.round(value * 10 ** max)) < 1e-6;

export const opportunityRowInputSchema = z.object({
  /** Lookup `opportunity_rows_type`. */
  type_id: z.number({ error: 'Scegli il tipo di riga' }).int().positive(),
  /** Lookup `opportunity_rows_states`; null → Proposta. */
  state_id: optionalRefIdSchema,
  product_id: optionalRefIdSchema,
  description: z.string().trim().max(5_000, 'Al massimo 5000 caratteri').default(''),
  quantity: z
    .number({ error: 'Quantità non valida' })
    .min(0, 'La quantità non può essere negativa')
    .max(1_000_000, 'Quantità troppo grande')
    .refine(decimals(3), 'Al massimo 3 decimali')
    .default(1),
  unit: optionalStringSchema(tidy, 20),
  /** At most € 10.000.000 per unit, so a row (× 1.000.000) stays an exact integer. */
  unit_price_cents: centsSchema
    .min(-1_000_000_000, 'Importo troppo grande')
    .max(1_000_000_000, 'Importo troppo grande')
    .default(0),
  discount_percent: z
    .number({ error: 'Sconto non valido' })
    .min(0, 'Lo sconto va da 0 a 100')
    .max(100, 'Lo sconto va da 0 a 100')
    .refine(decimals(2), 'Al massimo 2 decimali')
    .default(0),
  vat_rate: vatRateSchema.default(22),
});
export type OpportunityRowInput = z.input<typeof opportunityRowInputSchema>;
export type OpportunityRowValues = z.output<typeof opportunityRowInputSchema>;

export const opportunityRowsInputSchema = z.array(opportunityRowInputSchema).max(500, 'Al massimo 500 righe');

export const opportunitySchema = z.object({
  id: z.number().int(),
  number: z.string(),
  title: z.string(),
  client_id: z.number().int(),
  /** Referente (a person, usually of the client). */
  person_id: z.number().int().nullable(),
  owner_id: z.number().int().nullable(),
  state_id: z.number().int(),
  type_id: z.number().int().nullable(),
  expected_close_on: z.string().nullable(),
  /** 0–100. */
  probability: z.number().int(),
  valid_until: z.string().nullable(),
  payment_terms: z.string().nullable(),
  notes: z.string().nullable(),
  /** Set by the change-status dialog when the state is a lost one; cleared otherwise. */
  lost_reason: z.string().nullable(),
  /** Totals of the counted rows, kept in step with the rows by the server. */
  imponibile_cents: z.number().int(),
  iva_cents: z.number().int(),
  total_cents: z.number().int(),
  ...recordStampsShape,
});
export type Opportunity = z.infer<typeof opportunitySchema>;

const opportunityInputShape = {
  title: z.string().overwrite(tidy).min(1, 'Inserisci il titolo').max(200, 'Al massimo 200 caratteri'),
  client_id: z.number({ error: 'Scegli il cliente' }).int().positive('Scegli il cliente'),
  person_id: optionalRefIdSchema,
  owner_id: optionalRefIdSchema,
  /** Null → the first opportunity state (Nuova). */
  state_id: optionalRefIdSchema,
  type_id: optionalRefIdSchema,
  expected_close_on: salesDateSchema,
  probability: z
    .number()
    .int('Probabilità: numero intero')
    .min(0, 'Da 0 a 100')
    .max(100, 'Da 0 a 100')
    .default(0),
  valid_until: salesDateSchema,
  payment_terms: optionalStringSchema((value) => value.trim(), 1_000),
  notes: optionalStringSchema((value) => value.trim(), 10_000),
  /** When present, replaces the rows in the same transaction (order = position). */
  rows: opportunityRowsInputSchema.optional(),
};

/** POST: the number is assigned by the server. `state_id` must not be a lost state (use /status). */
export const createOpportunityInputSchema = z.object(opportunityInputShape);
export type CreateOpportunityInput = z.input<typeof createOpportunityInputSchema>;

/**
 * PUT: the whole record again with the `updated_at` it was read at (stale → 409). The state is
 * changed only through POST /opportunities/{id}/status (a `state_id` here is ignored).
 */
export const updateOpportunityInputSchema = withVersion(opportunityInputShape);
export type UpdateOpportunityInput = z.input<typeof updateOpportunityInputSchema>;

const yearMonth = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Mese non valido: usa AAAA-MM');
const optionalCents = z.coerce.number().int().min(0).optional();

/** Filters shared by the list, the board and the export. `?q=` searches number, title and client. */
export const opportunityFiltersSchema = z.object({
  q: z.string().max(200).optional(),
  state_id: queryRefIdSchema,
  type_id: queryRefIdSchema,
  owner_id: queryRefIdSchema,
  client_id: queryRefIdSchema,
  /** Expected close month `YYYY-MM`. */
  close_month: yearMonth.optional(),
  /** Range on the totale (IVA included), cents, inclusive. */
  amount_min: optionalCents,
  amount_max: optionalCents,
  archived: archivedQuerySchema,
});
export type OpportunityFilters = z.infer<typeof opportunityFiltersSchema>;

export const { sortColumns: opportunitySortColumns, query: opportunityListQuerySchema } = recordList({
  sort: [
    'number',
    'title',
    'client_name',
    'owner_id',
    'state_id',
    'type_id',
    'expected_close_on',
    'probability',
    'total_cents',
  ],
  defaultSort: '-number',
  filters: opportunityFiltersSchema.shape,
  keyset: true,
});
export type OpportunitySortColumn = (typeof opportunitySortColumns)[number];
export type OpportunityListQuery = z.infer<typeof opportunityListQuerySchema>;

/**
 * Board: the same filters (no state filter: every state is a column) + how many cards per column.
 * A column's further cards come from the list (`state_id`, `sort=-updated_at`: the same order).
 */
export const opportunityBoardQuerySchema = opportunityFiltersSchema
  .omit({ state_id: true, archived: true })
  .extend({
    cards_per_state: z.coerce.number().int().min(0).max(200).default(10),
  });
export type OpportunityBoardQuery = z.infer<typeof opportunityBoardQuerySchema>;

/**
 * Change-status dialog. `lost_reason` is required (422) when the target state is a lost one.
 * `accept_proposed_rows` (won states only; `true` towards any other state is a 422) marks the rows
 * still in Proposta as Accettata in the same transaction, so the contract bills them.
 */
export const changeOpportunityStatusInputSchema = z.object({
  state_id: z.number({ error: 'Scegli lo stato' }).int().positive('Scegli lo stato'),
  note: optionalStringSchema((value) => value.trim(), 5_000),
  lost_reason: optionalStringSchema((value) => value.trim(), 1_000),
  accept_proposed_rows: z.boolean({ error: 'Valore non valido' }).optional(),
  updated_at: versionSchema,
});
export type ChangeOpportunityStatusInput = z.input<typeof changeOpportunityStatusInputSchema>;

/** Totals preview of the live editor (no DB write). */
export const opportunityTotalsInputSchema = z.object({ rows: opportunityRowsInputSchema });
export type OpportunityTotalsInput = z.input<typeof opportunityTotalsInputSchema>;

/** PUT /opportunities/{id}/rows: the whole ordered list, with the opportunity's `updated_at`. */
export const replaceOpportunityRowsInputSchema = z.object({
  rows: opportunityRowsInputSchema,
  updated_at: versionSchema,
});
export type ReplaceOpportunityRowsInput = z.input<typeof replaceOpportunityRowsInputSchema>;
