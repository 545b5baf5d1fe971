import type { ProjectListQuery, ProjectSortColumn } from '@officina/contracts';
import {
  defineList,
  likeEscaped,
  type SortColumn,
  sortByLookup,
  sortByName,
  sortByUser,
} from '../../db/list/index.ts';
import { selectProjectViews } from './project.repository.ts';

/** The projects list's filters (the query string without its paging). */
export type ProjectFilters = Omit<ProjectListQuery, 'page' | 'per_page' | 'sort'>;

const sorts: Record<ProjectSortColumn, SortColumn> = {
  code: { column: 'projects.code', nullable: false },
  name: { column: 'projects.name_key', nullable: false },
  client_id: sortByName('projects.client_id', 'clients', true),
  state_id: sortByLookup('projects.state_id', 'project_states', true),
  category_id: sortByLookup('projects.category_id', 'project_categories', true),
  manager_id: sortByUser('projects.manager_id', true),
  start_date: { column: 'projects.start_date', nullable: true },
  due_date: { column: 'projects.due_date', nullable: true },
  created_at: { column: 'projects.created_at', nullable: false },
  updated_at: { column: 'projects.updated_at', nullable: false },
};

/** The projects list: hundreds of rows, read in one query. */
export const projectList = defineList({
  name: 'projects',
  id: 'projects.id',
  from: (db) => db.selectFrom('projects'),
  views: selectProjectViews,
  sorts,
  archive: 'projects.archived_at',
  filters: (eb, f: ProjectFilters) => [
    f.state_id && eb('projects.state_id', '=', f.state_id),
    f.category_id && eb('projects.category_id', '=', f.category_id),
    f.client_id && eb('projects.client_id', '=', f.client_id),
    f.manager_id && eb('projects.manager_id', '=', f.manager_id),
    f.member_id &&
      eb.exists(
        eb
          .selectFrom('project_members as pm')
          .select('pm.project_id')
          .whereRef('pm.project_id', '=', 'projects.id')
          .where('pm.user_id', '=', f.member_id),
      ),
    f.due_before && eb('projects.due_date', '<=', f.due_before),
    f.due_after && eb('projects.due_date', '>=', f.due_after),
  ],
  search: { like: (_eb, pattern) => likeEscaped('projects.search_text', pattern) },
  page: 'rows',
  compiled: true,
});
