import type { ProjectListQuery } from '@officina/contracts';
import { sql } from 'kysely';
import {
  defineList,
  type FiltersOf,
  likeEscaped,
  sortByLookup,
  sortByName,
  sortByUser,
} from '../../db/list/index.ts';
import { selectProjectViews } from './project.repository.ts';

/** The projects list's filters (the query string without its paging). */
export type ProjectFilters = FiltersOf<ProjectListQuery>;

/** The projects list: hundreds of rows, read in one query. */
export const projectList = defineList<ProjectFilters>()({
  table: 'projects',
  views: selectProjectViews,
  columns: 'code name=name_key start_date? due_date?',
  sorts: {
    client_id: sortByName('projects.client_id', 'clients', true),
    state_id: sortByLookup('projects.state_id', 'project_states', true),
    category_id: sortByLookup('projects.category_id', 'project_categories', true),
    manager_id: sortByUser('projects.manager_id', true),
  },
  archive: true,
  activeCount: true,
  equal: ['state_id', 'category_id', 'client_id', 'contract_id', 'manager_id'],
  filters: (eb, f) => [
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
    // used × 100 ≥ budget × p, on integers (no rounding); the totals row is the project's primary key.
    f.budget_used_min_percent !== undefined &&
      eb.and([
        eb('projects.budget_minutes', '>', 0),
        eb.exists(
          eb
            .selectFrom('project_time_totals as ptt')
            .select('ptt.project_id')
            .whereRef('ptt.project_id', '=', 'projects.id')
            .where(
              sql<number>`ptt.minutes * 100`,
              '>=',
              sql<number>`projects.budget_minutes * ${f.budget_used_min_percent}`,
            ),
        ),
      ]),
  ],
  search: { like: (_eb, pattern) => likeEscaped('projects.search_text', pattern) },
  compiled: true,
});
