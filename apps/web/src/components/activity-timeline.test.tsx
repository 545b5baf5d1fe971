import type { ActivityEntry } from '@officina/contracts';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLines } from '../lib/activity/change-format.ts';
import { ActivityTimeline } from './activity-timeline.tsx';

afterEach(cleanup);

const entry: ActivityEntry = {
  id: 1,
  created_at: '2026-11-25T10:00:00.000Z',
  action: 'contract_created',
  user_id: 1,
  user_name: 'Maria Rossi',
  changes: [
    { field: 'contract_id', old: null, new: 23, old_label: null, new_label: 'C-2026-007 Assistenza annuale' },
    { field: 'project_id', old: null, new: 5, old_label: null, new_label: '2026-BIANCHI-3 Portale clienti' },
  ],
};

describe('ActivityTimeline (issue 23)', () => {
  it('shows a referenced record by number and name, as a link to it — not "Contratto 23"', async () => {
    const router = createMemoryRouter([
      {
        path: '/',
        element: (
          <ActivityTimeline
            entries={[entry]}
            page={1}
            pages={1}
            onPage={() => {}}
            headline={() => ' ha creato il contratto'}
            changes={(e) => changeLines(e, (field) => (field === 'contract_id' ? 'Contratto' : 'Progetto'))}
          />
        ),
      },
    ]);
    render(<RouterProvider router={router} />);
    const contract = await screen.findByRole('link', { name: 'C-2026-007 Assistenza annuale' });
    expect(contract.getAttribute('href')).toBe('/contracts/23/detail');
    expect(screen.getByRole('link', { name: '2026-BIANCHI-3 Portale clienti' }).getAttribute('href')).toBe(
      '/projects/detail/5',
    );
    expect(screen.queryByText('23')).toBeNull();
  });
});
