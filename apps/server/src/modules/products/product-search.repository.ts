import { can } from '@officina/contracts';
import type { Db } from '../../db/database.ts';
import { recordIdsAfter } from '../../records/search-sources.repository.ts';
import type { SearchSource } from '../../records/search-sources.ts';
import { PRODUCT_ENTITY } from './product.service.ts';

/** Products in the global search: name; code and description; subtitle the code. */
export const productSearchSource: SearchSource = {
  kind: 'product',
  entities: [PRODUCT_ENTITY],
  // As the products' reads (docs/modules/products.md): the opportunities' rows pick them.
  permission: (ability) => can(ability, 'view_opportunities') || can(ability, 'manage_products'),
  async documents(db: Db, ids) {
    if (ids.length === 0) return [];
    const rows = await db
      .selectFrom('products')
      .select(['id', 'code', 'name', 'description', 'archived_at', 'updated_at'])
      .where('id', 'in', ids)
      .execute();
    return rows.map((r) => ({
      recordId: r.id,
      title: r.name,
      subtitle: r.code,
      path: `/products/${r.id}/detail`,
      body: [r.code, r.description],
      archived: r.archived_at !== null,
      updatedAt: r.updated_at,
    }));
  },
  idsAfter: (db, afterId, limit) => recordIdsAfter(db, 'products', afterId, limit),
};
