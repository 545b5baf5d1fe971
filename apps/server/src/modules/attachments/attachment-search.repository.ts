import { can } from '@officina/contracts';
import type { Db } from '../../db/database.ts';
import { recordIdsAfter } from '../../records/search-sources.repository.ts';
import type { SearchSource } from '../../records/search-sources.ts';
import { ATTACHMENT_ENTITY } from './attachment.service.ts';
import { maySeeRecordType, recordKey, recordLabels } from './attachment-records.ts';

/** The page of the record a file hangs on (its "Allegati" tab where the page has tabs). */
const recordPaths: Record<string, (id: number) => string> = {
  client: (id) => `/crm/detail/${id}/allegati`,
  person: (id) => `/crm/persons/${id}/detail`,
  opportunity: (id) => `/opportunities/${id}/detail`,
  contract: (id) => `/contracts/${id}/detail`,
  project: (id) => `/projects/detail/${id}/allegati`,
  todo: (id) => `/todos/${id}/detail`,
  documentation: (id) => `/documentations/${id}/detail`,
};

/**
 * Files in the global search: the file name; subtitle the record it hangs on; path that record's
 * page (the Allegati page for a file without a record). Answered only when the user may see the
 * record (docs/modules/attachments.md "May see the record").
 */
export const attachmentSearchSource: SearchSource = {
  kind: 'attachment',
  entities: [ATTACHMENT_ENTITY],
  permission: (ability) => can(ability, 'view_attachments'),
  async documents(db: Db, ids) {
    if (ids.length === 0) return [];
    const rows = await db
      .selectFrom('attachments')
      .select(['id', 'name', 'record_type', 'record_id', 'updated_at'])
      .where('id', 'in', ids)
      .execute();
    const labels = await recordLabels(db, rows);
    return rows.map((r) => {
      const onRecord = r.record_type !== null && r.record_id !== null;
      const toRecord = onRecord ? recordPaths[r.record_type as string] : undefined;
      return {
        recordId: r.id,
        title: r.name,
        subtitle: onRecord
          ? (labels.get(recordKey(r.record_type as string, r.record_id as number)) ?? null)
          : null,
        path: toRecord ? toRecord(r.record_id as number) : '/attachments',
        body: [],
        archived: false,
        updatedAt: r.updated_at,
      };
    });
  },
  idsAfter: (db, afterId, limit) => recordIdsAfter(db, 'attachments', afterId, limit),
  async reachable(db, actor, ids) {
    const rows = await db
      .selectFrom('attachments')
      .select(['id', 'record_type'])
      .where('id', 'in', ids)
      .execute();
    return new Set(rows.filter((r) => maySeeRecordType(actor.ability, r.record_type)).map((r) => r.id));
  },
};
