import { can } from '@officina/contracts';
import type { Db } from '../../db/database.ts';
import { recordIdsAfter } from '../../records/search-sources.repository.ts';
import type { SearchSource } from '../../records/search-sources.ts';
import { EXTERNAL_LINK_ENTITY } from './external-link.service.ts';

/** Links in the global search: title; URL and description; subtitle the URL. */
export const externalLinkSearchSource: SearchSource = {
  kind: 'external_link',
  entities: [EXTERNAL_LINK_ENTITY],
  permission: (ability) => can(ability, 'view_external_links'),
  async documents(db: Db, ids) {
    if (ids.length === 0) return [];
    const rows = await db
      .selectFrom('external_links')
      .select(['id', 'title', 'url', 'description', 'updated_at'])
      .where('id', 'in', ids)
      .execute();
    return rows.map((r) => ({
      recordId: r.id,
      title: r.title,
      subtitle: r.url,
      path: `/external-links/${r.id}/detail`,
      body: [r.url, r.description],
      archived: false,
      updatedAt: r.updated_at,
    }));
  },
  idsAfter: (db, afterId, limit) => recordIdsAfter(db, 'external_links', afterId, limit),
};
