import { can } from '@officina/contracts';
import type { Db } from '../../db/database.ts';
import { recordIdsAfter } from '../../records/search-sources.repository.ts';
import type { SearchSource } from '../../records/search-sources.ts';
import { KEYHOLDER_ENTITY } from './keyholder.service.ts';
import { withinReach } from './keyholder-scope.ts';

/**
 * Credentials in the global search: the TITLE only — never the username, host, secret or notes (a
 * search must not reveal what the reveal log guards); subtitle the client or project. Without
 * view_all_keyholders only the credentials within reach (keyholder-scope.ts) are answered.
 */
export const keyholderSearchSource: SearchSource = {
  kind: 'keyholder',
  entities: [KEYHOLDER_ENTITY],
  permission: (ability) => can(ability, 'view_keyholders'),
  async documents(db: Db, ids) {
    if (ids.length === 0) return [];
    const rows = await db
      .selectFrom('keyholders')
      .leftJoin('clients', 'clients.id', 'keyholders.client_id')
      .leftJoin('projects', 'projects.id', 'keyholders.project_id')
      .select([
        'keyholders.id',
        'keyholders.title',
        'keyholders.updated_at',
        'clients.business_name',
        'projects.name as project_name',
      ])
      .where('keyholders.id', 'in', ids)
      .execute();
    return rows.map((r) => ({
      recordId: r.id,
      title: r.title,
      subtitle: r.project_name ?? r.business_name ?? null,
      path: `/keyholders/${r.id}/detail`,
      body: [],
      archived: false,
      updatedAt: r.updated_at,
    }));
  },
  idsAfter: (db, afterId, limit) => recordIdsAfter(db, 'keyholders', afterId, limit),
  async reachable(db, actor, ids) {
    const reach = withinReach('keyholders', {
      userId: actor.userId,
      all: can(actor.ability, 'view_all_keyholders'),
    });
    if (!reach) return new Set(ids);
    const rows = await db
      .selectFrom('keyholders')
      .select('keyholders.id')
      .where('keyholders.id', 'in', ids)
      .where(reach)
      .execute();
    return new Set(rows.map((r) => r.id));
  },
};
