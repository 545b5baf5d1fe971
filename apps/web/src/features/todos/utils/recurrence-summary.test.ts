import { noRecurrence, type Recurrence } from '@officina/contracts';
import { describe, expect, it } from 'vitest';
import { italianList, recurrenceSummary } from './recurrence-summary.ts';

const rule = (over: Partial<Recurrence>): Recurrence => ({ ...noRecurrence, ...over });

describe('recurrenceSummary', () => {
  it('says when a to-do does not repeat', () => {
    expect(recurrenceSummary(noRecurrence)).toBe('Non si ripete');
  });
  it('weekly on chosen weekdays until a date', () => {
    expect(
      recurrenceSummary(
        rule({
          type_repeat: 'weekly',
          interval: 2,
          weekdays: [4, 1],
          type_end_repeat: 'on_date',
          end_date: '2026-12-31',
        }),
      ),
    ).toBe('Ogni 2 settimane il lunedì e il giovedì, fino al 31/12/2026');
  });
  it('weekly without weekdays takes the due day', () => {
    expect(recurrenceSummary(rule({ type_repeat: 'weekly' }), '2026-11-22T09:00:00Z')).toBe(
      'Ogni settimana la domenica',
    );
  });
  it('three weekdays and every day of the week', () => {
    expect(recurrenceSummary(rule({ type_repeat: 'weekly', weekdays: [1, 3, 5] }))).toBe(
      'Ogni settimana il lunedì, il mercoledì e il venerdì',
    );
    expect(recurrenceSummary(rule({ type_repeat: 'weekly', weekdays: [1, 2, 3, 4, 5, 6, 7] }))).toBe(
      'Ogni settimana, tutti i giorni',
    );
  });
  it('daily, with a count', () => {
    expect(recurrenceSummary(rule({ type_repeat: 'daily', type_end_repeat: 'after', end_count: 10 }))).toBe(
      'Ogni giorno, per 10 volte',
    );
    expect(
      recurrenceSummary(rule({ type_repeat: 'daily', interval: 3, type_end_repeat: 'after', end_count: 1 })),
    ).toBe('Ogni 3 giorni, una sola volta');
  });
  it('monthly on the 31st warns about short months', () => {
    expect(recurrenceSummary(rule({ type_repeat: 'monthly' }), '2026-01-31')).toBe(
      'Ogni mese il giorno 31 (l’ultimo giorno nei mesi più corti)',
    );
    expect(recurrenceSummary(rule({ type_repeat: 'monthly', interval: 3 }), '2026-01-15')).toBe(
      'Ogni 3 mesi il giorno 15',
    );
  });
  it('yearly on 29 February', () => {
    expect(recurrenceSummary(rule({ type_repeat: 'yearly' }), '2028-02-29')).toBe(
      'Ogni anno il 29 febbraio (il 28 negli anni non bisestili)',
    );
    expect(recurrenceSummary(rule({ type_repeat: 'yearly', interval: 2 }))).toBe('Ogni 2 anni');
  });
  it('joins lists the Italian way', () => {
    expect(italianList(['a'])).toBe('a');
    expect(italianList(['a', 'b'])).toBe('a e b');
    expect(italianList(['a', 'b', 'c'])).toBe('a, b e c');
  });
});
