import { can } from '@officina/contracts';
import type { Db } from '../../db/database.ts';
import { recordIdsAfter } from '../../records/search-sources.repository.ts';
import type { SearchSource } from '../../records/search-sources.ts';
import { CONTRACT_ENTITY } from './contract.service.ts';

/** Contracts in the global search: "number title"; the client's name; subtitle the client. */
export const contractSearchSource: SearchSource = {
  kind: 'contract',
  entities: [CONTRACT_ENTITY],
  permission: (ability) => can(ability, 'view_contracts'),
  async documents(db: Db, ids) {
    if (ids.length === 0) return [];
    const rows = await db
      .selectFrom('contracts')
      .innerJoin('clients', 'clients.id', 'contracts.client_id')
      .select([
        'contracts.id',
        'contracts.number',
        'contracts.title',
        'contracts.archived_at',
        'contracts.updated_at',
        'clients.business_name',
      ])
      .where('contracts.id', 'in', ids)
      .execute();
    return rows.map((r) => ({
      recordId: r.id,
      title: `${r.number} ${r.title}`,
      subtitle: r.business_name,
      path: `/contracts/${r.id}/detail`,
      body: [r.business_name],
      archived: r.archived_at !== null,
      updatedAt: r.updated_at,
    }));
  },
  idsAfter: (db, afterId, limit) => recordIdsAfter(db, 'contracts', afterId, limit),
};
