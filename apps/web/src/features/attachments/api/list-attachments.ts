import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  type AttachmentListParams,
  attachmentKeys,
  getAttachment,
  listAttachments,
} from '../../../lib/entities/attachments.ts';
import { rememberNextCursor, withPageCursor } from '../../../lib/list/page-cursors.ts';

export const attachmentListQueryOptions = (query: AttachmentListParams) =>
  queryOptions({
    queryKey: attachmentKeys.list(query),
    queryFn: async ({ signal }) => {
      const page = await listAttachments(withPageCursor('attachments', query), signal);
      rememberNextCursor('attachments', query, page.meta);
      return page;
    },
    placeholderData: keepPreviousData,
  });

/** GET /attachments: one page of the files the user may see (filters, name search, sort). */
export function useAttachments(query: AttachmentListParams) {
  return useQuery(attachmentListQueryOptions(query));
}

/** GET /attachments/:id: the file a `?file=` URL names (it may be on no page of the list). */
export function useAttachment(id: number | null) {
  return useQuery({
    queryKey: attachmentKeys.detail(id ?? 0),
    queryFn: () => getAttachment(id ?? 0),
    select: (data) => data.attachment,
    enabled: id !== null && id > 0,
    retry: false,
  });
}
