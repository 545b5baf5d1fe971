import { describe, expect, it } from 'vitest';
import { lookup, peopleSettings } from '../../../test/fixtures.ts';
import { actionVerb, fieldLabel, formatChangeValue, valueNamesFrom } from './activity-format.ts';

const names = valueNamesFrom({ ...peopleSettings, client_categories: [lookup(5, 'Azienda')] });

describe('activity entries in Italian', () => {
  it('labels fields and actions', () => {
    expect(fieldLabel('vat_number')).toBe('Partita IVA');
    expect(fieldLabel('account_manager_id')).toBe('Account manager');
    expect(fieldLabel('some_new_field')).toBe('some new field');
    expect(actionVerb('updated')).toBe('ha modificato');
    expect(actionVerb('person_linked')).toBe('person linked');
  });

  it('shows names for ids, Italian dates and a dash for nothing', () => {
    expect(formatChangeValue('state_id', 1, names)).toBe('Prospect');
    expect(formatChangeValue('category_id', 5, names)).toBe('Azienda');
    expect(formatChangeValue('account_manager_id', 7, names)).toBe('Maria Rossi');
    expect(formatChangeValue('account_manager_id', 99, names)).toBe('utente n. 99');
    expect(formatChangeValue('privacy_consent_on', '2026-03-04', names)).toBe('04/03/2026');
    expect(formatChangeValue('notes', null, names)).toBe('—');
    expect(formatChangeValue('city', 'Città di Castello', names)).toBe('Città di Castello');
  });
});
