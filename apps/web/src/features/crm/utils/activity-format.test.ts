import type { ActivityEntry } from '@officina/contracts';
import { describe, expect, it } from 'vitest';
import { fieldLabel, personEventText } from './activity-format.ts';

const entry = (action: string, changes: ActivityEntry['changes']): ActivityEntry => ({
  id: 1,
  created_at: '2026-03-04T09:00:00.000Z',
  action,
  user_id: 7,
  user_name: 'Maria Rossi',
  changes,
});

describe('activity entries in Italian', () => {
  it('labels the fields of clients and persons', () => {
    expect(fieldLabel('vat_number')).toBe('Partita IVA');
    expect(fieldLabel('account_manager_id')).toBe('Account manager');
    expect(fieldLabel('some_new_field')).toBe('some new field');
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
