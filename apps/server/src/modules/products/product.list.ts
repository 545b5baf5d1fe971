import type { ProductListQuery, ProductSortColumn } from '@officina/contracts';
import { defineList, likeEscaped, type SortColumn, sortByLookup } from '../../db/list/index.ts';
import { dbBool } from '../../db/values.ts';
import { selectProductViews } from './product.repository.ts';

/** The catalogue's filters (the query string without its paging). */
export type ProductFilters = Omit<ProductListQuery, 'page' | 'per_page' | 'sort'>;

const sorts: Record<ProductSortColumn, SortColumn> = {
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

/** The catalogue: a few hundred rows, read in one query; `q` matches code and name. */
export const productList = defineList({
  name: 'products',
  id: 'products.id',
  from: (db) => db.selectFrom('products'),
  views: selectProductViews,
  sorts,
  archive: 'products.archived_at',
  filters: (eb, f: ProductFilters) => [
    f.category_id && eb('products.category_id', '=', f.category_id),
    f.active !== undefined && eb('products.active', '=', dbBool(f.active)),
  ],
  search: { like: (_eb, pattern) => likeEscaped('products.search_text', pattern) },
  page: 'rows',
  compiled: true,
});
