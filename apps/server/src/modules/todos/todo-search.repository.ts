import type { Db } from '../../db/database.ts';
import { recordIdsAfter } from '../../records/search-sources.repository.ts';
import type { SearchSource } from '../../records/search-sources.ts';
import { TODO_ENTITY } from './todo.mapper.ts';

/** To-dos in the global search: title; description; subtitle the project (or the client). */
export const todoSearchSource: SearchSource = {
  kind: 'todo',
  entities: [TODO_ENTITY],
  // The team's to-dos are visible to every signed-in user (docs/modules/todos.md).
  permission: () => true,
  async documents(db: Db, ids) {
    if (ids.length === 0) return [];
    const rows = await db
      .selectFrom('todos')
      .leftJoin('projects', 'projects.id', 'todos.project_id')
      .leftJoin('clients', 'clients.id', 'todos.client_id')
      .select([
        'todos.id',
        'todos.title',
        'todos.description',
        'todos.archived_at',
        'todos.updated_at',
        'projects.name as project_name',
        'clients.business_name',
      ])
      .where('todos.id', 'in', ids)
      .execute();
    return rows.map((r) => ({
      recordId: r.id,
      title: r.title,
      subtitle: r.project_name ?? r.business_name ?? null,
      path: `/todos/${r.id}/detail`,
      body: [r.description],
      archived: r.archived_at !== null,
      updatedAt: r.updated_at,
    }));
  },
  idsAfter: (db, afterId, limit) => recordIdsAfter(db, 'todos', afterId, limit),
};
