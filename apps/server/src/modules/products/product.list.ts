import type { ProductListQuery } from '@officina/contracts';
import { defineList, type FiltersOf, likeEscaped, sortByLookup } from '../../db/list/index.ts';
import { dbBool } from '../../db/values.ts';
import { selectProductViews } from './product.repository.ts';

/** The catalogue's filters (the query string without its paging). */
export type ProductFilters = FiltersOf<ProductListQuery>;

/** The catalogue: a few hundred rows, read in one query; `q` matches code and name. */
export const productList = defineList<ProductFilters>()({
  table: 'products',
  views: selectProductViews,
  columns: 'code name=name_key unit_price_cents vat_rate recurrence active',
  sorts: { category_id: sortByLookup('products.category_id', 'product_categories', true) },
  archive: true,
  equal: ['category_id'],
  filters: (eb, f) => [f.active !== undefined && eb('products.active', '=', dbBool(f.active))],
  search: { like: (_eb, pattern) => likeEscaped('products.search_text', pattern) },
  compiled: true,
});
