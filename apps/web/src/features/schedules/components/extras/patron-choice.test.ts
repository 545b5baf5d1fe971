import { patronPresets, schedulePatronSchema } from '@officina/contracts';
import { describe, expect, it } from 'vitest';
import { formValuesOf, NONE, OTHER, parsePatronDay, patronOf, presetComuni } from './patron-choice.ts';

const typed = (day: string, name: string, comune = '') => ({ choice: OTHER, comune, day, name });

describe('presets', () => {
  it('offers every preset comune in alphabetical order', () => {
    expect(presetComuni).toHaveLength(Object.keys(patronPresets).length);
    expect(presetComuni[0]).toBe('Bari');
    expect(presetComuni.at(-1)).toBe('Verona');
  });

  it('saves a preset comune with its day and saint, accepted by the contract', () => {
    const result = patronOf({ choice: 'Milano', comune: '', day: '', name: '' });
    expect(result).toEqual({ patron: { day: '12-07', name: 'Sant’Ambrogio', comune: 'Milano' } });
    if ('patron' in result) expect(schedulePatronSchema.safeParse(result.patron).success).toBe(true);
    expect(patronOf({ choice: 'Roma', comune: '', day: '', name: '' })).toEqual({
      patron: { day: '06-29', name: 'Santi Pietro e Paolo', comune: 'Roma' },
    });
  });

  it('reads a stored preset back as its comune, anything else as Altro, nothing as Nessuno', () => {
    expect(formValuesOf({ day: '12-07', name: 'Sant’Ambrogio', comune: 'Milano' }).choice).toBe('Milano');
    expect(formValuesOf({ day: '01-20', name: 'San Sebastiano', comune: 'Milano' })).toEqual({
      choice: OTHER,
      comune: 'Milano',
      day: '20/01',
      name: 'San Sebastiano',
    });
    expect(formValuesOf({ day: '11-11', name: 'San Martino', comune: null }).choice).toBe(OTHER);
    expect(formValuesOf(null).choice).toBe(NONE);
    expect(patronOf(formValuesOf(null))).toEqual({ patron: null });
  });
});

describe('Altro: a day typed day-first', () => {
  it('reads 7/12, 07/12, 7.12 and 07-12 as 7 December', () => {
    for (const raw of ['7/12', '07/12', '7.12', '07-12', ' 7 / 12 '])
      expect(parsePatronDay(raw)).toBe('12-07');
    expect(parsePatronDay('31/01')).toBe('01-31');
  });

  it('refuses what is not a day of every year', () => {
    for (const raw of ['31/04', '29/02', '00/05', '12/13', '12', 'dicembre', '']) {
      expect(parsePatronDay(raw)).toBeNull();
    }
  });

  it('saves the typed day and saint, tidied, with the comune or none', () => {
    expect(patronOf(typed('11/11', '  San   Martino ', ' Belluno '))).toEqual({
      patron: { day: '11-11', name: 'San Martino', comune: 'Belluno' },
    });
    expect(patronOf(typed('4/10', 'San Petronio'))).toEqual({
      patron: { day: '10-04', name: 'San Petronio', comune: null },
    });
  });

  it('says what is missing in Italian', () => {
    expect(patronOf(typed('31/02', 'San Valentino'))).toEqual({
      error: 'Giorno non valido: scrivilo come GG/MM, per esempio 07/12',
    });
    expect(patronOf(typed('14/02', '   '))).toEqual({ error: 'Indica il santo patrono' });
  });
});
