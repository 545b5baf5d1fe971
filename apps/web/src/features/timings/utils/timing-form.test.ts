import type { TimingView } from '@officina/contracts';
import { describe, expect, it } from 'vitest';
import { dayjs } from '../../../lib/locale/dayjs.ts';
import {
  endOf,
  minutesUntil,
  timingFormSchema,
  timingFormValues,
  toTimingInput,
  withDay,
  withTime,
} from './timing-form.ts';

/** Local wall time → ISO, as the pickers produce it. */
const at = (text: string) => dayjs(text).toISOString();

const entry: TimingView = {
  id: 7,
  user_id: 2,
  todo_id: 11,
  project_id: 3,
  client_id: 5,
  type_id: 1,
  started_at: at('2026-04-14T09:00'),
  ended_at: at('2026-04-14T10:30'),
  minutes: 90,
  duration_only: false,
  description: 'Collaudo',
  billable: false,
  created_at: at('2026-04-14T10:30'),
  updated_at: at('2026-04-14T10:30'),
  created_by: 2,
  user_name: 'Mario Rossi',
  todo_title: 'Collaudo impianto',
  project_name: 'Impianto',
  project_code: 'IMP',
  client_name: 'Cliente',
  type_name: 'Lavoro',
  running: false,
};

describe('timing form values', () => {
  it('an entry is edited with its own values; a new one is the last full hour, prefilled', () => {
    expect(timingFormValues(entry, {}, { typeId: 9, now: dayjs() })).toEqual({
      started_at: entry.started_at,
      minutes: 90,
      duration_only: false,
      type_id: 1,
      project_id: 3,
      todo_id: 11,
      description: 'Collaudo',
      billable: false,
    });
    const fresh = timingFormValues(
      undefined,
      { projectId: 4 },
      { typeId: 9, now: dayjs('2026-04-14T11:20') },
    );
    expect(fresh).toMatchObject({ minutes: 60, type_id: 9, project_id: 4, todo_id: null, billable: true });
    expect(fresh.started_at).toBe(at('2026-04-14T10:00'));
  });

  it('moves the start by day or by time of day, keeping the other part', () => {
    expect(withDay(entry.started_at, dayjs('2026-04-20'))).toBe(at('2026-04-20T09:00'));
    expect(withTime(entry.started_at, dayjs('2000-01-01T14:45'))).toBe(at('2026-04-14T14:45'));
  });

  it('keeps end and duration in step; an end before the start is the next day', () => {
    expect(endOf(entry.started_at, 90)?.toISOString()).toBe(at('2026-04-14T10:30'));
    expect(endOf(entry.started_at, null)).toBeNull();
    expect(minutesUntil(entry.started_at, dayjs('2000-01-01T12:15'))).toBe(195);
    expect(minutesUntil(at('2026-04-14T23:00'), dayjs('2000-01-01T01:30'))).toBe(150);
    expect(minutesUntil(entry.started_at, dayjs('2000-01-01T09:00'))).toBe(24 * 60);
  });

  it('a timed entry is sent with its end, a duration-only one with its minutes', () => {
    const values = timingFormValues(entry, {}, { typeId: null, now: dayjs() });
    expect(toTimingInput({ ...values, minutes: 120, description: '  ' }, 5)).toEqual({
      user_id: null,
      todo_id: 11,
      project_id: 3,
      client_id: null,
      type_id: 1,
      started_at: entry.started_at,
      ended_at: at('2026-04-14T11:00'),
      minutes: null,
      description: null,
      billable: false,
    });
    const cell = toTimingInput(
      { ...values, duration_only: true, todo_id: null, project_id: null, minutes: 45 },
      5,
    );
    expect(cell).toMatchObject({ ended_at: null, minutes: 45, client_id: 5 });
  });

  it('asks for a duration between a minute and 24 hours', () => {
    const values = timingFormValues(entry, {}, { typeId: null, now: dayjs() });
    const message = (minutes: number | null) =>
      timingFormSchema.safeParse({ ...values, minutes }).error?.issues[0]?.message;
    expect(message(null)).toBe('Indica la durata, es. 1:30');
    expect(message(0)).toBe('Almeno 1 minuto');
    expect(message(24 * 60 + 1)).toBe('Al massimo 24 ore');
    expect(message(30)).toBeUndefined();
  });
});
