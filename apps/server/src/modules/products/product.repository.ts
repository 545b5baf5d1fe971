import type { CreateProductInput } from '@officina/contracts';
import type { Db } from '../../db/database.ts';
import type { ViewRow } from '../../db/list/index.ts';
import { normalizeText, searchText } from '../../db/search.ts';
import { dbBool, type Instant, toCount } from '../../db/values.ts';
import { type RecordRow, recordTable } from '../../records/record-table.ts';

export type ProductFields = CreateProductInput;

function writable(fields: ProductFields) {
  return {
    code: fields.code,
    name: fields.name,
    name_key: normalizeText(fields.name),
    search_text: searchText([fields.code, fields.name]),
    description: fields.description,
    category_id: fields.category_id,
    unit: fields.unit,
    unit_price_cents: fields.unit_price_cents,
    vat_rate: fields.vat_rate,
    recurrence: fields.recurrence,
    active: dbBool(fields.active),
  };
}

/** Products with their category's name. */
export function selectProductViews(db: Db) {
  return db
    .selectFrom('products')
    .leftJoin('lookups as ca', 'ca.id', 'products.category_id')
    .select([
      'products.id',
      'products.code',
      'products.name',
      'products.description',
      'products.category_id',
      'products.unit',
      'products.unit_price_cents',
      'products.vat_rate',
      'products.recurrence',
      'products.active',
      'products.archived_at',
      'products.created_at',
      'products.updated_at',
      'products.created_by',
      'ca.name as category_name',
    ]);
}
export type ProductViewRow = ViewRow<typeof selectProductViews>;

const products = recordTable('products', 'Product', selectProductViews);
export const { findProductView, findProductRow, setProductArchived, deleteProductRow } = products;
export type ProductRow = RecordRow<'products'>;

/** Another product with this code (codes are stored upper-case). */
export function findProductByCode(db: Db, code: string, excludeId?: number) {
  let q = db.selectFrom('products').select(['id']).where('code', '=', code);
  if (excludeId) q = q.where('id', '<>', excludeId);
  return q.executeTakeFirst();
}

export async function insertProduct(db: Db, fields: ProductFields, userId: number | null, now: Instant) {
  const row = await db
    .insertInto('products')
    .values({ ...writable(fields), created_by: userId, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateProductRow(
  db: Db,
  id: number,
  fields: ProductFields,
  expectedUpdatedAt: Instant,
  now: Instant,
): Promise<boolean> {
  return products.updateProductIfVersion(db, id, expectedUpdatedAt, { ...writable(fields), updated_at: now });
}

/** Opportunity rows that use the product. */
export async function countProductLinks(db: Db, id: number): Promise<number> {
  const row = await db
    .selectFrom('opportunity_rows')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('product_id', '=', id)
    .executeTakeFirst();
  return toCount(row?.n);
}

/** The ids among `ids` that are products (rows editor references). */
export function findExistingProductIds(db: Db, ids: number[]) {
  return db.selectFrom('products').select(['id']).where('id', 'in', ids).execute();
}
