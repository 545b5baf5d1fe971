import type { ActivityEntry } from '@officina/contracts';
import { describe, expect, it } from 'vitest';
import {
  actionVerb,
  changeLines,
  changeText,
  formatChangeValue,
  recordEventText,
  recordHref,
} from './change-format.ts';

const entry = (changes: ActivityEntry['changes']): ActivityEntry => ({
  id: 1,
  created_at: '2026-03-04T09:00:00.000Z',
  action: 'updated',
  user_id: 7,
  user_name: 'Maria Rossi',
  changes,
});

describe('a history entry read in Italian', () => {
  it('names actions, and shows an unknown one as it is', () => {
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
    expect(formatChangeValue('due_date', '2026-12-31')).toBe('31/12/2026');
    expect(formatChangeValue('notes', null)).toBe('—');
    expect(formatChangeValue('notes', '')).toBe('—');
    expect(formatChangeValue('flag', true)).toBe('Sì');
  });

  it('links only id fields of records with a number', () => {
    expect(recordHref('client_id', 4)).toBe('/crm/detail/4');
    expect(recordHref('contract_id', 23)).toBe('/contracts/23/detail');
    expect(recordHref('title', 4)).toBeNull();
    expect(recordHref('contract_id', null)).toBeNull();
  });

  it('makes lines: labelled, named, linked, a value set from nothing without its old side', () => {
    const lines = changeLines(
      entry([
        { field: 'contract_id', old: null, new: 23, old_label: null, new_label: 'C-2026-007 Assistenza' },
        { field: 'client_id', old: 4, new: 5, old_label: 'Rossi S.r.l.', new_label: 'Bianchi S.p.A.' },
        { field: 'priority', old: 'low', new: 'urgent' },
      ]),
      (field) => ({ contract_id: 'Contratto', client_id: 'Cliente' })[field] ?? field,
      (field, value) => (field === 'priority' ? `priorità ${value}` : null),
    );
    expect(lines).toEqual([
      {
        field: 'contract_id',
        label: 'Contratto',
        old: null,
        new: 'C-2026-007 Assistenza',
        oldHref: null,
        newHref: '/contracts/23/detail',
      },
      {
        field: 'client_id',
        label: 'Cliente',
        old: 'Rossi S.r.l.',
        new: 'Bianchi S.p.A.',
        oldHref: '/crm/detail/4',
        newHref: '/crm/detail/5',
      },
      {
        field: 'priority',
        label: 'priority',
        old: 'priorità low',
        new: 'priorità urgent',
        oldHref: null,
        newHref: null,
      },
    ]);
  });
});

describe("another module's events on a record", () => {
  const event = (action: string, old: string | null, now: string | null): ActivityEntry => ({
    ...entry([{ field: 'attachment', old, new: now }]),
    action,
  });

  it('names the file added, removed or renamed', () => {
    expect(recordEventText(event('attachment_added', null, 'contratto.pdf'))).toBe(
      'Allegato aggiunto: «contratto.pdf»',
    );
    expect(recordEventText(event('attachment_removed', 'vecchio.pdf', null))).toBe(
      'Allegato rimosso: «vecchio.pdf»',
    );
    expect(recordEventText(event('attachment_renamed', 'a.pdf', 'b.pdf'))).toBe(
      'Allegato rinominato: «a.pdf» → «b.pdf»',
    );
    expect(recordEventText(entry([]))).toBeNull();
  });
});
