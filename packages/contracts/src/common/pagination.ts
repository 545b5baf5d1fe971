import { z } from 'zod';

export const paginationQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(200).default(25),
  sort: z.string().max(64).optional(),
  q: z.string().max(200).optional(),
});
export type PaginationQuery = z.infer<typeof paginationQuerySchema>;

export const pageMetaSchema = z.object({
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});
export type PageMeta = z.infer<typeof pageMetaSchema>;

export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), meta: pageMetaSchema });
}

/**
 * `?after=`: the `next_cursor` of the page before, for lists paged by keyset as well as by number.
 * With it the server starts the page right after the previous page's last row (an index seek)
 * instead of skipping `(page - 1) × per_page` rows; a cursor made for another page, sort, page size
 * or filter is ignored (the page number decides), so it can only make a page faster, never different.
 */
export const afterCursorSchema = z.string().max(400).optional();

export const keysetPageMetaSchema = pageMetaSchema.extend({
  /** Pass as `after` with `page + 1` to get the next page; null on the last page. */
  next_cursor: z.string().nullable(),
});
export type KeysetPageMeta = z.infer<typeof keysetPageMetaSchema>;

export function keysetPageOf<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), meta: keysetPageMetaSchema });
}
