import type { ScheduleOccurrence, ScheduleOverlay } from '@officina/contracts';
import { addDays } from './calendar-url.ts';
import { eventColors } from './event-colors.ts';
import { toCalendarRange } from './event-times.ts';

/** What the calendar draws: an event's occurrence, or a read-only overlay item. */
export type CalendarItem =
  | { kind: 'event'; occurrence: ScheduleOccurrence }
  | { kind: 'overlay'; overlay: ScheduleOverlay };

/** FullCalendar's event input (the subset used here). */
export interface CalendarEventInput {
  id: string;
  title: string;
  start: string;
  end?: string;
  allDay: boolean;
  /** FullCalendar 7: the event's colour and the text drawn on it. */
  color: string;
  contrastColor: string;
  editable: boolean;
  className: string;
  extendedProps: { item: CalendarItem };
}

/**
 * The occurrences of the calendars shown, each in its calendar's colour with readable text; movable
 * only when the user may edit it and has manage_schedules.
 */
export function occurrenceEvents(
  occurrences: readonly ScheduleOccurrence[],
  visible: (calendarId: number) => boolean,
  canManage: boolean,
): CalendarEventInput[] {
  return occurrences
    .filter((occurrence) => visible(occurrence.calendar_id))
    .map((occurrence) => {
      const { background, text } = eventColors(occurrence.color);
      return {
        id: occurrence.key,
        title: occurrence.title,
        ...toCalendarRange(occurrence),
        color: background,
        contrastColor: text,
        editable: canManage && occurrence.can_edit,
        className: 'officina-event',
        extendedProps: { item: { kind: 'event', occurrence } },
      };
    });
}

/** Overlay colours: holidays in red, to-dos in blue, contracts in brown; all with white text (≥ 4.5:1). */
const overlayColors = { holidays: '#b71c1c', todos: '#01579b', contracts: '#5d4037' } as const;

/** Holidays, to-dos due and contract deadlines: read-only, all-day unless a to-do is due at a time. */
export function overlayEvents(overlays: readonly ScheduleOverlay[]): CalendarEventInput[] {
  return overlays.map((overlay) => {
    const color = overlayColors[overlay.kind];
    const timed = !overlay.all_day && overlay.start.length > 10;
    return {
      id: `overlay:${overlay.key}`,
      title: overlay.title,
      start: overlay.start,
      ...(timed ? {} : { end: addDays(overlay.start.slice(0, 10), 1) }),
      allDay: !timed,
      color,
      contrastColor: '#ffffff',
      editable: false,
      className: `officina-overlay officina-overlay-${overlay.kind}`,
      extendedProps: { item: { kind: 'overlay', overlay } },
    };
  });
}
