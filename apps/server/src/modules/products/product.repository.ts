import type { CreateProductInput, ProductListQuery, ProductSortColumn } from '@officina/contracts';
import { parseSort } from '@officina/contracts';
import { type RawBuilder, type SqlBool, sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import {
  joinSortRef,
  likeEscaped,
  orderTerms,
  pageBound,
  type ResolvedSort,
  type SortColumn,
  sortByLookup,
} from '../../db/list-query.ts';
import { normalizeText, searchPatterns, searchText } from '../../db/search.ts';
import { dbBool, type Instant, toCount } from '../../db/values.ts';

export type ProductFields = CreateProductInput;
export type ProductFilters = Omit<ProductListQuery, 'page' | 'per_page' | 'sort'>;

const sortColumns: Record<ProductSortColumn, SortColumn> = {
  code: { column: 'products.code', nullable: false },
  name: { column: 'products.name_key', nullable: false },
  category_id: sortByLookup('products.category_id', 'product_categories', true),
  unit_price_cents: { column: 'products.unit_price_cents', nullable: false },
  vat_rate: { column: 'products.vat_rate', nullable: false },
  recurrence: { column: 'products.recurrence', nullable: false },
  active: { column: 'products.active', nullable: false },
  created_at: { column: 'products.created_at', nullable: false },
  updated_at: { column: 'products.updated_at', nullable: false },
};

export function resolveProductSort(sort: ProductListQuery['sort']): ResolvedSort {
  const { column, direction } = parseSort(sort);
  return { ...sortColumns[column], direction, idColumn: 'products.id' };
}

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

function selectViews(db: Db) {
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
export type ProductViewRow = Awaited<ReturnType<ReturnType<typeof selectViews>['executeTakeFirstOrThrow']>>;

function productWhere(filters: ProductFilters): RawBuilder<SqlBool> {
  const c: RawBuilder<unknown>[] = [
    filters.archived ? sql`products.archived_at is not null` : sql`products.archived_at is null`,
  ];
  if (filters.category_id) c.push(sql`products.category_id = ${filters.category_id}`);
  if (filters.active !== undefined) c.push(sql`products.active = ${dbBool(filters.active)}`);
  for (const pattern of searchPatterns(filters.q)) c.push(likeEscaped('products.search_text', pattern));
  return sql<SqlBool>`${sql.join(c, sql` and `)}`;
}

export function listProductPage(
  db: Db,
  filters: ProductFilters,
  sort: ResolvedSort,
  limit: number,
  offset: number,
) {
  let q = joinSortRef(selectViews(db), sort).where(productWhere(filters));
  for (const term of orderTerms(sort)) q = q.orderBy(term);
  return q.limit(pageBound(limit)).offset(pageBound(offset)).execute();
}

export async function countProducts(db: Db, filters: ProductFilters): Promise<number> {
  const row = await db
    .selectFrom('products')
    .where(productWhere(filters))
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  return toCount(row?.n);
}

export function findProductView(db: Db, id: number) {
  return selectViews(db).where('products.id', '=', id).executeTakeFirst();
}

export function findProductRow(db: Db, id: number) {
  return db.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirst();
}
export type ProductRow = NonNullable<Awaited<ReturnType<typeof findProductRow>>>;

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
  const result = await db
    .updateTable('products')
    .set({ ...writable(fields), updated_at: now })
    .where('id', '=', id)
    .where('updated_at', '=', expectedUpdatedAt)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function setProductArchived(db: Db, id: number, archivedAt: Instant | null, now: Instant) {
  await db
    .updateTable('products')
    .set({ archived_at: archivedAt, updated_at: now })
    .where('id', '=', id)
    .execute();
}

export async function deleteProductRow(db: Db, id: number): Promise<void> {
  await db.deleteFrom('products').where('id', '=', id).execute();
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
