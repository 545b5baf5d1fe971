import { can } from '@officina/contracts';
import type { Db } from '../../db/database.ts';
import { recordIdsAfter } from '../../records/search-sources.repository.ts';
import type { SearchSource } from '../../records/search-sources.ts';
import { OPPORTUNITY_ENTITY } from './opportunity.service.ts';

/** Opportunities in the global search: "number title"; the client's name; subtitle the client. */
export const opportunitySearchSource: SearchSource = {
  kind: 'opportunity',
  entities: [OPPORTUNITY_ENTITY],
  permission: (ability) => can(ability, 'view_opportunities'),
  async documents(db: Db, ids) {
    if (ids.length === 0) return [];
    const rows = await db
      .selectFrom('opportunities')
      .innerJoin('clients', 'clients.id', 'opportunities.client_id')
      .select([
        'opportunities.id',
        'opportunities.number',
        'opportunities.title',
        'opportunities.archived_at',
        'opportunities.updated_at',
        'clients.business_name',
      ])
      .where('opportunities.id', 'in', ids)
      .execute();
    return rows.map((r) => ({
      recordId: r.id,
      title: `${r.number} ${r.title}`,
      subtitle: r.business_name,
      path: `/opportunities/${r.id}/detail`,
      body: [r.business_name],
      archived: r.archived_at !== null,
      updatedAt: r.updated_at,
    }));
  },
  idsAfter: (db, afterId, limit) => recordIdsAfter(db, 'opportunities', afterId, limit),
};
