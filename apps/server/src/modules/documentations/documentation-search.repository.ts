import { can } from '@officina/contracts';
import type { Db } from '../../db/database.ts';
import { recordIdsAfter } from '../../records/search-sources.repository.ts';
import type { SearchSource } from '../../records/search-sources.ts';
import { DOCUMENTATION_ENTITY } from './documentation.service.ts';

/**
 * Documentation pages in the global search: title; tags and the body's text (Markdown: the search
 * key keeps only letters and digits, so its markup — `#`, `*`, `[`, `](` — never becomes a word; an
 * HTML tag's name does, harmlessly); subtitle the client or project.
 */
export const documentationSearchSource: SearchSource = {
  kind: 'documentation',
  entities: [DOCUMENTATION_ENTITY],
  permission: (ability) => can(ability, 'view_documentations'),
  async documents(db: Db, ids) {
    if (ids.length === 0) return [];
    const rows = await db
      .selectFrom('documentations')
      .leftJoin('clients', 'clients.id', 'documentations.client_id')
      .leftJoin('projects', 'projects.id', 'documentations.project_id')
      .select([
        'documentations.id',
        'documentations.title',
        'documentations.body',
        'documentations.tags',
        'documentations.archived_at',
        'documentations.updated_at',
        'clients.business_name',
        'projects.name as project_name',
      ])
      .where('documentations.id', 'in', ids)
      .execute();
    return rows.map((r) => ({
      recordId: r.id,
      title: r.title,
      subtitle: r.project_name ?? r.business_name ?? null,
      path: `/documentations/${r.id}/detail`,
      body: [r.tags, stripMarkup(r.body)],
      archived: r.archived_at !== null,
      updatedAt: r.updated_at,
    }));
  },
  idsAfter: (db, afterId, limit) => recordIdsAfter(db, 'documentations', afterId, limit),
};

/** The text of a Markdown body: HTML tags and link targets dropped (their words are not the page's). */
function stripMarkup(body: string): string {
  return body.replace(/<[^>]*>/g, ' ').replace(/\]\([^)]*\)/g, ' ');
}
