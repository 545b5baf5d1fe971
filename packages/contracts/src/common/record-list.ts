import type { z } from 'zod';
import { afterCursorSchema, paginationQuerySchema } from './pagination.ts';
import { archivedQuerySchema, recordSortColumns, type SortValue, sortSchema } from './sort.ts';

type Columns = readonly [string, ...string[]];
type AllColumns<C extends Columns> = ReturnType<typeof recordSortColumns<C>>;

/**
 * What a record list accepts, declared once: its sort columns (`created_at` and `updated_at`
 * appended) and the query schema built from them — paging and `?q=`, the list's own filters,
 * `archived` (archived rows hidden unless true), the whitelisted `sort` (`defaultSort` when absent)
 * and, on a list paged by keyset too, `after`.
 */
export function recordList<
  const C extends Columns,
  F extends z.ZodRawShape,
  K extends boolean = false,
>(spec: { sort: C; defaultSort: SortValue<AllColumns<C>[number]>; filters: F; keyset?: K }) {
  const sortColumns = recordSortColumns(...spec.sort);
  const query = paginationQuerySchema.extend({
    ...spec.filters,
    archived: archivedQuerySchema,
    sort: sortSchema(sortColumns).default(spec.defaultSort as never),
    ...((spec.keyset ? { after: afterCursorSchema } : {}) as K extends true
      ? { after: typeof afterCursorSchema }
      : Record<never, never>),
  });
  return { sortColumns, query };
}
