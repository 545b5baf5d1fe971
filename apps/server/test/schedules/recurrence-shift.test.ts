import { romeDayStart } from '@officina/contracts';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { expandSeries } from '../../src/modules/schedules/schedule-recurrence.ts';
import { parseRrule } from '../../src/modules/schedules/schedule-rrule.ts';

/**
 * An endless daily or weekly series begun long ago is expanded from a later start (whole periods
 * on): the occurrences in any window must be exactly those the rule gives from its own start.
 */
function reference(rrule: string, start: string, from: string, to: string): string[] {
  const { rule } = parseRrule(rrule, start);
  const found = rule.between(new Date(romeDayStart(from)), new Date(romeDayStart(to) + 86_400_000), true);
  return found
    .map((zoned) => Temporal.PlainDateTime.from(zoned.toPlainDateTime().toString()).toString().slice(0, 16))
    .filter((local) => local >= `${from}T00:00` && local < `${to}T24:00`);
}

const rules = [
  'FREQ=DAILY',
  'FREQ=DAILY;INTERVAL=3',
  'FREQ=DAILY;BYDAY=MO,TU,WE,TH,FR',
  'FREQ=WEEKLY',
  'FREQ=WEEKLY;BYDAY=MO,WE',
  'FREQ=WEEKLY;INTERVAL=2;BYDAY=TU,FR',
  'FREQ=WEEKLY;INTERVAL=3;BYDAY=SU;WKST=SU',
  'FREQ=DAILY;BYMONTH=3,10',
];
const starts = ['2019-01-02T09:00', '2020-02-29T23:30', '2021-03-28T02:30', '2022-10-30T08:15'];
const windows: [string, string][] = [
  ['2023-03-20', '2023-04-02'],
  ['2024-10-21', '2024-11-03'],
  ['2026-02-23', '2026-03-31'],
];

describe('endless daily and weekly series begun long ago', () => {
  for (const rrule of rules) {
    it(`${rrule}: the same occurrences as from the series' own start`, () => {
      for (const start of starts) {
        for (const [from, to] of windows) {
          const got = expandSeries(
            {
              start_local: start,
              end_local: start,
              all_day: false,
              rrule,
              skip_holidays: false,
              exdates: [],
            },
            from,
            to,
            null,
          ).map((o) => o.start);
          expect(got, `${start} ${from}…${to}`).toEqual(reference(rrule, start, from, to));
        }
      }
    });
  }
});
