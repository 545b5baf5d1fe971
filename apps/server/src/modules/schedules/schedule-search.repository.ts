import { can } from '@officina/contracts';
import type { Db } from '../../db/database.ts';
import { toBool } from '../../db/values.ts';
import { dayFirst, recordIdsAfter } from '../../records/search-sources.repository.ts';
import type { SearchSource } from '../../records/search-sources.ts';
import { SCHEDULE_ENTITY } from './schedule.mapper.ts';
import { involving } from './schedule-access.ts';
import { scheduleAppPath } from './schedule-paths.ts';

/**
 * Events in the global search: title; location and description; subtitle the day (and time, and
 * "ricorrente" for a series), the location. Without view_all_schedules only the events one
 * organises or attends are answered (schedule-access.ts), as in the calendar.
 */
export const scheduleSearchSource: SearchSource = {
  kind: 'schedule',
  entities: [SCHEDULE_ENTITY],
  permission: (ability) => can(ability, 'view_schedules'),
  async documents(db: Db, ids) {
    if (ids.length === 0) return [];
    const rows = await db
      .selectFrom('schedules')
      .select(['id', 'title', 'description', 'location', 'all_day', 'start_local', 'rrule', 'updated_at'])
      .where('id', 'in', ids)
      .execute();
    return rows.map((r) => {
      const time = toBool(r.all_day) ? '' : ` ${r.start_local.slice(11, 16)}`;
      const day = `${r.rrule ? 'Ricorrente dal ' : ''}${dayFirst(r.start_local)}${time}`;
      return {
        recordId: r.id,
        title: r.title,
        subtitle: [day, r.location].filter(Boolean).join(' · '),
        path: scheduleAppPath(r.id, r.start_local),
        body: [r.location, r.description],
        archived: false,
        updatedAt: r.updated_at,
      };
    });
  },
  idsAfter: (db, afterId, limit) => recordIdsAfter(db, 'schedules', afterId, limit),
  async reachable(db, actor, ids) {
    if (can(actor.ability, 'view_all_schedules')) return new Set(ids);
    const rows = await db
      .selectFrom('schedules')
      .select('schedules.id')
      .where('schedules.id', 'in', ids)
      .where(involving([actor.userId]))
      .execute();
    return new Set(rows.map((r) => r.id));
  },
};
