import { describe, expect, it } from 'vitest';
import {
  easterSunday,
  isItalianHoliday,
  italianHolidays,
  italianHolidaysBetween,
  patronPresets,
} from './italian-holidays.ts';

describe('Italian public holidays', () => {
  it.each([
    [2024, '2024-03-31'],
    [2025, '2025-04-20'],
    [2026, '2026-04-05'],
    [2027, '2027-03-28'],
    [2028, '2028-04-16'],
    [2038, '2038-04-25'],
  ])('Easter %i is %s', (year, date) => {
    expect(easterSunday(year)).toBe(date);
  });

  it('Pasquetta 2027 is 29 March, 2026 is 6 April, 2028 is 17 April', () => {
    const pasquetta = (year: number) => italianHolidays(year).find((h) => h.name.includes('Pasquetta'))?.date;
    expect(pasquetta(2026)).toBe('2026-04-06');
    expect(pasquetta(2027)).toBe('2027-03-29');
    expect(pasquetta(2028)).toBe('2028-04-17');
  });

  it('lists the national days of 2026 in order, San Francesco included from 2026', () => {
    expect(italianHolidays(2026).map((h) => h.date)).toEqual([
      '2026-01-01',
      '2026-01-06',
      '2026-04-05',
      '2026-04-06',
      '2026-04-25',
      '2026-05-01',
      '2026-06-02',
      '2026-08-15',
      '2026-10-04',
      '2026-11-01',
      '2026-12-08',
      '2026-12-25',
      '2026-12-26',
    ]);
    expect(italianHolidays(2025).some((h) => h.date === '2025-10-04')).toBe(false);
  });

  it('adds the patron day of the comune, once when it falls on a national holiday', () => {
    const milano = italianHolidays(2026, patronPresets.Milano);
    expect(milano.find((h) => h.date === '2026-12-07')?.name).toBe('Sant’Ambrogio (santo patrono)');
    const venezia = italianHolidays(2027, patronPresets.Venezia);
    expect(venezia.filter((h) => h.date === '2027-04-25')).toHaveLength(1);
    expect(venezia.find((h) => h.date === '2027-04-25')?.name).toContain('San Marco');
    expect(isItalianHoliday('2026-06-29', patronPresets.Roma)).toBe(true);
    expect(isItalianHoliday('2026-06-29')).toBe(false);
  });

  it('lists a window across the new year', () => {
    expect(italianHolidaysBetween('2026-12-20', '2027-01-10').map((h) => h.date)).toEqual([
      '2026-12-25',
      '2026-12-26',
      '2027-01-01',
      '2027-01-06',
    ]);
  });
});
