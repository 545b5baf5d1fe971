import type { ProductView } from '@officina/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json } from '../../../test/fixtures.ts';
import { ProductPicker } from './product-picker.tsx';

const product = (id: number, code: string, name: string, unit_price_cents: number): ProductView => ({
  id,
  code,
  name,
  description: null,
  category_id: null,
  category_name: null,
  unit: 'pz',
  unit_price_cents,
  vat_rate: 22,
  recurrence: 'una_tantum',
  active: true,
  archived_at: null,
  created_at: '2026-11-01T09:00:00.000Z',
  updated_at: '2026-11-01T09:00:00.000Z',
  created_by: 1,
});

const catalogue = [
  product(1, 'LIC-ALFA', 'Licenza Alfa', 120_000),
  product(2, 'NAS-4', 'NAS quattro dischi', 80_000),
  product(3, 'LIC-BETA', 'Licenza Beta', 90_000),
];

/** GET /api/products: the whole catalogue without `q`; with `q` the matches, once `answer` is called. */
function serve() {
  let answer = () => {};
  const held = new Promise<void>((resolve) => {
    answer = resolve;
  });
  const queries: string[] = [];
  const api = fakeApi({
    'GET /api/products': async (url) => {
      const q = url.searchParams.get('q') ?? '';
      queries.push(q);
      if (q) await held;
      const data = catalogue.filter((p) => `${p.code} ${p.name}`.toLowerCase().includes(q.toLowerCase()));
      return json({ data, meta: { page: 1, per_page: 20, total: data.length, last_page: 1 } });
    },
  });
  vi.stubGlobal('fetch', vi.fn(api.fetchImpl));
  return { answer, queries };
}

const optionNames = () => screen.queryAllByRole('option').map((option) => option.textContent ?? '');

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ProductPicker', () => {
  it('narrows the list shown to what is typed while the server searches, then shows its answer', async () => {
    const user = userEvent.setup();
    const { answer, queries } = serve();
    const onPick = vi.fn();
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <ProductPicker productId={null} currentLabel="" onPick={onPick} />
      </QueryClientProvider>,
    );
    await user.click(screen.getByRole('combobox', { name: 'Prodotto' }));
    await waitFor(() => expect(optionNames()).toHaveLength(3));

    await user.type(screen.getByRole('combobox', { name: 'Prodotto' }), 'licenza beta');
    // The server has not answered "licenza beta" yet: the list already holds only what matches.
    await waitFor(() => expect(queries).toContain('licenza beta'));
    expect(optionNames()).toHaveLength(1);
    expect(optionNames()[0]).toContain('Licenza Beta');

    answer();
    await waitFor(() => expect(screen.queryByText('Ricerca…')).toBeNull());
    expect(optionNames()).toHaveLength(1);
    await user.click(screen.getByRole('option', { name: /Licenza Beta/ }));
    expect(onPick).toHaveBeenCalledWith(expect.objectContaining({ id: 3, unit_price_cents: 90_000 }));
  });
});
