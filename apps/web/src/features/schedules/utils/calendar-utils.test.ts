import { describe, expect, it } from 'vitest';
import { addDays, dateOrToday, romeToday, shiftDate, viewOrDefault } from './calendar-url.ts';
import { contrastRatio, eventColors, luminance } from './event-colors.ts';
import { fromCalendarRange, plusMinutes, toCalendarRange } from './event-times.ts';

describe('calendar URL', () => {
  it('reads the view, defaulting to the agenda on a phone and the month otherwise', () => {
    expect(viewOrDefault('settimana', false)).toBe('settimana');
    expect(viewOrDefault('week', false)).toBe('mese');
    expect(viewOrDefault(null, true)).toBe('agenda');
  });

  it('reads a real day, else today in Rome', () => {
    const lateEvening = new Date('2026-03-09T23:30:00Z'); // 00:30 on the 10th in Rome
    expect(dateOrToday('2026-02-28', lateEvening)).toBe('2026-02-28');
    expect(dateOrToday('2026-02-30', lateEvening)).toBe('2026-03-10');
    expect(dateOrToday(null, lateEvening)).toBe('2026-03-10');
    expect(romeToday(new Date('2026-07-01T21:59:00Z'))).toBe('2026-07-01');
    expect(romeToday(new Date('2026-07-01T22:01:00Z'))).toBe('2026-07-02');
  });

  it('adds calendar days across months and leap days', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});

describe('event times', () => {
  it('gives FullCalendar an all-day event’s exclusive end, and reads it back inclusive', () => {
    expect(toCalendarRange({ all_day: true, start: '2026-03-10', end: '2026-03-11' })).toEqual({
      start: '2026-03-10',
      end: '2026-03-12',
      allDay: true,
    });
    expect(fromCalendarRange('2026-03-10', '2026-03-12', true)).toEqual({
      all_day: true,
      start: '2026-03-10',
      end: '2026-03-11',
    });
    expect(fromCalendarRange('2026-03-10', null, true)).toMatchObject({ end: '2026-03-10' });
  });

  it('reads FullCalendar’s Rome times as wall-clock, an hour long when it has no end', () => {
    expect(fromCalendarRange('2026-03-29T09:00:00+02:00', '2026-03-29T10:30:00+02:00', false)).toEqual({
      all_day: false,
      start: '2026-03-29T09:00',
      end: '2026-03-29T10:30',
    });
    expect(fromCalendarRange('2026-03-10T23:30:00+01:00', null, false).end).toBe('2026-03-11T00:30');
    expect(plusMinutes('2026-12-31T23:45', 30)).toBe('2027-01-01T00:15');
  });
});

describe('event colours', () => {
  it('draws text in black or white, whichever reads at least 4.5:1 on the calendar colour', () => {
    for (const color of ['#6a1b9a', '#00838f', '#ef6c00', '#2e7d32', '#ffeb3b', '#000', null]) {
      const { background, text } = eventColors(color);
      const ratio = contrastRatio(luminance(background) ?? 0, luminance(text) ?? 0);
      expect(ratio).toBeGreaterThanOrEqual(4.5);
    }
    expect(eventColors('#ef6c00').text).toBe('#000000');
    expect(eventColors('#6a1b9a').text).toBe('#ffffff');
    expect(eventColors('not a colour').background).toBe('#6a3fb5');
  });
});

describe('shiftDate', () => {
  it('goes by months (clamped to the month’s end), weeks or days', () => {
    expect(shiftDate('mese', '2026-01-31', 1)).toBe('2026-02-28');
    expect(shiftDate('mese', '2026-01-15', -1)).toBe('2025-12-15');
    expect(shiftDate('settimana', '2026-03-30', 1)).toBe('2026-04-06');
    expect(shiftDate('agenda', '2026-03-30', -1)).toBe('2026-03-23');
    expect(shiftDate('giorno', '2028-02-28', 1)).toBe('2028-02-29');
  });
});
