import type { MoveScheduleInput, ScheduleView, SeriesScope, UpdateScheduleInput } from '@officina/contracts';
import type { Db } from '../../db/database.ts';
import { toBool } from '../../db/values.ts';
import { validationError } from '../../http/api-error.ts';
import { nextVersion, staleRecord } from '../../records/records.ts';
import { logActivity } from '../activity/activity.repository.ts';
import { rowValues, SCHEDULE_ENTITY, type ScheduleFields } from './schedule.mapper.ts';
import {
  addExdate,
  replaceAttendees,
  replaceExdates,
  updateScheduleIfVersion,
} from './schedule.repository.ts';
import {
  checkedFields,
  fieldChanges,
  fieldsOfRow,
  insertEvent,
  type LoadedSchedule,
  loadEditable,
  scheduleViewOf,
  unindexDeletedEvents,
} from './schedule.service.ts';
import type { ScheduleActor } from './schedule-access.ts';
import { occurrencesBefore } from './schedule-recurrence.ts';
import { parseRrule } from './schedule-rrule.ts';
import {
  isRuleOccurrence,
  minutesBetween,
  sameRule,
  shiftLocal,
  untilBefore,
  withEnd,
} from './schedule-shift.ts';

/**
 * Scoped edits of a series ("Solo questo evento / Questo e i successivi / Tutta la serie"), for a
 * PUT and for a drag or resize. `this` detaches the occurrence as a row of its own (series_id +
 * recurrence_start) and adds its start to the series' exdates; `following` ends the series before
 * the occurrence (UNTIL, or COUNT of the occurrences before it) and starts a new series there with
 * the remaining COUNT; `all` edits the series, moving it by as much as the occurrence moved.
 */

const NO_OCCURRENCE = 'Questa ricorrenza non fa parte della serie';

function log(db: Db, actor: ScheduleActor, id: number, action: string, changes: Record<string, unknown>) {
  return logActivity(db, { userId: actor.userId, entity: SCHEDULE_ENTITY, entityId: id, action, changes });
}

/** Saves fields over a row (version checked), with its attendees, and logs the change. */
async function saveRow(db: Db, actor: ScheduleActor, loaded: LoadedSchedule, fields: ScheduleFields) {
  const { row } = loaded;
  const values = { ...rowValues(fields), updated_at: nextVersion(row.updated_at) };
  if (!(await updateScheduleIfVersion(db, row.id, row.updated_at, values))) throw staleRecord();
  await replaceAttendees(db, row.id, fields.attendee_ids);
  const changes = fieldChanges(fieldsOfRow(row, loaded.attendee_ids), fields);
  if (Object.keys(changes).length > 0) await log(db, actor, row.id, 'updated', changes);
}

/**
 * Moves the exceptions (exdates, detached rows) of `from` at or after `since` onto the series
 * `target` (the same row for `all`), shifted by `minutes`; those that are no occurrence of the new
 * rule are dropped (an exdate) or kept as events of their own (a detached row).
 */
async function carryExceptions(
  db: Db,
  from: LoadedSchedule,
  target: { id: number; fields: ScheduleFields },
  since: string,
  minutes: number,
): Promise<void> {
  const shape = { ...target.fields, start_local: target.fields.start, end_local: target.fields.end };
  const allDay = target.fields.all_day;
  const shift = (start: string) => shiftLocal(start, minutes, allDay);
  const rule = target.fields.rrule;
  const stillThere = (start: string) => rule !== null && isRuleOccurrence({ ...shape, rrule: rule }, start);
  const kept = from.exdates
    .filter((d) => d >= since)
    .map(shift)
    .filter(stillThere);
  const left = from.exdates.filter((d) => d < since);
  if (from.row.id === target.id) await replaceExdates(db, target.id, [...left, ...kept]);
  else {
    await replaceExdates(db, from.row.id, left);
    await replaceExdates(db, target.id, kept);
  }
  const detached = await db
    .selectFrom('schedules')
    .select(['id', 'recurrence_start'])
    .where('series_id', '=', from.row.id)
    .execute();
  for (const child of detached) {
    if (child.recurrence_start === null || child.recurrence_start < since) continue;
    const moved = shift(child.recurrence_start);
    const linked = stillThere(moved) && kept.includes(moved);
    await db
      .updateTable('schedules')
      .set(
        linked
          ? { series_id: target.id, recurrence_start: moved }
          : { series_id: null, recurrence_start: null },
      )
      .where('id', '=', child.id)
      .execute();
  }
}

/** `all`: the series takes the fields, its start moved by as much as the occurrence edited moved. */
async function editAll(
  db: Db,
  actor: ScheduleActor,
  series: LoadedSchedule,
  fields: ScheduleFields,
  occurrence: string,
) {
  const { row } = series;
  const minutes = minutesBetween(occurrence, fields.start);
  const length = minutesBetween(fields.start, fields.end);
  const start = shiftLocal(row.start_local, minutes, fields.all_day);
  const moved = { ...fields, start, end: shiftLocal(start, length, fields.all_day) };
  await saveRow(db, actor, series, moved);
  if (minutes !== 0 || !sameRule(row.rrule, moved.rrule, moved.start))
    await carryExceptions(db, series, { id: row.id, fields: moved }, '', minutes);
  return row.id;
}

