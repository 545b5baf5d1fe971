import { z } from 'zod';
import { choicesOf } from '../common/choices.ts';
import { recordCodeSchema } from '../common/fields.ts';
import { optionalRefIdSchema, queryRefIdSchema, recordStampsShape, withVersion } from '../common/id.ts';
import { optionalStringSchema } from '../common/italian/schemas.ts';
import { recordList } from '../common/record-list.ts';
import { queryBooleanSchema } from '../common/sort.ts';

/** Units of measure of the catalogue (rows may use free text too), labelled for selects and exports. */
export const {
  values: productUnits,
  schema: productUnitSchema,
  labels: productUnitLabels,
} = choicesOf({ pz: 'pz', ore: 'ore', mese: 'mese', anno: 'anno' }, 'Unità non valida');
export type ProductUnit = z.infer<typeof productUnitSchema>;

/** Italian VAT rates (aliquote IVA) accepted on products and rows. */
export const vatRates = [22, 10, 5, 4, 0] as const;
export type VatRate = (typeof vatRates)[number];
export const vatRateSchema = z.literal(vatRates, { error: 'Aliquota IVA non valida (22, 10, 5, 4 o 0)' });

export const {
  values: productRecurrences,
  schema: productRecurrenceSchema,
  labels: productRecurrenceLabels,
} = choicesOf({ una_tantum: 'Una tantum', mensile: 'Mensile', annuale: 'Annuale' }, 'Ricorrenza non valida');
export type ProductRecurrence = z.infer<typeof productRecurrenceSchema>;

export const productSchema = z.object({
  id: z.number().int(),
  /** Unique (case-insensitive), upper-cased on save. */
  code: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  category_id: z.number().int().nullable(),
  unit: productUnitSchema,
  unit_price_cents: z.number().int(),
  vat_rate: vatRateSchema,
  recurrence: productRecurrenceSchema,
  active: z.boolean(),
  ...recordStampsShape,
});
export type Product = z.infer<typeof productSchema>;

const tidy = (value: string) => value.trim().replace(/\s+/g, ' ');

/** A money amount in integer cents (|x| ≤ 10^11 cents, i.e. a billion euro). */
export const centsSchema = z
  .number({ error: 'Importo non valido' })
  .int('Importo in centesimi: numero intero')
  .min(-100_000_000_000, 'Importo troppo grande')
  .max(100_000_000_000, 'Importo troppo grande');

const productInputShape = {
  code: recordCodeSchema(/^[A-Z0-9][A-Z0-9._\-/]*$/, 'Codice: lettere, cifre e . _ - /'),
  name: z.string().overwrite(tidy).min(1, 'Inserisci il nome').max(200, 'Al massimo 200 caratteri'),
  description: optionalStringSchema((value) => value.trim(), 5_000),
  category_id: optionalRefIdSchema,
  unit: productUnitSchema.default('pz'),
  unit_price_cents: centsSchema.min(0, 'Il prezzo non può essere negativo'),
  vat_rate: vatRateSchema.default(22),
  recurrence: productRecurrenceSchema.default('una_tantum'),
  active: z.boolean().default(true),
};

export const createProductInputSchema = z.object(productInputShape);
export type CreateProductInput = z.infer<typeof createProductInputSchema>;

/** PUT: the whole record again, with the `updated_at` it was read at (stale → 409). */
export const updateProductInputSchema = withVersion(productInputShape);
export type UpdateProductInput = z.infer<typeof updateProductInputSchema>;

/** `?q=` searches code and name (accent- and case-insensitive), for the rows editor's picker too. */
export const { sortColumns: productSortColumns, query: productListQuerySchema } = recordList({
  sort: ['code', 'name', 'category_id', 'unit_price_cents', 'vat_rate', 'recurrence', 'active'],
  defaultSort: 'code',
  filters: {
    category_id: queryRefIdSchema,
    active: queryBooleanSchema.optional(),
  },
});
export type ProductSortColumn = (typeof productSortColumns)[number];
export type ProductListQuery = z.infer<typeof productListQuerySchema>;
