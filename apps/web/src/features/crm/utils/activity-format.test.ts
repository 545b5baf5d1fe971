import type { ActivityEntry } from '@officina/contracts';
import { describe, expect, it } from 'vitest';
import { actionVerb, changeText, fieldLabel, formatChangeValue, personEventText } from './activity-format.ts';

const entry = (action: string, changes: ActivityEntry['changes']): ActivityEntry => ({
  id: 1,
  created_at: '2026-03-04T09:00:00.000Z',
  action,
  user_id: 7,
  user_name: 'Maria Rossi',
  changes,
});

describe('activity entries in Italian', () => {
  it('labels fields and actions', () => {
    expect(fieldLabel('vat_number')).toBe('Partita IVA');
    expect(fieldLabel('account_manager_id')).toBe('Account manager');
    expect(fieldLabel('some_new_field')).toBe('some new field');
    expect(actionVerb('updated')).toBe('ha modificato');
    expect(actionVerb('something_new')).toBe('something new');
  });

  it("prefers the server's names for ids and keeps the raw value otherwise", () => {
    const state = { field: 'state_id', old: 1, new: 2, old_label: 'Prospect', new_label: 'Attivo' };
    expect(changeText(state, 'old')).toBe('Prospect');
    expect(changeText(state, 'new')).toBe('Attivo');
    const gone = { field: 'client_id', old: 4, new: null, old_label: null, new_label: null };
    expect(changeText(gone, 'old')).toBe('cliente n. 4');
    expect(changeText(gone, 'new')).toBe('—');
    expect(changeText({ field: 'account_manager_id', old: null, new: 9 }, 'new')).toBe('utente n. 9');
    expect(changeText({ field: 'category_id', old: null, new: 5 }, 'new')).toBe('n. 5');
    expect(changeText({ field: 'city', old: 'Milano', new: 'Città di Castello' }, 'new')).toBe(
      'Città di Castello',
    );
  });

  it('formats raw values: Italian dates, yes/no and a dash for nothing', () => {
    expect(formatChangeValue('privacy_consent_on', '2026-03-04')).toBe('04/03/2026');
    expect(formatChangeValue('notes', null)).toBe('—');
    expect(formatChangeValue('notes', '')).toBe('—');
    expect(formatChangeValue('flag', true)).toBe('Sì');
  });

  it("reads a client's entries about its persons", () => {
    const added = entry('person_added', [
      { field: 'person_id', old: null, new: 42 },
      { field: 'person', old: null, new: 'Mario Rossi' },
    ]);
    expect(personEventText(added)).toBe('Persona aggiunta: Mario Rossi');
    const removed = entry('person_removed', [
      { field: 'person_id', old: 42, new: null },
      { field: 'person', old: 'Mario Rossi', new: null },
    ]);
    expect(personEventText(removed)).toBe('Persona rimossa: Mario Rossi');
    expect(personEventText(entry('person_archived', []))).toBe('Persona archiviata');
    expect(personEventText(entry('updated', []))).toBeNull();
  });
});
