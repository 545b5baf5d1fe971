import type {
  OpportunityBoard as Board,
  OpportunityCard as Card,
  OpportunityView,
} from '@officina/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { boardCard, fakeApi, json, lookup } from '../../../test/fixtures.ts';
import { useOpportunityBoard } from '../api/opportunity-board.ts';
import { OpportunityBoard } from './opportunity-board.tsx';

const card = (id: number, state_id: number): Card => boardCard(id, state_id);

const row = (id: number, state_id: number): OpportunityView => ({
  ...card(id, state_id),
  person_id: null,
  type_id: null,
  valid_until: null,
  payment_terms: null,
  notes: null,
  lost_reason: null,
  imponibile_cents: 8_197,
  iva_cents: 1_803,
  archived_at: null,
  created_at: '2026-11-01T09:00:00.000Z',
  created_by: null,
  person_name: null,
  state_name: 'Nuova',
  state_color: null,
  state_key: 'nuova',
  type_name: null,
});

const ids = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** "Nuova": 12 matches, 10 on the board; "Persa": 1 match, shown. */
const board: Board = {
  columns: [
    {
      state: { ...lookup(20, 'Nuova'), kind: 'opportunity_states' },
      count: 12,
      total_cents: 120_000,
      weighted_cents: 24_000,
      cards: ids(1, 10).map((id) => card(id, 20)),
    },
    {
      state: { ...lookup(21, 'Persa'), kind: 'opportunity_states' },
      count: 1,
      total_cents: 10_000,
      weighted_cents: 2_000,
      cards: [card(30, 21)],
    },
  ],
};

const query = { q: 'rete', cards_per_state: 10 };

function Harness() {
  const loaded = useOpportunityBoard(query);
  return <OpportunityBoard board={loaded.data} query={query} canMove={false} error={loaded.isError} />;
}

function renderBoard(list: () => Response | Promise<Response>) {
  const routes: Record<string, () => Response | Promise<Response>> = {
    'GET /api/opportunities/board': () => json(board),
    'GET /api/opportunities': list,
  };
  const api = fakeApi(routes);
  vi.stubGlobal('fetch', vi.fn(api.fetchImpl));
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <Harness />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...api, client, routes };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('OpportunityBoard', () => {
  it('"Mostra altre" appends the next cards of the column, asked of the list with the board\'s filters', async () => {
    const user = userEvent.setup();
    let answer: (response: Response) => void = () => {};
    const api = renderBoard(() => new Promise<Response>((resolve) => (answer = resolve)));
    const column = await screen.findByTestId('board-column-nuova');
    expect(within(column).getAllByTestId('opportunity-card')).toHaveLength(10);
    expect(
      within(screen.getByTestId('board-column-persa')).queryByRole('button', { name: /Mostra altre/ }),
    ).toBeNull();

    const more = within(column).getByRole('button', { name: 'Mostra altre (2)' });
    more.focus();
    await user.keyboard('{Enter}');
    await vi.waitFor(() => expect(more).toHaveProperty('disabled', true));
    expect(within(more).getByRole('progressbar', { hidden: true })).toBeTruthy();
    // The page overlaps the board by one card (10): it is not shown twice.
    answer(json({ data: [10, 11, 12].map((id) => row(id, 20)), meta: { total: 12, page: 2, per_page: 10 } }));

    await vi.waitFor(() => expect(within(column).getAllByTestId('opportunity-card')).toHaveLength(12));
    const numbers = within(column)
      .getAllByTestId('opportunity-card')
      .map((entry) => entry.getAttribute('data-number'));
    expect(numbers.slice(-3)).toEqual(['2026/0010', '2026/0011', '2026/0012']);
    expect(within(column).queryByRole('button', { name: /Mostra altre/ })).toBeNull();
    const asked = api.calls.find((call) => call.url.startsWith('/api/opportunities?'));
    expect(Object.fromEntries(new URL(asked?.url ?? '', 'http://x').searchParams)).toEqual({
      q: 'rete',
      state_id: '20',
      sort: '-updated_at',
      per_page: '10',
      page: '2',
    });
  });

  it('keeps the cards loaded with "Mostra altre" when the board is fetched again (after a drag, a save)', async () => {
    const user = userEvent.setup();
    const api = renderBoard(() =>
      json({ data: [11, 12].map((id) => row(id, 20)), meta: { total: 12, page: 2, per_page: 10 } }),
    );
    const column = await screen.findByTestId('board-column-nuova');
    await user.click(within(column).getByRole('button', { name: 'Mostra altre (2)' }));
    await vi.waitFor(() => expect(within(column).getAllByTestId('opportunity-card')).toHaveLength(12));

    // The refetch asks the board and, for the longer column, its 12 cards in one list page.
    api.calls.length = 0;
    api.routes['GET /api/opportunities'] = () =>
      json({ data: ids(1, 12).map((id) => row(id, 20)), meta: { total: 12, page: 1, per_page: 12 } });
    await api.client.invalidateQueries({ queryKey: ['opportunities'] });
    await vi.waitFor(() =>
      expect(api.calls.some((call) => call.url.startsWith('/api/opportunities?'))).toBe(true),
    );
    expect(within(column).getAllByTestId('opportunity-card')).toHaveLength(12);
    const asked = api.calls.find((call) => call.url.startsWith('/api/opportunities?'));
    expect(Object.fromEntries(new URL(asked?.url ?? '', 'http://x').searchParams)).toEqual({
      q: 'rete',
      state_id: '20',
      sort: '-updated_at',
      per_page: '12',
      page: '1',
    });
    expect(api.calls.filter((call) => call.url.startsWith('/api/opportunities?'))).toHaveLength(1);
    // The short column was not asked again: the board's own cards serve it.
    expect(within(screen.getByTestId('board-column-persa')).getAllByTestId('opportunity-card')).toHaveLength(
      1,
    );
  });

  it('says so in the column when the next cards cannot be loaded, and lets the user try again', async () => {
    const user = userEvent.setup();
    renderBoard(() => json({ message: 'Errore interno' }, 500));
    const column = await screen.findByTestId('board-column-nuova');
    const more = within(column).getByRole('button', { name: 'Mostra altre (2)' });
    await user.click(more);
    expect(await within(column).findByRole('alert')).toHaveProperty(
      'textContent',
      'Impossibile caricare altre opportunità. Riprova tra poco.',
    );
    expect(within(column).getAllByTestId('opportunity-card')).toHaveLength(10);
    expect(more).toHaveProperty('disabled', false);
  });
});
