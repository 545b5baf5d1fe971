import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ClientListParams } from '../../../lib/entities/clients.ts';
import { forgetPageCursors } from '../../../lib/list/page-cursors.ts';
import { fakeApi, json } from '../../../test/fixtures.ts';
import { useClients } from './list-clients.ts';

function Harness({ query }: { query: ClientListParams }) {
  const clients = useClients(query);
  return <p>{clients.data ? `pagina ${clients.data.meta.page}` : 'caricamento'}</p>;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  forgetPageCursors();
});

describe('useClients', () => {
  it('asks the next page with the cursor the previous page gave, and a jump without', async () => {
    const api = fakeApi({
      'GET /api/clients': () => {
        const url = new URL(api.calls.at(-1)?.url ?? '', 'http://x');
        const page = Number(url.searchParams.get('page'));
        return json({
          data: [],
          meta: { total: 100, page, per_page: 25, next_cursor: `dopo-${page}` },
        });
      },
    });
    vi.stubGlobal('fetch', vi.fn(api.fetchImpl));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const query = { q: 'rossi', sort: 'business_name' as const, per_page: 25 };
    const view = (page: number) => (
      <QueryClientProvider client={client}>
        <Harness query={{ ...query, page }} />
      </QueryClientProvider>
    );
    const { rerender } = render(view(1));
    await screen.findByText('pagina 1');
    rerender(view(2));
    await screen.findByText('pagina 2');
    rerender(view(4));
    await screen.findByText('pagina 4');

    const asked = api.calls
      .filter((call) => call.url.startsWith('/api/clients?'))
      .map((call) => new URL(call.url, 'http://x').searchParams);
    expect(asked.map((params) => [params.get('page'), params.get('after')])).toEqual([
      ['1', null],
      ['2', 'dopo-1'],
      ['4', null],
    ]);
  });
});
