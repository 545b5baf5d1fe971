import { z } from 'zod';
import { choicesOf } from '../common/choices.ts';
import { optionalRefIdSchema, queryRefIdSchema, recordStampsShape, withVersion } from '../common/id.ts';
import { optionalStringSchema } from '../common/italian/schemas.ts';
import { recordList } from '../common/record-list.ts';
import { salesDateSchema } from '../opportunities/opportunity.schemas.ts';
import { centsSchema } from '../products/product.schemas.ts';

export const {
  values: billingPeriods,
  schema: billingPeriodSchema,
  labels: billingPeriodLabels,
} = choicesOf(
  {
    una_tantum: 'Una tantum',
    mensile: 'Mensile',
    trimestrale: 'Trimestrale',
    semestrale: 'Semestrale',
    annuale: 'Annuale',
  },
  'Periodicità non valida',
);
export type BillingPeriod = z.infer<typeof billingPeriodSchema>;

export const contractSchema = z.object({
  id: z.number().int(),
  /** `C-YYYY/NNNN`: per-year sequence (year of creation), never reused. */
  number: z.string(),
  title: z.string(),
  client_id: z.number().int(),
  /** The opportunity it was created from, if any. */
  opportunity_id: z.number().int().nullable(),
  type_id: z.number().int().nullable(),
  state_id: z.number().int(),
  start_on: z.string().nullable(),
  end_on: z.string().nullable(),
  tacit_renewal: z.boolean(),
  /** Days of notice to cancel before `end_on`. */
  notice_days: z.number().int().nullable(),
  /** Amount per billing period, IVA excluded (imponibile). */
  amount_cents: z.number().int(),
  billing_period: billingPeriodSchema,
  /** Monte ore, in minutes (null = none). */
  hours_included_minutes: z.number().int().nullable(),
  notes: z.string().nullable(),
  ...recordStampsShape,
});
export type Contract = z.infer<typeof contractSchema>;

const tidy = (value: string) => value.trim().replace(/\s+/g, ' ');

const contractInputShape = {
  title: z.string().overwrite(tidy).min(1, 'Inserisci il titolo').max(200, 'Al massimo 200 caratteri'),
  client_id: z.number({ error: 'Scegli il cliente' }).int().positive('Scegli il cliente'),
  opportunity_id: optionalRefIdSchema,
  type_id: optionalRefIdSchema,
  /** Null → the first contract state (Bozza). */
  state_id: optionalRefIdSchema,
  start_on: salesDateSchema,
  end_on: salesDateSchema,
  tacit_renewal: z.boolean().default(false),
  notice_days: z.number().int().min(0).max(3_650).nullable().default(null),
  amount_cents: centsSchema.min(0, 'L’importo non può essere negativo').default(0),
  billing_period: billingPeriodSchema.default('una_tantum'),
  hours_included_minutes: z.number().int().min(0).max(10_000_000).nullable().default(null),
  notes: optionalStringSchema((value) => value.trim(), 10_000),
};

const endAfterStart = (value: { start_on: string | null; end_on: string | null }) =>
  !value.start_on || !value.end_on || value.end_on >= value.start_on;
const endAfterStartIssue = { message: 'La data di fine precede quella di inizio', path: ['end_on'] };

export const createContractInputSchema = z
  .object(contractInputShape)
  .refine(endAfterStart, endAfterStartIssue);
export type CreateContractInput = z.input<typeof createContractInputSchema>;

export const updateContractInputSchema = withVersion(contractInputShape).refine(
  endAfterStart,
  endAfterStartIssue,
);
export type UpdateContractInput = z.input<typeof updateContractInputSchema>;

/** `?q=` searches number, title and client name. */
export const { sortColumns: contractSortColumns, query: contractListQuerySchema } = recordList({
  sort: ['number', 'title', 'client_name', 'state_id', 'type_id', 'start_on', 'end_on', 'amount_cents'],
  defaultSort: '-number',
  filters: {
    state_id: queryRefIdSchema,
    type_id: queryRefIdSchema,
    client_id: queryRefIdSchema,
    opportunity_id: queryRefIdSchema,
    /** Contracts whose `end_on` is between today and today + N days (closed states excluded). */
    expiring_within_days: z.coerce.number().int().min(0).max(3_650).optional(),
  },
});
export type ContractSortColumn = (typeof contractSortColumns)[number];
export type ContractListQuery = z.infer<typeof contractListQuerySchema>;
