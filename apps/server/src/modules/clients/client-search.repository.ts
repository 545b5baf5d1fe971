import { can } from '@officina/contracts';
import type { Db } from '../../db/database.ts';
import { recordIdsAfter } from '../../records/search-sources.repository.ts';
import type { SearchSource } from '../../records/search-sources.ts';
import { CLIENT_ENTITY } from './client.service.ts';

/** Clients in the global search: business name; P.IVA, CF, SDI, PEC, e-mail, phone, city, site. */
export const clientSearchSource: SearchSource = {
  kind: 'client',
  entities: [CLIENT_ENTITY],
  permission: (ability) => can(ability, 'view_clients'),
  async documents(db: Db, ids) {
    if (ids.length === 0) return [];
    const rows = await db
      .selectFrom('clients')
      .select([
        'id',
        'business_name',
        'vat_number',
        'tax_code',
        'sdi_code',
        'pec',
        'email',
        'phone',
        'website',
        'street',
        'city',
        'province',
        'archived_at',
        'updated_at',
      ])
      .where('id', 'in', ids)
      .execute();
    return rows.map((r) => ({
      recordId: r.id,
      title: r.business_name,
      subtitle: [r.city, r.province ? `(${r.province})` : null].filter(Boolean).join(' ') || null,
      path: `/crm/detail/${r.id}`,
      body: [r.vat_number, r.tax_code, r.sdi_code, r.pec, r.email, r.phone, r.website, r.street, r.city],
      archived: r.archived_at !== null,
      updatedAt: r.updated_at,
    }));
  },
  idsAfter: (db, afterId, limit) => recordIdsAfter(db, 'clients', afterId, limit),
};
