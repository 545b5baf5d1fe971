import { describe, expect, it } from 'vitest';
import { describeRrule, joinItalian, nthWeekdayText } from './recurrence-text.ts';

describe('describeRrule', () => {
  it('says nothing for an event that does not repeat', () => {
    expect(describeRrule(null, '2026-03-10')).toBeNull();
  });

  it('names daily, weekly, monthly and yearly rules', () => {
    expect(describeRrule('FREQ=DAILY', '2026-03-10')).toBe('Ogni giorno');
    expect(describeRrule('FREQ=DAILY;INTERVAL=3', '2026-03-10')).toBe('Ogni 3 giorni');
    expect(describeRrule('FREQ=WEEKLY;BYDAY=TU', '2026-03-10')).toBe('Ogni settimana il martedì');
    expect(describeRrule('FREQ=WEEKLY', '2026-03-08')).toBe('Ogni settimana la domenica');
    expect(describeRrule('FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR', '2026-03-09')).toBe(
      'Ogni settimana dal lunedì al venerdì',
    );
    expect(describeRrule('FREQ=MONTHLY;BYMONTHDAY=15', '2026-03-15')).toBe('Ogni mese il giorno 15');
    expect(describeRrule('FREQ=MONTHLY;INTERVAL=3;BYDAY=2TU', '2026-03-10')).toBe(
      'Ogni 3 mesi il secondo martedì',
    );
    expect(describeRrule('FREQ=MONTHLY;BYDAY=1SU', '2026-03-01')).toBe('Ogni mese la prima domenica');
    expect(describeRrule('FREQ=MONTHLY;BYDAY=-1FR', '2026-01-30')).toBe('Ogni mese l’ultimo venerdì');
    expect(describeRrule('FREQ=YEARLY', '2026-12-07')).toBe('Ogni anno il 7 dicembre');
    expect(describeRrule('FREQ=YEARLY;INTERVAL=2', '2026-05-01')).toBe('Ogni 2 anni il 1º maggio');
  });

  it('says how it ends, and that holidays are skipped', () => {
    expect(describeRrule('FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,WE;COUNT=10', '2026-03-09')).toBe(
      'Ogni 2 settimane il lunedì e il mercoledì, 10 volte',
    );
    expect(describeRrule('FREQ=DAILY;COUNT=1', '2026-03-09')).toBe('Ogni giorno, una volta');
    expect(describeRrule('FREQ=WEEKLY;BYDAY=MO,WE,FR;UNTIL=20261231T225959Z', '2026-03-09')).toBe(
      'Ogni settimana il lunedì, il mercoledì e il venerdì, fino al 31/12/2026',
    );
    expect(describeRrule('FREQ=DAILY;UNTIL=20260630', '2026-03-09', true)).toBe(
      'Ogni giorno, fino al 30/06/2026, festivi esclusi',
    );
  });

  it('names a rule it cannot read as custom, with its text', () => {
    expect(describeRrule('FREQ=MONTHLY;BYSETPOS=-1;BYDAY=MO', '2026-03-10')).toBe(
      'Regola personalizzata (FREQ=MONTHLY;BYSETPOS=-1;BYDAY=MO)',
    );
    expect(describeRrule('FREQ=HOURLY', '2026-03-10')).toBe('Regola personalizzata (FREQ=HOURLY)');
  });
});

describe('Italian helpers', () => {
  it('joins with commas and "e"', () => {
    expect(joinItalian(['a'])).toBe('a');
    expect(joinItalian(['a', 'b'])).toBe('a e b');
    expect(joinItalian(['a', 'b', 'c'])).toBe('a, b e c');
  });

  it('agrees the ordinal with the weekday', () => {
    expect(nthWeekdayText('3WE')).toBe('il terzo mercoledì');
    expect(nthWeekdayText('2SU')).toBe('la seconda domenica');
    expect(nthWeekdayText('-1SU')).toBe('l’ultima domenica');
    expect(nthWeekdayText('9XX')).toBeNull();
  });
});
