import type { UserGroupView } from '@officina/contracts';
import { describe, expect, it } from 'vitest';
import { changeLines, changesOf, draftOf, hasChanges, toggled, usersCountLabel } from './group-draft.ts';

const sales: UserGroupView = {
  id: 2,
  key: 'sales',
  name: 'Commerciali',
  rules: [],
  full_access: false,
  permissions: ['view_opportunities', 'view_clients'],
  other_rules: [],
  users_count: 3,
  created_at: '2026-11-01T08:00:00.000Z',
  updated_at: '2026-11-01T08:00:00.000Z',
};

describe('group draft', () => {
  it('lists nothing to confirm when the draft is the group', () => {
    expect(hasChanges(changesOf(sales, draftOf(sales)))).toBe(false);
  });

  it('says in Italian what a save grants and takes away', () => {
    let draft = toggled(draftOf(sales), 'view_opportunities', false);
    draft = toggled(draft, 'manage_users', true);
    draft = { ...draft, full_access: true };
    const changes = changesOf(sales, draft);
    expect(hasChanges(changes)).toBe(true);
    expect(changeLines(changes)).toEqual([
      'Accesso completo: attivato',
      'Concede: Gestire gli utenti',
      'Toglie: Vedere le opportunità',
    ]);
  });

  it('keeps permissions in the catalogue order, each once', () => {
    const draft = toggled(toggled(draftOf(sales), 'manage_users', true), 'view_clients', true);
    expect(draft.permissions).toEqual(['view_opportunities', 'view_clients', 'manage_users']);
  });

  it('counts users in Italian', () => {
    expect(usersCountLabel(0)).toBe('Nessun utente');
    expect(usersCountLabel(1)).toBe('1 utente');
    expect(usersCountLabel(12)).toBe('12 utenti');
  });
});
