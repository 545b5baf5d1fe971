import type { Db } from '../../db/database.ts';
import type { Instant } from '../../db/values.ts';

/** An event of the feed: the stored series or single event, with its calendar's name. */
export interface FeedEventRow {
  id: number;
  title: string;
  description: string | null;
  location: string | null;
  all_day: boolean | number;
  start_local: string;
  end_local: string;
  rrule: string | null;
  series_id: number | null;
  recurrence_start: string | null;
  reminder_minutes: number | null;
  calendar_name: string | null;
  created_at: Instant;
  updated_at: Instant;
}

const FEED_MAX_EVENTS = 20_000;

/**
 * The events a user organises or attends whose last occurrence ends after `sinceIso` (series
 * without an end always), oldest first, at most 20,000.
 */
export async function listFeedEvents(db: Db, userId: number, sinceIso: Instant): Promise<FeedEventRow[]> {
  const rows = await db
    .selectFrom('schedules as s')
    .leftJoin('lookups as calendar', 'calendar.id', 's.calendar_id')
    .select([
      's.id',
      's.title',
      's.description',
      's.location',
      's.all_day',
      's.start_local',
      's.end_local',
      's.rrule',
      's.series_id',
      's.recurrence_start',
      's.reminder_minutes',
      'calendar.name as calendar_name',
      's.created_at',
      's.updated_at',
    ])
    .where((eb) =>
      eb.or([
        eb('s.created_by', '=', userId),
        eb.exists(
          eb
            .selectFrom('schedule_attendees as a')
            .select('a.schedule_id')
            .whereRef('a.schedule_id', '=', 's.id')
            .where('a.user_id', '=', userId),
        ),
      ]),
    )
    .where((eb) => eb.or([eb('s.ends_at', 'is', null), eb('s.ends_at', '>=', sinceIso)]))
    .orderBy('s.starts_at')
    .orderBy('s.id')
    .limit(FEED_MAX_EVENTS)
    .execute();
  return rows as FeedEventRow[];
}

/** The exdates of the given series, by series id. */
export async function listExdates(db: Db, ids: readonly number[]): Promise<Map<number, string[]>> {
  const out = new Map<number, string[]>();
  for (let i = 0; i < ids.length; i += 500) {
    const rows = await db
      .selectFrom('schedule_exdates')
      .select(['schedule_id', 'occurrence_start'])
      .where('schedule_id', 'in', ids.slice(i, i + 500))
      .orderBy('occurrence_start')
      .execute();
    for (const row of rows) {
      const list = out.get(row.schedule_id) ?? [];
      list.push(row.occurrence_start);
      out.set(row.schedule_id, list);
    }
  }
  return out;
}
