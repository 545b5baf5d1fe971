import { can } from '@officina/contracts';
import type { Db } from '../../db/database.ts';
import { recordIdsAfter } from '../../records/search-sources.repository.ts';
import type { SearchSource } from '../../records/search-sources.ts';
import { PERSON_ENTITY } from './person.service.ts';

/** Persons in the global search: name and surname; e-mail, phones, role; subtitle their client. */
export const personSearchSource: SearchSource = {
  kind: 'person',
  entities: [PERSON_ENTITY],
  permission: (ability) => can(ability, 'view_persons'),
  async documents(db: Db, ids) {
    if (ids.length === 0) return [];
    const rows = await db
      .selectFrom('persons')
      .leftJoin('clients', 'clients.id', 'persons.client_id')
      .select([
        'persons.id',
        'persons.first_name',
        'persons.last_name',
        'persons.role',
        'persons.email',
        'persons.phone',
        'persons.mobile',
        'persons.archived_at',
        'persons.updated_at',
        'clients.business_name',
      ])
      .where('persons.id', 'in', ids)
      .execute();
    return rows.map((r) => ({
      recordId: r.id,
      title: `${r.first_name} ${r.last_name}`.trim(),
      subtitle: [r.role, r.business_name].filter(Boolean).join(' · ') || null,
      path: `/crm/persons/${r.id}/detail`,
      body: [r.role, r.email, r.phone, r.mobile, r.business_name],
      archived: r.archived_at !== null,
      updatedAt: r.updated_at,
    }));
  },
  idsAfter: (db, afterId, limit) => recordIdsAfter(db, 'persons', afterId, limit),
};
