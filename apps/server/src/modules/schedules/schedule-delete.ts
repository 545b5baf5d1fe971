import type { DeleteResult, DeleteScheduleQuery } from '@officina/contracts';
import type { Db } from '../../db/database.ts';
import { toBool } from '../../db/values.ts';
import { validationError } from '../../http/api-error.ts';
import { nextVersion, staleRecord } from '../../records/records.ts';
import { logActivity } from '../activity/activity.repository.ts';
import { fieldsOfRow, rowValues, SCHEDULE_ENTITY } from './schedule.mapper.ts';
import { addExdate, replaceExdates, updateScheduleIfVersion } from './schedule.repository.ts';
import {
  deleteWholeEvent,
  type LoadedSchedule,
  loadEditable,
  unindexDeletedEvents,
} from './schedule.service.ts';
import type { ScheduleActor } from './schedule-access.ts';
import { occurrencesBefore } from './schedule-recurrence.ts';
import { parseRrule } from './schedule-rrule.ts';
import { isRuleOccurrence, untilBefore, withEnd } from './schedule-shift.ts';

/**
 * DELETE /schedules/:id with a scope: `all` removes the event (a series with its detached
 * occurrences), `this` adds the occurrence to the series' exdates, `following` ends the series
 * before it (COUNT or UNTIL) and removes the detached occurrences and exdates after it. A detached
 * occurrence deleted with `this` goes alone; with `following` or `all` its series is meant.
 */
export async function deleteSchedule(
  db: Db,
  actor: ScheduleActor,
  id: number,
  query: DeleteScheduleQuery,
): Promise<DeleteResult> {
  return db.transaction().execute(async (trx) => {
    let loaded = await loadEditable(trx, actor, id);
    let occurrence = query.occurrence_start ?? null;
    if (loaded.row.series_id !== null && loaded.row.recurrence_start !== null && query.scope !== 'this') {
      occurrence = loaded.row.recurrence_start;
      loaded = await loadEditable(trx, actor, loaded.row.series_id);
    }
    const { row } = loaded;
    if (row.rrule === null || query.scope === 'all') return deleteWholeEvent(trx, actor, loaded);
    if (occurrence === null)
      throw validationError({ occurrence_start: ['Indica quale ricorrenza eliminare'] });
    const allDay = toBool(row.all_day);
    const shape = {
      start_local: row.start_local,
      end_local: row.end_local,
      all_day: allDay,
      rrule: row.rrule,
    };
    if (!isRuleOccurrence(shape, occurrence))
      throw validationError({ occurrence_start: ['Questa ricorrenza non fa parte della serie'] });
    if (query.scope === 'this') {
      await addExdate(trx, row.id, occurrence);
      await bump(trx, loaded);
      await log(trx, actor, row.id, 'occurrence_deleted', { occurrence: [occurrence, null] });
      return { result: 'deleted', message: 'Appuntamento eliminato da questa data.' };
    }
    const before = occurrencesBefore(shape, occurrence);
    if (before === 0) return deleteWholeEvent(trx, actor, loaded);
    const parsed = parseRrule(row.rrule, row.start_local);
    const rule =
      parsed.count !== null
        ? withEnd(parsed, { COUNT: before })
        : withEnd(parsed, { UNTIL: untilBefore(occurrence, allDay) });
    const values = {
      ...rowValues({ ...fieldsOfRow(row, loaded.attendee_ids), rrule: rule }),
      updated_at: nextVersion(row.updated_at),
    };
    if (!(await updateScheduleIfVersion(trx, row.id, row.updated_at, values))) throw staleRecord();
    await replaceExdates(
      trx,
      row.id,
      loaded.exdates.filter((d) => d < occurrence),
    );
    const detached = await trx
      .deleteFrom('schedules')
      .where('series_id', '=', row.id)
      .where('recurrence_start', '>=', occurrence)
      .returning('id')
      .execute();
    await unindexDeletedEvents(
      trx,
      detached.map((d) => d.id),
    );
    await log(trx, actor, row.id, 'series_ended', {
      rrule: [row.rrule, rule],
      occurrence: [occurrence, null],
    });
    return { result: 'deleted', message: 'Appuntamenti eliminati da questa data in poi.' };
  });
}

async function bump(db: Db, loaded: LoadedSchedule) {
  const { row } = loaded;
  if (
    !(await updateScheduleIfVersion(db, row.id, row.updated_at, { updated_at: nextVersion(row.updated_at) }))
  )
    throw staleRecord();
}

function log(db: Db, actor: ScheduleActor, id: number, action: string, changes: Record<string, unknown>) {
  return logActivity(db, { userId: actor.userId, entity: SCHEDULE_ENTITY, entityId: id, action, changes });
}
