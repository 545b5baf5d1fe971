import type { Lookup, OpportunityDetail, PermissionRule } from '@officina/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../lib/session/session-store.ts';
import { useSettingsStore } from '../../../lib/settings/settings-store.ts';
import { fakeApi, json, lookup, maria, opportunitiesSettings } from '../../../test/fixtures.ts';
import { OpportunityDetailView } from './opportunity-detail.tsx';

const state = (id: number, name: string, flags: Partial<Lookup> = {}): Lookup => ({
  ...lookup(id, name),
  kind: 'opportunity_states',
  ...flags,
});

const WON = 22;
const OPEN = 20;
const salesRules = ['view_opportunities', 'manage_opportunities', 'view_contracts', 'manage_contracts'];

function detail(
  state_id: number,
  contracts: OpportunityDetail['contracts'] = [],
  archived = false,
): OpportunityDetail {
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
      probability: 100,
      valid_until: null,
      payment_terms: null,
      notes: null,
      lost_reason: null,
      imponibile_cents: 0,
      iva_cents: 0,
      total_cents: 0,
      archived_at: archived ? '2026-11-23T09:00:00.000Z' : null,
      created_at: '2026-11-20T09:00:00.000Z',
      updated_at: '2026-11-22T09:00:00.000Z',
      created_by: null,
      client_name: 'Rossi S.r.l.',
      person_name: null,
      owner_name: null,
      state_name: state_id === WON ? 'Vinta' : 'Nuova',
      state_color: null,
      state_key: state_id === WON ? 'won' : 'new',
      type_name: null,
    },
    rows: [],
    totals: { by_vat: [], imponibile_cents: 0, iva_cents: 0, totale_cents: 0 },
    contracts,
  };
}

/** The detail page of opportunity 5 as the server answers `first`, then `after` once a contract is made. */
function renderDetail(first: OpportunityDetail, rules = salesRules, after?: OpportunityDetail) {
  let current = first;
  const api = fakeApi({
    'GET /api/opportunities/5': () => json(current),
    'GET /api/opportunities/5/activity': () => json({ data: [], meta: { total: 0, page: 1, per_page: 20 } }),
    'POST /api/opportunities/5/contract': () => {
      if (after) current = after;
      return json({
        contract: { id: 9, number: 'C-2026/0001', client_name: 'Rossi S.r.l.' },
        project: null,
      });
    },
  });
  vi.stubGlobal('fetch', vi.fn(api.fetchImpl));
  useSessionStore.getState().setSession('jwt', maria);
  useSessionStore
    .getState()
    .setPermissions(rules.map((action): PermissionRule => ({ action, subject: 'all' })));
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider
        router={createMemoryRouter([{ path: '*', element: <OpportunityDetailView id={5} /> }], {
          initialEntries: ['/opportunities/5/detail'],
        })}
      />
    </QueryClientProvider>,
  );
  return api;
}

const createButton = () => screen.queryByRole('button', { name: 'Crea contratto' });

beforeEach(() => {
  useSettingsStore.setState({
    opportunities: {
      ...opportunitiesSettings,
      opportunity_states: [state(OPEN, 'Nuova'), state(WON, 'Vinta', { is_closed: true, is_won: true })],
    },
  } as never);
});

describe('opportunity detail: the contract of a won opportunity', () => {
  it('won without a contract: "Crea contratto" opens the won step, which creates it; then the link', async () => {
    const api = renderDetail(detail(WON), salesRules, detail(WON, [{ id: 9, number: 'C-2026/0001' }]));
    await screen.findByRole('heading', { name: 'Sito' });
    const button = createButton();
    expect(button).toBeTruthy();

    // Keyboard: focus it and press Enter.
    button?.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Crea contratto' });
    expect(dialog.textContent).toContain('Vuoi creare il contratto per Rossi S.r.l.?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Crea contratto' }));
    await waitFor(() =>
      expect(api.calls.some((c) => c.method === 'POST' && c.url === '/api/opportunities/5/contract')).toBe(
        true,
      ),
    );
    expect(await screen.findByText(/Contratto C-2026\/0001 creato per Rossi S\.r\.l\./)).toBeTruthy();
    // Closed, the page links the contract instead of offering it again.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Chiudi' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(createButton()).toBeNull();
    const link = await screen.findByRole('link', { name: 'Contratto C-2026/0001' });
    expect(link.getAttribute('href')).toBe('/contracts/9/detail');
  });

  it('hidden when the opportunity is not won', async () => {
    renderDetail(detail(OPEN));
    await screen.findByRole('heading', { name: 'Sito' });
    expect(createButton()).toBeNull();
  });

  it('with a contract: a link to it instead', async () => {
    renderDetail(detail(WON, [{ id: 9, number: 'C-2026/0001' }]));
    const link = await screen.findByRole('link', { name: 'Contratto C-2026/0001' });
    expect(link.getAttribute('href')).toBe('/contracts/9/detail');
    expect(createButton()).toBeNull();
  });

  it('hidden without manage_contracts or manage_opportunities, and on an archived opportunity', async () => {
    for (const [rules, archived] of [
      [['view_opportunities', 'manage_opportunities', 'view_contracts'], false],
      [['view_opportunities', 'view_contracts', 'manage_contracts'], false],
      [salesRules, true],
    ] as const) {
      renderDetail(detail(WON, [], archived), [...rules]);
      await screen.findByRole('heading', { name: 'Sito' });
      expect(createButton(), `${rules.join(',')} archived=${archived}`).toBeNull();
      cleanup();
    }
  });
});
