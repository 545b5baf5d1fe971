import type { Lookup, OpportunityDetail, OpportunityRow } from '@officina/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { formatEuro } from '../../../lib/locale/format.ts';
import { useSettingsStore } from '../../../lib/settings/settings-store.ts';
import { fakeApi, json, lookup, opportunitiesSettings } from '../../../test/fixtures.ts';
import { ChangeStatusDialog } from './change-status-dialog.tsx';

const state = (id: number, name: string, flags: Partial<Lookup> = {}): Lookup => ({
  ...lookup(id, name),
  kind: 'opportunity_states',
  ...flags,
});

const row = (id: number, state_key: string | null, amount_cents: number | null): OpportunityRow => ({
  id,
  opportunity_id: 5,
  position: id,
  type_id: 1,
  type_key: amount_cents === null ? 'description' : 'free',
  state_id: null,
  state_key,
  product_id: null,
  description: `Riga ${id}`,
  quantity: 1,
  unit: null,
  unit_price_cents: amount_cents ?? 0,
  discount_percent: 0,
  vat_rate: 22,
  amount_cents,
  counted: state_key !== 'rejected' && amount_cents !== null,
});

const detailWith = (rows: OpportunityRow[]) =>
  ({
    opportunity: { id: 5, number: '2026/0005', title: 'Sito', client_name: 'Rossi S.r.l.' },
    rows,
  }) as unknown as OpportunityDetail;

/** Renders the dialog moving opportunity 5 from Nuova to `to`; records the bodies sent. */
function renderDialog(rows: OpportunityRow[], to = 22) {
  const bodies: Record<string, unknown>[] = [];
  const accepted = rows.map((r) => (r.state_key === 'proposed' ? { ...r, state_key: 'accepted' } : r));
  const api = fakeApi({
    'GET /api/opportunities/5': () => json(detailWith(rows)),
    'POST /api/opportunities/5/status': () => {
      const wanted = bodies.at(-1)?.accept_proposed_rows === true;
      return json(detailWith(wanted ? accepted : rows));
    },
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      if (typeof init.body === 'string') bodies.push(JSON.parse(init.body));
      return api.fetchImpl(url, init);
    }),
  );
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ChangeStatusDialog
          opportunity={{
            id: 5,
            number: '2026/0005',
            title: 'Sito',
            state_id: 20,
            updated_at: '2026-11-22T09:00:00.000Z',
          }}
          initialStateId={to}
          onClose={() => {}}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { api, bodies };
}

const acceptBox = () => screen.findByRole('checkbox', { name: /Segna come accettate le righe proposte/ });

beforeEach(() => {
  useSettingsStore.setState({
    opportunities: {
      ...opportunitiesSettings,
      opportunity_states: [
        state(20, 'Nuova'),
        state(22, 'Vinta', { is_closed: true, is_won: true }),
        state(21, 'Persa', { is_closed: true, is_lost: true }),
      ],
    },
  } as never);
});

describe('change-status dialog: accepting the proposed rows on a win', () => {
  it('checked by default when no row is accepted; shows the imponibile with and without; sends the flag', async () => {
    const { bodies } = renderDialog([
      row(1, 'proposed', 10_000),
      row(2, 'proposed', 5_000),
      row(3, 'proposed', null),
      row(4, 'rejected', 9_000),
    ]);
    const box = await acceptBox();
    expect(box.closest('label')?.textContent).toBe('Segna come accettate le righe proposte (3)');
    expect((box as HTMLInputElement).checked).toBe(true);
    const amounts = screen.getByText(/Imponibile del contratto/);
    expect(amounts.textContent).toBe(
      `Imponibile del contratto: ${formatEuro(15_000)} (con le righe proposte ${formatEuro(15_000)} · senza ${formatEuro(0)})`,
    );
    await userEvent.click(box);
    expect((box as HTMLInputElement).checked).toBe(false);
    expect(amounts.querySelector('strong')?.textContent).toBe(formatEuro(0));
    await userEvent.click(box);

    await userEvent.click(screen.getByRole('button', { name: 'Cambia stato' }));
    expect(await screen.findByText('Opportunità vinta')).toBeTruthy();
    expect(bodies.at(-1)).toMatchObject({ state_id: 22, accept_proposed_rows: true });
    expect(screen.getByText(`Righe accettate: 2 · imponibile ${formatEuro(15_000)}`)).toBeTruthy();
  });

  it('unchecked by default when a row is already accepted; unchecked sends no flag', async () => {
    const { bodies } = renderDialog([row(1, 'accepted', 2_000), row(2, null, 1_000)]);
    const box = await acceptBox();
    expect(box.closest('label')?.textContent).toBe('Segna come accettate le righe proposte (1)');
    expect((box as HTMLInputElement).checked).toBe(false);
    expect(screen.getByText(/Imponibile del contratto/).querySelector('strong')?.textContent).toBe(
      formatEuro(2_000),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cambia stato' }));
    await screen.findByText('Opportunità vinta');
    expect(bodies.at(-1)).not.toHaveProperty('accept_proposed_rows');
  });

  it('nothing proposed and nothing accepted: warns that the contract would be € 0,00', async () => {
    renderDialog([row(1, 'rejected', 9_000)]);
    expect(await screen.findByText(/Nessuna riga accettata: il contratto avrà importo/)).toBeTruthy();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('towards a state that is not won: no box, rows not loaded, no flag', async () => {
    const { api, bodies } = renderDialog([row(1, 'proposed', 10_000)], 21);
    await userEvent.type(screen.getByRole('textbox', { name: /Motivo della perdita/ }), 'Prezzo');
    expect(screen.queryByRole('checkbox')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Cambia stato' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).not.toHaveProperty('accept_proposed_rows');
    expect(api.calls.some((call) => call.method === 'GET' && call.url === '/api/opportunities/5')).toBe(
      false,
    );
  });
});
