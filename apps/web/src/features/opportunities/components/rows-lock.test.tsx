import type { Lookup, OpportunityDetail, PermissionRule } from '@officina/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../../../lib/session/session-store.ts';
import { useSettingsStore } from '../../../lib/settings/settings-store.ts';
import { lookup, maria, opportunitiesSettings } from '../../../test/fixtures.ts';
import { RowsEditor } from './rows-editor.tsx';

const state = (id: number, name: string, flags: Partial<Lookup> = {}): Lookup => ({
  ...lookup(id, name),
  kind: 'opportunity_states',
  ...flags,
});
const OPEN = 20;
const WON = 22;
const LOST = 23;

function detail(state_id: number): OpportunityDetail {
  return {
    opportunity: {
      id: 5,
      number: '2026/0005',
      title: 'Sito',
      client_id: 3,
      person_id: null,
      owner_id: null,
      state_id,
      type_id: null,
      expected_close_on: null,
      probability: 50,
      valid_until: null,
      payment_terms: null,
      notes: null,
      lost_reason: null,
      imponibile_cents: 0,
      iva_cents: 0,
      total_cents: 0,
      archived_at: null,
      created_at: '2026-11-20T09:00:00.000Z',
      updated_at: '2026-11-22T09:00:00.000Z',
      created_by: null,
      client_name: 'Rossi S.r.l.',
      person_name: null,
      owner_name: null,
      state_name: 'Stato',
      state_color: null,
      state_key: null,
      type_name: null,
    },
    rows: [],
    totals: { by_vat: [], imponibile_cents: 0, iva_cents: 0, totale_cents: 0 },
    contracts: [],
  };
}

function renderRows(stateId: number) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider
        router={createMemoryRouter([
          {
            path: '*',
            element: (
              <RowsEditor detail={detail(stateId)} readOnly={false} onReload={async () => undefined} />
            ),
          },
        ])}
      />
    </QueryClientProvider>,
  );
}

const addToolbar = () => screen.queryByRole('toolbar', { name: 'Aggiungi riga' });

beforeEach(() => {
  useSessionStore.getState().setSession('jwt', maria);
  useSessionStore
    .getState()
    .setPermissions(['manage_opportunities'].map((action): PermissionRule => ({ action, subject: 'all' })));
  useSettingsStore.setState({
    opportunities: {
      ...opportunitiesSettings,
      opportunity_states: [
        state(OPEN, 'Nuova'),
        state(WON, 'Vinta', { is_closed: true, is_won: true }),
        state(LOST, 'Persa', { is_closed: true, is_lost: true }),
      ],
    },
  } as never);
});
afterEach(cleanup);

describe('rows of a won or lost opportunity are read-only', () => {
  it('an open opportunity: rows can be added', () => {
    renderRows(OPEN);
    expect(addToolbar()).toBeTruthy();
    expect(screen.queryByText(/le righe sono bloccate/)).toBeNull();
  });

  it.each([
    [WON, 'vinta'],
    [LOST, 'persa'],
  ])('state %i: no add buttons, and why', (stateId, word) => {
    renderRows(stateId);
    expect(addToolbar()).toBeNull();
    expect(
      screen.getByText(
        `L’opportunità è ${word}: le righe sono bloccate. Riaprila con «Cambia stato» per modificarle.`,
      ),
    ).toBeTruthy();
  });
});
