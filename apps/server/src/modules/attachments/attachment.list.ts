import type { AttachmentListQuery, AttachmentRecordType } from '@officina/contracts';
import { defineList, type FiltersOf, LARGE_LIST } from '../../db/list/index.ts';
import { selectAttachmentViews } from './attachment.repository.ts';

/**
 * The list's filters: the query string without its paging, `fromAt`/`toAt` (the Rome days as
 * instants, set by the service) and `visible` — the record kinds the user may see (undefined: all
 * of them; files without a record are always visible).
 */
export type AttachmentFilters = Omit<FiltersOf<AttachmentListQuery>, 'from' | 'to'> & {
  fromAt?: string | undefined;
  toAt?: string | undefined;
  visible?: AttachmentRecordType[] | undefined;
};

/**
 * The attachments list (100k rows and more): ids first from the sort index, keyset cursors,
 * compiled per filters, the unfiltered total from the running count (migration 0018); `q` reads the
 * search-terms index of the normalised name (words under 3 characters: a LIKE).
 */
export const attachmentList = defineList<AttachmentFilters>()({
  table: 'attachments',
  views: selectAttachmentViews,
  columns: 'name=name_key size',
  equal: ['record_type', 'record_id', 'created_by', 'kind'],
  filters: (eb, f) => [
    f.fromAt && eb('attachments.created_at', '>=', f.fromAt),
    f.toAt && eb('attachments.created_at', '<', f.toAt),
    f.visible &&
      (f.visible.length === 0
        ? eb('attachments.record_type', 'is', null)
        : eb.or([eb('attachments.record_type', 'is', null), eb('attachments.record_type', 'in', f.visible)])),
  ],
  search: { terms: 'attachments' },
  ...LARGE_LIST,
  // The unfiltered total (a user who sees every kind, no filter) is the running count.
  activeCount: true,
});
