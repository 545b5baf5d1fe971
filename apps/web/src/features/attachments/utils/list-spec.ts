import { attachmentSortColumns } from '@officina/contracts';
import { listSpec } from '../../../lib/list/list-url-state.ts';

/**
 * `/attachments?record_type=client&kind=pdf&created_by=3&from=2026-01-01&to=2026-01-31&q=offerta`;
 * the newest first unless a column says otherwise. `file=<id>` (kept apart) opens that file's dialog.
 */
export const attachmentListSpec = listSpec({
  filters: { record_type: 'text', kind: 'text', created_by: 'id', from: 'day', to: 'day' },
  sortColumns: attachmentSortColumns,
  defaultSort: '-created_at',
});