/** `this`: the occurrence becomes a row of its own and leaves the series. */
async function detach(
  db: Db,
  actor: ScheduleActor,
  series: LoadedSchedule,
  fields: ScheduleFields,
  occurrence: string,
) {
  const { row } = series;
  const single = { ...fields, rrule: null, skip_holidays: false };
  const id = await insertEvent(db, single, row.created_by, {
    series_id: row.id,
    recurrence_start: occurrence,
  });
  await addExdate(db, row.id, occurrence);
  if (
    !(await updateScheduleIfVersion(db, row.id, row.updated_at, { updated_at: nextVersion(row.updated_at) }))
  )
    throw staleRecord();
  await log(db, actor, row.id, 'occurrence_updated', { occurrence: [occurrence, single.start] });
  await log(db, actor, id, 'created', { ...fieldChanges(null, single), series_id: [null, row.id] });
  return id;
}

/** `following`: the series ends before the occurrence; a new series starts there with the fields. */
async function split(
  db: Db,
  actor: ScheduleActor,
  series: LoadedSchedule,
  fields: ScheduleFields,
  occurrence: string,
) {
  const { row } = series;
  const before = occurrencesBefore(
    { rrule: row.rrule, start_local: row.start_local, all_day: toBool(row.all_day) },
    occurrence,
  );
  if (before === 0) return editAll(db, actor, series, fields, occurrence);
  const old = parseRrule(row.rrule as string, row.start_local);
  const oldRule =
    old.count !== null
      ? withEnd(old, { COUNT: before })
      : withEnd(old, { UNTIL: untilBefore(occurrence, toBool(row.all_day)) });
  let rule = fields.rrule;
  if (rule !== null && old.count !== null && sameRule(rule, row.rrule, fields.start)) {
    rule = withEnd(parseRrule(rule, fields.start), { COUNT: Math.max(1, old.count - before) });
  }
  const next = { ...fields, rrule: rule, skip_holidays: rule !== null && fields.skip_holidays };
  const oldFields = { ...fieldsOfRow(row, series.attendee_ids), rrule: oldRule };
  const values = { ...rowValues(oldFields), updated_at: nextVersion(row.updated_at) };
  if (!(await updateScheduleIfVersion(db, row.id, row.updated_at, values))) throw staleRecord();
  const id = await insertEvent(db, next, row.created_by);
  if (rule !== null)
    await carryExceptions(
      db,
      series,
      { id, fields: next },
      occurrence,
      minutesBetween(occurrence, next.start),
    );
  await log(db, actor, row.id, 'series_split', {
    rrule: [row.rrule, oldRule],
    occurrence: [occurrence, null],
    new_series_id: [null, id],
  });
  await log(db, actor, id, 'created', { ...fieldChanges(null, next), split_from_id: [null, row.id] });
  return id;
}

async function applyScope(
  db: Db,
  actor: ScheduleActor,
  loaded: LoadedSchedule,
  fields: ScheduleFields,
  scope: SeriesScope,
  occurrenceStart: string | null,
): Promise<number> {
  const { row } = loaded;
  if (row.series_id !== null && row.recurrence_start !== null && scope !== 'this') {
    // A detached occurrence edited with its series: the series from the start it replaced.
    const series = await loadEditable(db, actor, row.series_id);
    await db.deleteFrom('schedules').where('id', '=', row.id).execute();
    await unindexDeletedEvents(db, [row.id]);
    series.exdates = series.exdates.filter((d) => d !== row.recurrence_start);
    await replaceExdates(db, series.row.id, series.exdates);
    const seriesFields = {
      ...fields,
      rrule: series.row.rrule,
      skip_holidays: toBool(series.row.skip_holidays),
    };
    return applyScope(db, actor, series, seriesFields, scope, row.recurrence_start);
  }
  if (row.rrule === null) {
    await saveRow(db, actor, loaded, fields);
    return row.id;
  }
  const occurrence = occurrenceStart ?? (scope === 'all' ? row.start_local : null);
  if (occurrence === null)
    throw validationError({ occurrence_start: ['Indica quale ricorrenza modificare'] });
  const shape = {
    start_local: row.start_local,
    end_local: row.end_local,
    all_day: toBool(row.all_day),
    rrule: row.rrule,
  };
  if (occurrence !== row.start_local && !isRuleOccurrence(shape, occurrence))
    throw validationError({ occurrence_start: [NO_OCCURRENCE] });
  if (scope === 'this') return detach(db, actor, loaded, fields, occurrence);
  if (scope === 'following') return split(db, actor, loaded, fields, occurrence);
  return editAll(db, actor, loaded, fields, occurrence);
}

/** PUT /schedules/:id: the event, one occurrence, or it and the following (409 when stale). */
export async function updateSchedule(
  db: Db,
  actor: ScheduleActor,
  id: number,
  input: UpdateScheduleInput,
): Promise<ScheduleView> {
  const { updated_at, scope, occurrence_start, ...body } = input;
  return db.transaction().execute(async (trx) => {
    const loaded = await loadEditable(trx, actor, id);
    if (loaded.row.updated_at !== updated_at) throw staleRecord();
    const fields = await checkedFields(trx, body);
    const target = await applyScope(trx, actor, loaded, fields, scope, occurrence_start);
    return scheduleViewOf(trx, actor, target);
  });
}

/** POST /schedules/:id/move: a drag or a resize, with the event's other fields unchanged. */
export async function moveSchedule(
  db: Db,
  actor: ScheduleActor,
  id: number,
  input: MoveScheduleInput,
): Promise<ScheduleView> {
  return db.transaction().execute(async (trx) => {
    const loaded = await loadEditable(trx, actor, id);
    if (loaded.row.updated_at !== input.updated_at) throw staleRecord();
    const fields = {
      ...fieldsOfRow(loaded.row, loaded.attendee_ids),
      start: input.start,
      end: input.end,
      all_day: input.all_day,
    };
    const target = await applyScope(trx, actor, loaded, fields, input.scope, input.occurrence_start);
    return scheduleViewOf(trx, actor, target);
  });
}
