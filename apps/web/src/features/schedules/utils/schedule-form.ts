import type { CreateScheduleInput, ScheduleView } from '@officina/contracts';
import type { EventTimes } from './event-times.ts';
import { buildRrule, noRecurrence, parseRrule, type Recurrence } from './recurrence.ts';

/**
 * The event dialog's values: start and end split into a day and a 24-hour time (as the other forms'
 * pickers), the recurrence as the editor's state. `toScheduleInput` makes the API's body of them.
 */
export interface ScheduleFormValues {
  calendar_id: number | null;
  title: string;
  all_day: boolean;
  start_day: string | null;
  start_time: string | null;
  end_day: string | null;
  end_time: string | null;
  location: string;
  description: string;
  client_id: number | null;
  project_id: number | null;
  attendee_ids: number[];
  /** Minutes before the start; null: no reminder. */
  reminder_minutes: number | null;
  recurrence: Recurrence;
  skip_holidays: boolean;
}

/** The dialog's field of each API field, for the server's 422 messages and the contract's checks. */
export const formFieldOf: Record<string, keyof ScheduleFormValues> = {
  calendar_id: 'calendar_id',
  title: 'title',
  description: 'description',
  location: 'location',
  all_day: 'all_day',
  start: 'start_day',
  end: 'end_day',
  rrule: 'recurrence',
  skip_holidays: 'skip_holidays',
  client_id: 'client_id',
  project_id: 'project_id',
  attendee_ids: 'attendee_ids',
  reminder_minutes: 'reminder_minutes',
};

const splitTime = (value: string) =>
  value.length > 10 ? { day: value.slice(0, 10), time: value.slice(11, 16) } : { day: value, time: null };

/** The times the form shows: a day and a time each (an all-day event keeps 09:00–10:00 ready). */
export function timesToForm(times: EventTimes) {
  const start = splitTime(times.start);
  const end = splitTime(times.end);
  return {
    all_day: times.all_day,
    start_day: start.day,
    start_time: start.time ?? '09:00',
    end_day: end.day,
    end_time: end.time ?? '10:00',
  };
}

/** The form's start and end as the API's (null when a day or a time is missing). */
export function formTimes(values: ScheduleFormValues): EventTimes | null {
  if (!values.start_day || !values.end_day) return null;
  if (values.all_day) return { all_day: true, start: values.start_day, end: values.end_day };
  if (!values.start_time || !values.end_time) return null;
  return {
    all_day: false,
    start: `${values.start_day}T${values.start_time}`,
    end: `${values.end_day}T${values.end_time}`,
  };
}

/** Who a new event is about when it is opened from a client's or a project's Agenda tab. */
export interface ScheduleLinks {
  client_id: number | null;
  project_id: number | null;
}

/** A new event's values: the selected slot's times, the first visible calendar, the user attending. */
export function newScheduleValues(
  times: EventTimes,
  calendarId: number | null,
  links: ScheduleLinks = { client_id: null, project_id: null },
): ScheduleFormValues {
  return {
    calendar_id: calendarId,
    title: '',
    ...timesToForm(times),
    location: '',
    description: '',
    client_id: links.client_id,
    project_id: links.project_id,
    attendee_ids: [],
    reminder_minutes: null,
    recurrence: noRecurrence,
    skip_holidays: false,
  };
}

/** An event's values, with the times of the occurrence clicked (the series' own for a one-off). */
export function scheduleValues(schedule: ScheduleView, occurrence: EventTimes): ScheduleFormValues {
  return {
    calendar_id: schedule.calendar_id,
    title: schedule.title,
    ...timesToForm(occurrence),
    location: schedule.location ?? '',
    description: schedule.description ?? '',
    client_id: schedule.client_id,
    project_id: schedule.project_id,
    attendee_ids: schedule.attendees.map((person) => person.id),
    reminder_minutes: schedule.reminder_minutes,
    recurrence: parseRrule(schedule.rrule, schedule.start.slice(0, 10)),
    skip_holidays: schedule.skip_holidays,
  };
}

/** The API body of the form's values at the given times (the rule written from their start). */
export function toScheduleInput(values: ScheduleFormValues, times: EventTimes): CreateScheduleInput {
  const rrule = buildRrule(values.recurrence, times.start.slice(0, 10), times.all_day);
  return {
    calendar_id: values.calendar_id ?? 0,
    title: values.title,
    description: values.description.trim() || null,
    location: values.location.trim() || null,
    all_day: times.all_day,
    start: times.start,
    end: times.end,
    rrule,
    skip_holidays: rrule ? values.skip_holidays : false,
    client_id: values.client_id,
    project_id: values.project_id,
    attendee_ids: values.attendee_ids,
    reminder_minutes: values.reminder_minutes,
  };
}
