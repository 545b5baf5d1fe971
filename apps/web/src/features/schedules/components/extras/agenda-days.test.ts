import { describe, expect, it } from 'vitest';
import { agendaWindow, dayFirst, dayLabel, firstItems, groupByDay, timeRange } from './agenda-days.ts';
import { calendarAt, newEventPath } from './calendar-links.ts';

const item = (key: string, start: string, end: string, all_day = false) => ({ key, start, end, all_day });

describe('groupByDay', () => {
  it('groups by the start day, days in order, all-day first then by time', () => {
    const days = groupByDay([
      item('c', '2026-03-10T15:00', '2026-03-10T16:00'),
      item('a', '2026-03-09T09:00', '2026-03-09T10:00'),
      item('d', '2026-03-10', '2026-03-10', true),
      item('b', '2026-03-10T08:30', '2026-03-10T09:00'),
    ]);
    expect(days.map((day) => day.day)).toEqual(['2026-03-09', '2026-03-10']);
    expect(days[1]?.items.map((entry) => entry.key)).toEqual(['d', 'b', 'c']);
  });

  it('keeps occurrences of one series at the same time apart by key, and an empty answer empty', () => {
    const days = groupByDay([
      item('7@2026-03-10T09:00', '2026-03-10T09:00', '2026-03-10T10:00'),
      item('3@2026-03-10T09:00', '2026-03-10T09:00', '2026-03-10T10:00'),
    ]);
    expect(days[0]?.items.map((entry) => entry.key)).toEqual(['3@2026-03-10T09:00', '7@2026-03-10T09:00']);
    expect(groupByDay([])).toEqual([]);
  });

  it('puts an event over midnight under the day it starts', () => {
    const days = groupByDay([item('n', '2026-03-28T23:00', '2026-03-29T03:00')]);
    expect(days).toHaveLength(1);
    expect(days[0]?.day).toBe('2026-03-28');
  });
});

describe('groupByDay from a floor, and firstItems', () => {
  it('lists what started before the floor and still runs on the floor day', () => {
    const days = groupByDay(
      [
        item('ongoing', '2026-03-08', '2026-03-12', true),
        item('later', '2026-03-10T09:00', '2026-03-10T10:00'),
        item('night', '2026-03-09T22:00', '2026-03-10T02:00'),
      ],
      '2026-03-10',
    );
    expect(days).toHaveLength(1);
    expect(days[0]?.items.map((entry) => entry.key)).toEqual(['ongoing', 'night', 'later']);
  });

  it('keeps the first items across days in order', () => {
    const days = groupByDay([
      item('a', '2026-03-10T09:00', '2026-03-10T10:00'),
      item('b', '2026-03-10T11:00', '2026-03-10T12:00'),
      item('c', '2026-03-11T09:00', '2026-03-11T10:00'),
      item('d', '2026-03-12T09:00', '2026-03-12T10:00'),
    ]);
    const kept = firstItems(days, 3);
    expect(kept.map((day) => [day.day, day.items.map((entry) => entry.key)])).toEqual([
      ['2026-03-10', ['a', 'b']],
      ['2026-03-11', ['c']],
    ]);
    expect(firstItems(days, 0)).toEqual([]);
  });
});

describe('dayLabel', () => {
  it('says Oggi, Domani, Ieri, else the weekday and the date day-first', () => {
    expect(dayLabel('2026-12-31', '2026-12-31')).toBe('Oggi');
    expect(dayLabel('2027-01-01', '2026-12-31')).toBe('Domani');
    expect(dayLabel('2026-12-30', '2026-12-31')).toBe('Ieri');
    expect(dayLabel('2027-01-03', '2026-12-31')).toBe('domenica 03/01/2027');
    expect(dayLabel('2028-02-29', '2028-02-01')).toBe('martedì 29/02/2028');
  });
});

describe('timeRange', () => {
  it('writes 24-hour times, all-day and multi-day events', () => {
    expect(timeRange(item('a', '2026-03-10T09:00', '2026-03-10T17:30'))).toBe('09:00–17:30');
    expect(timeRange(item('b', '2026-03-10', '2026-03-10', true))).toBe('Tutto il giorno');
    expect(timeRange(item('c', '2026-03-10', '2026-03-12', true))).toBe('Fino al 12/03/2026');
    expect(timeRange(item('d', '2026-03-28T22:00', '2026-03-29T02:00'))).toBe('22:00 – 29/03/2026 02:00');
  });
});

describe('agendaWindow and links', () => {
  it('spans 30 days back and 90 on, across months and years', () => {
    expect(agendaWindow('2026-01-15')).toEqual({ from: '2025-12-16', to: '2026-04-15' });
    expect(dayFirst('2026-04-05')).toBe('05/04/2026');
  });

  it('opens the calendar at the day in the week view, or its create dialog prefilled', () => {
    expect(calendarAt('2026-03-10')).toBe('/schedules?date=2026-03-10&view=settimana');
    expect(newEventPath({ kind: 'client', id: 4 }, '2026-03-10')).toBe(
      '/schedules?date=2026-03-10&view=settimana&new=1&client_id=4',
    );
    expect(newEventPath({ kind: 'project', id: 9, clientId: 4 }, '2026-03-10')).toBe(
      '/schedules?date=2026-03-10&view=settimana&new=1&client_id=4&project_id=9',
    );
  });
});
