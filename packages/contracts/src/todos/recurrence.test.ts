import { describe, expect, it } from 'vitest';
import { listOccurrences, nextOccurrence, occurrenceFromAnchor } from './recurrence.ts';
import {
  isoWeekDays,
  isoWeekOf,
  romeDateOf,
  romeDayStart,
  romeToInstant,
  romeWallTime,
} from './rome-time.ts';
import { noRecurrence, type Recurrence } from './todo.schemas.ts';

const rule = (r: Partial<Recurrence>): Recurrence => ({ ...noRecurrence, interval: 1, ...r });
/** Rome wall time "YYYY-MM-DD HH:MM" of an instant. */
const rome = (ms: number) => {
  const w = romeWallTime(ms);
  return `${romeDateOf(ms)} ${String(w.hour).padStart(2, '0')}:${String(w.minute).padStart(2, '0')}`;
};
const at = (s: string) => {
  const [d, t] = s.split(' ') as [string, string];
  const [year, month, day] = d.split('-').map(Number) as [number, number, number];
  const [hour, minute] = t.split(':').map(Number) as [number, number];
  return romeToInstant({ year, month, day, hour, minute, second: 0 });
};
const series = (r: Recurrence, start: string, limit = 20) => listOccurrences(r, at(start), limit).map(rome);

describe('Rome time', () => {
  it('converts wall time both ways in winter and summer', () => {
    expect(new Date(at('2026-01-15 09:00')).toISOString()).toBe('2026-01-15T08:00:00.000Z');
    expect(new Date(at('2026-07-15 09:00')).toISOString()).toBe('2026-07-15T07:00:00.000Z');
    expect(rome(Date.parse('2026-03-29T00:30:00Z'))).toBe('2026-03-29 01:30');
  });
  it('moves a non-existent time forward and picks winter time for an ambiguous one', () => {
    // 29 March 2026: 02:00 → 03:00; 25 October 2026: 03:00 → 02:00.
    expect(rome(at('2026-03-29 02:30'))).toBe('2026-03-29 03:30');
    expect(new Date(at('2026-10-25 02:30')).toISOString()).toBe('2026-10-25T01:30:00.000Z');
  });
  it('day starts, ISO weeks', () => {
    expect(new Date(romeDayStart('2026-03-29')).toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(new Date(romeDayStart('2026-03-30')).toISOString()).toBe('2026-03-29T22:00:00.000Z');
    expect(isoWeekOf('2026-01-01')).toBe('2026-W01');
    expect(isoWeekOf('2027-01-01')).toBe('2026-W53');
    expect(isoWeekOf('2024-12-30')).toBe('2025-W01');
    expect(isoWeekDays('2026-W48')).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ]);
    expect(isoWeekDays('2025-W01')[0]).toBe('2024-12-30');
  });
  it('the cached offsets give the same wall time as Intl, minute by minute across both changes', () => {
    const intl = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Rome',
      hourCycle: 'h23',
      dateStyle: 'short',
      timeStyle: 'medium',
    });
    const wall = (ms: number) => {
      const w = romeWallTime(ms);
      const p = (n: number) => String(n).padStart(2, '0');
      return `${p(w.day)}/${p(w.month)}/${w.year}, ${p(w.hour)}:${p(w.minute)}:${p(w.second)}`;
    };
    for (const from of ['2026-03-28T22:00:00Z', '2026-10-24T22:00:00Z', '1999-10-30T22:00:00Z']) {
      for (let ms = Date.parse(from); ms < Date.parse(from) + 6 * 3_600_000; ms += 60_000 + 7) {
        expect(wall(ms)).toBe(intl.format(ms));
      }
    }
  });
});

