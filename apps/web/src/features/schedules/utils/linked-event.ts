import type { ScheduleOccurrence, ScheduleView } from '@officina/contracts';

/** Shown when the event of `evento=<id>` is gone or not visible to the user (404). */
export const LINKED_EVENT_MISSING = 'L’appuntamento non esiste più o non hai accesso.';

/** Shown when the event could not be read for another reason (no connection, a server error). */
export const LINKED_EVENT_FAILED = 'Non è stato possibile aprire l’appuntamento: riprova più tardi.';

/**
 * The event as one occurrence, when the calendar's window does not hold it (another person's event,
 * a hidden calendar, a series whose first day is not drawn): a one-off's own times, a series' first.
 */
export function occurrenceOfSchedule(schedule: ScheduleView): ScheduleOccurrence {
  return {
    id: schedule.id,
    key: `${schedule.id}@${schedule.start}`,
    calendar_id: schedule.calendar_id,
    color: schedule.color,
    title: schedule.title,
    location: schedule.location,
    all_day: schedule.all_day,
    start: schedule.start,
    end: schedule.end,
    occurrence_start: schedule.start,
    recurring: schedule.rrule !== null || schedule.series_id !== null,
    client_id: schedule.client_id,
    client_name: schedule.client_name,
    project_id: schedule.project_id,
    attendee_ids: schedule.attendees.map((person) => person.id),
    created_by: schedule.created_by,
    can_edit: schedule.can_edit,
    updated_at: schedule.updated_at,
  };
}

/**
 * The occurrence `evento=<id>` opens, as a click would: of the window's occurrences of the event, the
 * one starting on the URL's day, else the first drawn; else the event read by id.
 */
export function linkedOccurrence(
  window: readonly ScheduleOccurrence[],
  schedule: ScheduleView,
  day: string,
): ScheduleOccurrence {
  const drawn = window
    .filter((occurrence) => occurrence.id === schedule.id)
    .sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0));
  return (
    drawn.find((occurrence) => occurrence.start.slice(0, 10) === day) ??
    drawn[0] ??
    occurrenceOfSchedule(schedule)
  );
}
