/**
 * The app path that opens an event: the calendar's week at `day` (`YYYY-MM-DD`; a wall-clock time is
 * cut to its day) with the event's dialog open (`evento`, read by the calendar page and removed from
 * its URL when the dialog closes). One format for every link to an event — search hits, reminders —
 * matching `paths.scheduleEvent` of the web app.
 */
export function scheduleAppPath(id: number, day: string): string {
  return `/schedules?date=${day.slice(0, 10)}&view=settimana&evento=${id}`;
}
