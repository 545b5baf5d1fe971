import { describe, expect, it } from 'vitest';
import { months, weekdays } from '../settings/calendar-lists.ts';
import { dayjs } from './dayjs.ts';
import { formatDate, formatDateTime, formatEuro, formatLongDate, isoWeekOf } from './format.ts';

describe('Italian dates', () => {
  it('puts the day first and uses the 24-hour clock', () => {
    expect(formatDate('2026-03-07')).toBe('07/03/2026');
    expect(formatDateTime(new Date(2026, 2, 7, 18, 5))).toBe('07/03/2026 18:05');
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });

  it('numbers weeks ISO-style: 2027-01-01 is week 53 of 2026', () => {
    expect(isoWeekOf('2027-01-01')).toEqual({ week: 53, year: 2026 });
    expect(isoWeekOf('2026-01-01')).toEqual({ week: 1, year: 2026 });
    expect(dayjs('2027-01-01').week()).toBe(53);
  });

  it('starts weeks on Monday, in Italian', () => {
    expect(dayjs('2026-11-22').startOf('week').format('dddd DD/MM')).toBe('lunedì 16/11');
    expect(formatLongDate('2026-11-22')).toBe('domenica 22 novembre 2026');
  });

  it('has the fixed weekday and month lists', () => {
    expect(weekdays).toHaveLength(7);
    expect(weekdays[0]).toEqual({ id: 1, title: 'Lunedì' });
    expect(weekdays[6]).toEqual({ id: 7, title: 'Domenica' });
    expect(months.map((month) => month.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(months[0]?.name).toBe('Gennaio');
    expect(months[11]?.name).toBe('Dicembre');
  });
});

describe('formatEuro (cents → "€ 1.234,56")', () => {
  it.each([
    [123456, '€ 1.234,56'],
    [0, '€ 0,00'],
    [5, '€ 0,05'],
    [100, '€ 1,00'],
    [123456789, '€ 1.234.567,89'],
    [-123456, '-€ 1.234,56'],
    [99999999999n, '€ 999.999.999,99'],
  ])('%s → %s', (cents, expected) => {
    expect(formatEuro(cents)).toBe(expected);
  });
});
