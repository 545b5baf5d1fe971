import type { Lookup } from '@officina/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DateLocalizationProvider } from '../../../components/date-localization-provider.tsx';
import { useSettingsStore } from '../../../lib/settings/settings-store.ts';
import { fakeApi, lookup, opportunitiesSettings } from '../../../test/fixtures.ts';
import type { DraftRow } from '../utils/row-editor.ts';
import { OpportunityForm } from './opportunity-form.tsx';
import { RowLine } from './row-line.tsx';

const rowStates: Lookup[] = [
  { ...lookup(30, 'Proposta'), kind: 'opportunity_rows_states', key: 'proposed', position: 1 },
  { ...lookup(31, 'Accettata'), kind: 'opportunity_rows_states', key: 'accepted', position: 2 },
  { ...lookup(32, 'Rifiutata'), kind: 'opportunity_rows_states', key: 'rejected', position: 3 },
];

const draft = (state_id: number | null): DraftRow => ({
  key: 'new-1',
  kind: 'free',
  type_id: 1,
  state_id,
  product_id: null,
  description: 'Sviluppo',
  quantity: 1,
  unit: null,
  unit_price_cents: 10_000,
  discount_percent: 0,
  vat_rate: 22,
});

function renderRow(state_id: number | null, onChange = vi.fn()) {
  render(
    <RowLine
      row={draft(state_id)}
      index={0}
      count={1}
      rowStates={rowStates}
      amount={{ amount_cents: 10_000, counted: true }}
      readOnly={false}
      dropHint={false}
      onChange={onChange}
      onMove={() => {}}
      onRemove={() => {}}
      onDragOverRow={() => {}}
      onDropRow={() => {}}
    />,
  );
  return onChange;
}

const optionNames = () => screen.getAllByRole('option').map((option) => option.textContent);

describe('row state select', () => {
  it('a new row (no state yet) shows Proposta when closed; each state once in the list', async () => {
    const onChange = renderRow(null);
    const select = screen.getByRole('combobox', { name: 'Stato riga' });
    expect(select.textContent).toBe('Proposta');
    await userEvent.click(select);
    expect(optionNames()).toEqual(['Proposta', 'Accettata', 'Rifiutata']);
    await userEvent.click(screen.getByRole('option', { name: 'Accettata' }));
    expect(onChange).toHaveBeenCalledWith({ state_id: 31 });
  });

  it('a saved row shows its own state', () => {
    renderRow(31);
    expect(screen.getByRole('combobox', { name: 'Stato riga' }).textContent).toBe('Accettata');
  });
});

const opportunityStates: Lookup[] = [
  { ...lookup(20, 'Nuova'), kind: 'opportunity_states', position: 1 },
  { ...lookup(23, 'Qualificata'), kind: 'opportunity_states', position: 2 },
  { ...lookup(21, 'Persa'), kind: 'opportunity_states', position: 3, is_closed: true, is_lost: true },
];

const withStates = { ...opportunitiesSettings, opportunity_states: opportunityStates };

function renderForm() {
  vi.stubGlobal('fetch', vi.fn(fakeApi({}).fetchImpl));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <DateLocalizationProvider>
          <OpportunityForm />
        </DateLocalizationProvider>
      ),
    },
  ]);
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('new opportunity: Stato select', () => {
  beforeEach(() => useSettingsStore.setState({ opportunities: withStates } as never));

  it('shows the first open state selected, with no empty duplicate in the list', async () => {
    renderForm();
    const select = screen.getByRole('combobox', { name: 'Stato' });
    expect(select.textContent).toBe('Nuova');
    await userEvent.click(select);
    expect(optionNames()).toEqual(['Nuova', 'Qualificata']);
    expect(within(screen.getByRole('listbox')).queryByText('Nuova', { selector: 'em' })).toBeNull();
  });

  it('shows the default once the settings arrive after the form opened', () => {
    useSettingsStore.setState({ opportunities: null } as never);
    renderForm();
    act(() => useSettingsStore.setState({ opportunities: withStates } as never));
    expect(screen.getByRole('combobox', { name: 'Stato' }).textContent).toBe('Nuova');
  });
});
