import { describe, expect, it } from 'vitest';
import { daysOfWeek, isoWeekOfDay, mondayOf, shiftWeek, weekLabel, weekOrCurrent } from './week.ts';

describe('ISO weeks', () => {
  it('names the week of a day, Monday first', () => {
    expect(isoWeekOfDay('2026-11-16')).toBe('2026-W47');
    expect(isoWeekOfDay('2026-11-22')).toBe('2026-W47');
    expect(isoWeekOfDay('2026-11-23')).toBe('2026-W48');
  });
  it('puts year-end days in the right ISO year', () => {
    expect(isoWeekOfDay('2027-01-01')).toBe('2026-W53');
    expect(isoWeekOfDay('2025-12-29')).toBe('2026-W01');
    expect(isoWeekOfDay('2021-01-03')).toBe('2020-W53');
  });
  it('finds the Monday and the seven days', () => {
    expect(mondayOf('2026-W47')).toBe('2026-11-16');
    expect(mondayOf('2026-W01')).toBe('2025-12-29');
    expect(mondayOf('2026-W53')).toBe('2026-12-28');
    expect(mondayOf('2025-W53')).toBeNull();
    expect(mondayOf('nonsense')).toBeNull();
    expect(daysOfWeek('2026-W47')).toEqual([
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
    ]);
  });
  it('steps across years', () => {
    expect(shiftWeek('2026-W53', 1)).toBe('2027-W01');
    expect(shiftWeek('2027-W01', -1)).toBe('2026-W53');
    expect(shiftWeek('2026-W47', -47)).toBe('2025-W52');
  });
  it('labels a week in Italian', () => {
    expect(weekLabel('2026-W47')).toBe('Settimana 47 · 16/11–22/11/2026');
    expect(weekLabel('2026-W01')).toBe('Settimana 1 · 29/12–04/01/2026');
  });
  it('falls back to the current week for a bad URL value', () => {
    expect(weekOrCurrent('2026-W99', '2026-11-22')).toBe('2026-W47');
    expect(weekOrCurrent('2026-W10', '2026-11-22')).toBe('2026-W10');
    expect(weekOrCurrent(null, '2026-11-22')).toBe('2026-W47');
  });
});
