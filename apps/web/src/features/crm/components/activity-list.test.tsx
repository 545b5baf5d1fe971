import type { ActivityEntry } from '@officina/contracts';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ActivityList } from './activity-list.tsx';

const entries: ActivityEntry[] = [
  {
    id: 3,
    created_at: '2026-03-04T10:00:00.000Z',
    action: 'person_added',
    user_id: 7,
    user_name: 'Maria Rossi',
    changes: [
      { field: 'person_id', old: null, new: 42 },
      { field: 'person', old: null, new: 'Giulia Esposito' },
    ],
  },
  {
    id: 2,
    created_at: '2026-03-04T09:00:00.000Z',
    action: 'updated',
    user_id: 7,
    user_name: 'Maria Rossi',
    changes: [{ field: 'state_id', old: 1, new: 2, old_label: 'Prospect', new_label: 'Attivo' }],
  },
];

describe('ActivityList', () => {
  it("shows a person's addition in one line and names ids with the server's labels", () => {
    render(<ActivityList entries={entries} subject="il cliente" page={1} pages={1} onPage={() => {}} />);
    const [added, updated] = within(screen.getByRole('list', { name: 'Attività' })).getAllByRole('listitem');
    expect(added?.textContent).toContain('Maria Rossi — Persona aggiunta: Giulia Esposito');
    expect(added?.querySelector('dl')).toBeNull();
    expect(updated?.textContent).toContain('Maria Rossi ha modificato il cliente');
    expect(within(updated as HTMLElement).getByText('Prospect')).toBeTruthy();
    expect(within(updated as HTMLElement).getByText('Attivo')).toBeTruthy();
  });
});
