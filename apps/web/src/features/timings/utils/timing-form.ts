import { type CreateTimingInput, createTimingInputSchema, type TimingView } from '@officina/contracts';
import type { Dayjs } from 'dayjs';
import { z } from 'zod';
import { dayjs } from '../../../lib/locale/dayjs.ts';

const api = createTimingInputSchema.shape;

/**
 * The entry dialog's fields: the start as one instant (edited as day + time), the duration in minutes
 * (edited as h:mm or through the end time), and the links and flags of the API input.
 */
export const timingFormSchema = z.object({
  started_at: api.started_at,
  // The API's bounds, without its null default: the dialog asks for a duration.
  minutes: api.minutes.removeDefault().refine((value) => value !== null, 'Indica la durata, es. 1:30'),
  /** Entered as a duration only (timesheet cell): no start and end times are shown or checked. */
  duration_only: z.boolean(),
  type_id: api.type_id,
  project_id: api.project_id,
  todo_id: api.todo_id,
  description: z.string().max(5_000, 'Al massimo 5.000 caratteri'),
  billable: z.boolean(),
});
export type TimingFormValues = z.input<typeof timingFormSchema>;

export interface TimingPrefill {
  projectId?: number | null;
  todoId?: number | null;
}

/** The form's values for an entry, or a new one of an hour that ended at the last full hour. */
export function timingFormValues(
  timing: TimingView | undefined,
  prefill: TimingPrefill,
  defaults: { typeId: number | null; now: Dayjs },
): TimingFormValues {
  if (timing)
    return {
      started_at: timing.started_at,
      minutes: timing.minutes,
      duration_only: timing.duration_only,
      type_id: timing.type_id,
      project_id: timing.project_id,
      todo_id: timing.todo_id,
      description: timing.description ?? '',
      billable: timing.billable,
    };
  return {
    started_at: defaults.now.startOf('hour').subtract(1, 'hour').toISOString(),
    minutes: 60,
    duration_only: false,
    type_id: defaults.typeId,
    project_id: prefill.projectId ?? null,
    todo_id: prefill.todoId ?? null,
    description: '',
    billable: true,
  };
}

/** The start moved to another day, at the same time of day. */
export function withDay(startedAt: string, day: Dayjs): string {
  const start = dayjs(startedAt);
  return day.hour(start.hour()).minute(start.minute()).second(0).millisecond(0).toISOString();
}

/** The start moved to another time of day, on the same day. */
export function withTime(startedAt: string, time: Dayjs): string {
  return dayjs(startedAt).hour(time.hour()).minute(time.minute()).second(0).millisecond(0).toISOString();
}

/** When the entry ends (null without a duration). */
export function endOf(startedAt: string, minutes: number | null): Dayjs | null {
  return minutes ? dayjs(startedAt).add(minutes, 'minute') : null;
}

/** Minutes from the start to a time of day: not after the start means the next day (work past midnight). */
export function minutesUntil(startedAt: string, end: Dayjs): number {
  const start = dayjs(startedAt);
  let until = start.hour(end.hour()).minute(end.minute()).second(0).millisecond(0);
  if (!until.isAfter(start)) until = until.add(1, 'day');
  return until.diff(start, 'minute');
}

/**
 * The API input: start and end for a timed entry, start and minutes for a duration-only one. The
 * client follows the to-do or project (the server fills it); an entry with neither keeps its client.
 */
export function toTimingInput(values: TimingFormValues, clientId: number | null = null): CreateTimingInput {
  const minutes = values.minutes ?? 0;
  const linked = values.todo_id !== null || values.project_id !== null;
  return {
    user_id: null,
    todo_id: values.todo_id ?? null,
    project_id: values.project_id ?? null,
    client_id: linked ? null : clientId,
    type_id: values.type_id ?? null,
    started_at: values.started_at,
    ended_at: values.duration_only ? null : dayjs(values.started_at).add(minutes, 'minute').toISOString(),
    minutes: values.duration_only ? minutes : null,
    description: values.description.trim() || null,
    billable: values.billable,
  };
}
