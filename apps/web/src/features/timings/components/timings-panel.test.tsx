import type { TimingView } from '@officina/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../lib/session/session-store.ts';
import { fakeApi, json, maria } from '../../../test/fixtures.ts';
import { TimingsPanel } from './timings-panel.tsx';

const entry: TimingView = {
  id: 1,
  user_id: maria.id,
  todo_id: null,
  project_id: 4,
  client_id: null,
  type_id: null,
  started_at: '2026-03-02T08:00:00.000Z',
  ended_at: '2026-03-02T09:00:00.000Z',
  minutes: 60,
  duration_only: false,
  description: 'Analisi',
  billable: true,
  created_at: '2026-03-02T09:00:00.000Z',
  updated_at: '2026-03-02T09:00:00.000Z',
  created_by: maria.id,
  user_name: 'Maria Rossi',
  todo_title: null,
  project_name: 'Sito',
  project_code: 'DEMO-001',
  client_name: null,
  type_name: null,
  running: false,
};

function renderPanel() {
  const api = fakeApi({
    'GET /api/timings': () =>
      json({ data: [entry], meta: { total: 1, page: 1, per_page: 25 }, total_minutes: 60 }),
  });
  vi.stubGlobal('fetch', vi.fn(api.fetchImpl));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <TimingsPanel userId="all" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return api;
}

const sorts = (api: ReturnType<typeof fakeApi>) =>
  api.calls
    .filter((call) => call.url.startsWith('/api/timings'))
    .map((call) => new URL(call.url, 'http://x').searchParams.get('sort'));

beforeEach(() => {
  useSessionStore.getState().setSession('jwt', maria);
  useSessionStore.getState().setPermissions([
    { action: 'view_timings', subject: 'all' },
    { action: 'view_all_timings', subject: 'all' },
  ]);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useSessionStore.getState().clear();
});

describe('TimingsPanel', () => {
  it('sorts on the server by the clicked column (Utente, Progetto), newest first by default', async () => {
    const user = userEvent.setup();
    const api = renderPanel();
    const grid = await screen.findByRole('grid', { name: 'Tempi registrati' });
    await within(grid).findByText('Maria Rossi');
    expect(sorts(api)).toEqual(['-started_at']);

    await user.click(within(grid).getByRole('columnheader', { name: 'Utente' }));
    await waitFor(() => expect(sorts(api).at(-1)).toBe('user_id'));
    await user.click(within(grid).getByRole('columnheader', { name: 'Progetto' }));
    await waitFor(() => expect(sorts(api).at(-1)).toBe('project_id'));
  });
});