describe('recurrence', () => {
  it('daily at 09:00 stays at 09:00 local across both DST changes', () => {
    const march = series(rule({ type_repeat: 'daily' }), '2026-03-27 09:00', 5);
    expect(march).toEqual([
      '2026-03-27 09:00',
      '2026-03-28 09:00',
      '2026-03-29 09:00',
      '2026-03-30 09:00',
      '2026-03-31 09:00',
    ]);
    const utc = listOccurrences(rule({ type_repeat: 'daily' }), at('2026-03-28 09:00'), 2);
    expect((utc[1] as number) - (utc[0] as number)).toBe(23 * 3_600_000);
    expect(series(rule({ type_repeat: 'daily' }), '2026-10-24 09:00', 3)).toEqual([
      '2026-10-24 09:00',
      '2026-10-25 09:00',
      '2026-10-26 09:00',
    ]);
  });
  it('daily every 3 days, and a time that does not exist on the DST day moves to 03:30', () => {
    expect(series(rule({ type_repeat: 'daily', interval: 3 }), '2026-02-26 08:15', 3)).toEqual([
      '2026-02-26 08:15',
      '2026-03-01 08:15',
      '2026-03-04 08:15',
    ]);
    expect(series(rule({ type_repeat: 'daily' }), '2026-03-28 02:30', 3)).toEqual([
      '2026-03-28 02:30',
      '2026-03-29 03:30',
      '2026-03-30 02:30',
    ]);
  });
  it('monthly on the 31st clamps to the last day of shorter months and comes back to the 31st', () => {
    expect(series(rule({ type_repeat: 'monthly' }), '2026-01-31 10:00', 8)).toEqual([
      '2026-01-31 10:00',
      '2026-02-28 10:00',
      '2026-03-31 10:00',
      '2026-04-30 10:00',
      '2026-05-31 10:00',
      '2026-06-30 10:00',
      '2026-07-31 10:00',
      '2026-08-31 10:00',
    ]);
    expect(series(rule({ type_repeat: 'monthly' }), '2027-12-31 10:00', 3)).toEqual([
      '2027-12-31 10:00',
      '2028-01-31 10:00',
      '2028-02-29 10:00',
    ]);
    expect(series(rule({ type_repeat: 'monthly', interval: 3 }), '2026-11-30 10:00', 3)).toEqual([
      '2026-11-30 10:00',
      '2027-02-28 10:00',
      '2027-05-30 10:00',
    ]);
  });
  it('yearly on 29 February: 28 February in common years, 29 in leap years', () => {
    expect(series(rule({ type_repeat: 'yearly' }), '2024-02-29 09:00', 6)).toEqual([
      '2024-02-29 09:00',
      '2025-02-28 09:00',
      '2026-02-28 09:00',
      '2027-02-28 09:00',
      '2028-02-29 09:00',
      '2029-02-28 09:00',
    ]);
    expect(series(rule({ type_repeat: 'yearly', interval: 4 }), '2096-02-29 09:00', 3)).toEqual([
      '2096-02-29 09:00',
      '2100-02-28 09:00',
      '2104-02-29 09:00',
    ]);
  });
  it('weekly on several weekdays, every 2 weeks, starting mid-week', () => {
    // 2026-11-25 is a Wednesday.
    expect(series(rule({ type_repeat: 'weekly', weekdays: [1, 3, 5] }), '2026-11-25 09:00', 6)).toEqual([
      '2026-11-25 09:00',
      '2026-11-27 09:00',
      '2026-11-30 09:00',
      '2026-12-02 09:00',
      '2026-12-04 09:00',
      '2026-12-07 09:00',
    ]);
    expect(
      series(rule({ type_repeat: 'weekly', interval: 2, weekdays: [2, 4] }), '2026-11-24 09:00', 5),
    ).toEqual([
      '2026-11-24 09:00',
      '2026-11-26 09:00',
      '2026-12-08 09:00',
      '2026-12-10 09:00',
      '2026-12-22 09:00',
    ]);
    // Anchor on a day outside the rule: it is still the first occurrence.
    expect(series(rule({ type_repeat: 'weekly', weekdays: [1, 5] }), '2026-11-25 09:00', 4)).toEqual([
      '2026-11-25 09:00',
      '2026-11-27 09:00',
      '2026-11-30 09:00',
      '2026-12-04 09:00',
    ]);
    // No weekdays: the anchor's weekday; across the October DST change.
    expect(series(rule({ type_repeat: 'weekly' }), '2026-10-19 18:00', 3)).toEqual([
      '2026-10-19 18:00',
      '2026-10-26 18:00',
      '2026-11-02 18:00',
    ]);
  });
  it('ends after exactly N occurrences', () => {
    for (const n of [1, 2, 5, 13]) {
      const r = rule({ type_repeat: 'weekly', weekdays: [2, 5], type_end_repeat: 'after', end_count: n });
      expect(listOccurrences(r, at('2026-01-06 09:00'), 100)).toHaveLength(n);
    }
    const r = rule({ type_repeat: 'daily', type_end_repeat: 'after', end_count: 3 });
    const s = { anchorMs: at('2026-01-01 09:00'), anchorIndex: 1 };
    expect(nextOccurrence(r, s, 1)?.index).toBe(2);
    expect(nextOccurrence(r, s, 2)?.index).toBe(3);
    expect(nextOccurrence(r, s, 3)).toBeNull();
  });
  it('ends on a date, that day included (Rome days)', () => {
    const r = rule({ type_repeat: 'daily', type_end_repeat: 'on_date', end_date: '2026-01-05' });
    expect(series(r, '2026-01-01 23:30', 100)).toEqual([
      '2026-01-01 23:30',
      '2026-01-02 23:30',
      '2026-01-03 23:30',
      '2026-01-04 23:30',
      '2026-01-05 23:30',
    ]);
    const m = rule({ type_repeat: 'monthly', type_end_repeat: 'on_date', end_date: '2026-04-29' });
    expect(series(m, '2026-01-31 09:00', 100)).toHaveLength(3);
  });
  it('continues from an anchor set mid-series (rule edited at occurrence 4)', () => {
    const r = rule({ type_repeat: 'monthly', type_end_repeat: 'after', end_count: 6 });
    const s = { anchorMs: at('2026-04-30 09:00'), anchorIndex: 4 };
    expect(rome(nextOccurrence(r, s, 4)?.atMs as number)).toBe('2026-05-30 09:00');
    expect(nextOccurrence(r, s, 5)?.index).toBe(6);
    expect(nextOccurrence(r, s, 6)).toBeNull();
  });
  it('none never repeats; n < 1 is refused', () => {
    expect(nextOccurrence(noRecurrence, { anchorMs: 0, anchorIndex: 1 }, 1)).toBeNull();
    expect(() => occurrenceFromAnchor(rule({ type_repeat: 'daily' }), 0, 0)).toThrow();
  });
  it('every daily occurrence over ten years keeps the local time', () => {
    const occ = listOccurrences(rule({ type_repeat: 'daily' }), at('2026-01-01 07:45'), 3653);
    expect(occ).toHaveLength(3653);
    for (const ms of occ) expect(rome(ms).endsWith(' 07:45')).toBe(true);
  });
});
