import type { Db } from '../../db/database.ts';
import { defineList, type ViewRow } from '../../db/list/index.ts';

/** Whose history: an entity kind and a record of it. */
export interface ActivityFilters {
  entity: string;
  entity_id: number;
}

function selectActivityViews(db: Db) {
  return db
    .selectFrom('activity_log')
    .leftJoin('users', 'users.id', 'activity_log.user_id')
    .select([
      'activity_log.id',
      'activity_log.created_at',
      'activity_log.action',
      'activity_log.user_id',
      'activity_log.changes',
      'users.name as user_first_name',
      'users.surname as user_surname',
    ]);
}
export type ActivityPageRow = ViewRow<typeof selectActivityViews>;

/** A record's history, newest first (the activity tab of every record), with each author's name. */
export const activityList = defineList<ActivityFilters>()({
  table: 'activity_log',
  views: selectActivityViews,
  equal: ['entity', 'entity_id'],
});

/** The sort of every history page. */
export const ACTIVITY_SORT = '-created_at';
