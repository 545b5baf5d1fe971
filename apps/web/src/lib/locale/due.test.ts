import { describe, expect, it } from 'vitest';
import { dayjs } from './dayjs.ts';
import { dueFormValue, dueFromParts, dueParts, formatDue } from './due.ts';

describe('a to-do due without a time (issue 23)', () => {
  it('shows the date alone, and the date and time when there is one', () => {
    expect(formatDue({ due_at: '2026-11-25T22:59:59.999Z', due_all_day: true })).toBe('25/11/2026');
    expect(formatDue({ due_at: null, due_all_day: false })).toBe('');
    expect(formatDue({ due_at: dayjs('2026-11-25T09:30').toISOString(), due_all_day: false })).toBe(
      '25/11/2026 09:30',
    );
  });

  it('a date typed without a time is kept as that day, not dropped', () => {
    expect(dueFromParts(dayjs('2026-11-25'), null)).toBe('2026-11-25');
    expect(dueFromParts(dayjs('2026-11-25'), dayjs('2026-01-01T14:15'))).toBe(
      dayjs('2026-11-25T14:15').toISOString(),
    );
    expect(dueFromParts(null, dayjs('2026-01-01T14:15'))).toBeNull();
    expect(dueFromParts(dayjs('invalid'), null)).toBeNull();
  });

  it('round-trips a whole-day due through the form', () => {
    const value = dueFormValue({ due_at: '2026-11-25T22:59:59.999Z', due_all_day: true });
    expect(value).toBe('2026-11-25');
    const parts = dueParts(value);
    expect(parts.time).toBeNull();
    expect(parts.date?.format('DD/MM/YYYY')).toBe('25/11/2026');
  });
});
