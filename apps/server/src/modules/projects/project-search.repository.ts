import { can } from '@officina/contracts';
import type { Db } from '../../db/database.ts';
import { recordIdsAfter } from '../../records/search-sources.repository.ts';
import type { SearchSource } from '../../records/search-sources.ts';
import { PROJECT_ENTITY } from './project.service.ts';

/** Projects in the global search: name; code, description, client; subtitle the client. */
export const projectSearchSource: SearchSource = {
  kind: 'project',
  entities: [PROJECT_ENTITY],
  permission: (ability) => can(ability, 'view_projects'),
  async documents(db: Db, ids) {
    if (ids.length === 0) return [];
    const rows = await db
      .selectFrom('projects')
      .leftJoin('clients', 'clients.id', 'projects.client_id')
      .select([
        'projects.id',
        'projects.code',
        'projects.name',
        'projects.description',
        'projects.archived_at',
        'projects.updated_at',
        'clients.business_name',
      ])
      .where('projects.id', 'in', ids)
      .execute();
    return rows.map((r) => ({
      recordId: r.id,
      title: r.name,
      subtitle: [r.code, r.business_name].filter(Boolean).join(' · ') || null,
      path: `/projects/detail/${r.id}`,
      body: [r.code, r.business_name, r.description],
      archived: r.archived_at !== null,
      updatedAt: r.updated_at,
    }));
  },
  idsAfter: (db, afterId, limit) => recordIdsAfter(db, 'projects', afterId, limit),
};
