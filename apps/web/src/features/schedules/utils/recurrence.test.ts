import { describe, expect, it } from 'vitest';
import {
  buildRrule,
  noRecurrence,
  parseRrule,
  type Recurrence,
  romeEndOfDayUtc,
  untilDay,
  weekdayOf,
  weekdayOrdinalOf,
} from './recurrence.ts';

const state = (patch: Partial<Recurrence>): Recurrence => ({ ...noRecurrence, ...patch });

describe('buildRrule', () => {
  it('writes nothing for an event that does not repeat', () => {
    expect(buildRrule(noRecurrence, '2026-03-10', false)).toBeNull();
  });

  it('writes daily and every N days', () => {
    expect(buildRrule(state({ frequency: 'DAILY' }), '2026-03-10', false)).toBe('FREQ=DAILY');
    expect(buildRrule(state({ frequency: 'DAILY', interval: 3 }), '2026-03-10', false)).toBe(
      'FREQ=DAILY;INTERVAL=3',
    );
  });

  it('writes the chosen weekdays in week order, the start’s weekday when none is chosen', () => {
    const weekly = state({
      frequency: 'WEEKLY',
      interval: 2,
      weekdays: ['WE', 'MO'],
      end: 'count',
      count: 10,
    });
    expect(buildRrule(weekly, '2026-03-09', false)).toBe('FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,WE;COUNT=10');
    expect(buildRrule(state({ frequency: 'WEEKLY' }), '2026-03-10', false)).toBe('FREQ=WEEKLY;BYDAY=TU');
  });

  it('writes monthly on the start’s day or on its weekday’s place (second Tuesday, last Friday)', () => {
    expect(buildRrule(state({ frequency: 'MONTHLY' }), '2026-03-31', false)).toBe(
      'FREQ=MONTHLY;BYMONTHDAY=31',
    );
    expect(buildRrule(state({ frequency: 'MONTHLY', monthly: 'weekday' }), '2026-03-10', false)).toBe(
      'FREQ=MONTHLY;BYDAY=2TU',
    );
    expect(buildRrule(state({ frequency: 'MONTHLY', monthly: 'weekday' }), '2026-01-30', false)).toBe(
      'FREQ=MONTHLY;BYDAY=-1FR',
    );
  });

  it('ends on a date: a day for all-day events, the end of that Rome day in UTC otherwise', () => {
    const until = state({ frequency: 'YEARLY', end: 'until', until: '2030-12-31' });
    expect(buildRrule(until, '2026-03-10', true)).toBe('FREQ=YEARLY;UNTIL=20301231');
    expect(buildRrule(until, '2026-03-10', false)).toBe('FREQ=YEARLY;UNTIL=20301231T225959Z');
    expect(
      buildRrule(state({ frequency: 'DAILY', end: 'until', until: '2026-07-15' }), '2026-07-01', false),
    ).toBe('FREQ=DAILY;UNTIL=20260715T215959Z');
  });

  it('keeps a rule it cannot edit while the user leaves it alone', () => {
    expect(buildRrule(state({ custom: 'FREQ=MONTHLY;BYSETPOS=-1;BYDAY=MO,TU' }), '2026-03-10', false)).toBe(
      'FREQ=MONTHLY;BYSETPOS=-1;BYDAY=MO,TU',
    );
  });
});

describe('parseRrule', () => {
  it('reads back what buildRrule writes', () => {
    const samples: [Recurrence, string, boolean][] = [
      [state({ frequency: 'DAILY', interval: 2 }), '2026-03-10', false],
      [state({ frequency: 'WEEKLY', weekdays: ['MO', 'WE'], end: 'count', count: 10 }), '2026-03-09', false],
      [
        state({ frequency: 'MONTHLY', monthly: 'weekday', end: 'until', until: '2026-12-31' }),
        '2026-03-10',
        false,
      ],
      [state({ frequency: 'MONTHLY', end: 'until', until: '2026-12-31' }), '2026-03-10', true],
      [state({ frequency: 'YEARLY', interval: 2 }), '2026-02-28', true],
    ];
    for (const [recurrence, start, allDay] of samples) {
      expect(parseRrule(buildRrule(recurrence, start, allDay), start)).toEqual(recurrence);
    }
  });

  it('reads no rule as "does not repeat"', () => {
    expect(parseRrule(null, '2026-03-10')).toEqual(noRecurrence);
  });

  it('keeps a rule the editor cannot show as custom', () => {
    for (const rule of [
      'FREQ=MONTHLY;BYSETPOS=-1;BYDAY=MO',
      'FREQ=HOURLY',
      'FREQ=MONTHLY;BYDAY=3WE',
      'FREQ=DAILY;INTERVAL=0',
    ]) {
      expect(parseRrule(rule, '2026-03-10')).toMatchObject({ frequency: 'none', custom: rule });
    }
  });
});

describe('day helpers', () => {
  it('names the weekday and its place in the month', () => {
    expect(weekdayOf('2026-03-08')).toBe('SU');
    expect(weekdayOf('2026-03-09')).toBe('MO');
    expect(weekdayOrdinalOf('2026-03-10')).toBe(2);
    expect(weekdayOrdinalOf('2026-03-28')).toBe(4);
    expect(weekdayOrdinalOf('2026-03-29')).toBe(-1);
  });

  it('converts UNTIL back to the Rome day', () => {
    expect(untilDay('20261231')).toBe('2026-12-31');
    expect(untilDay('20261231T225959Z')).toBe('2026-12-31');
    expect(untilDay('20260331T230000Z')).toBe('2026-04-01');
    expect(untilDay('nonsense')).toBeNull();
    expect(romeEndOfDayUtc('2026-03-29')).toBe('20260329T215959Z');
  });
});
