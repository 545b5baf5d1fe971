import type { PersonView } from '@officina/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../lib/session/session-store.ts';
import { fakeApi, json, maria } from '../../../test/fixtures.ts';
import { PersonDetail } from './person-detail.tsx';

const person = (client_archived: boolean): PersonView => ({
  id: 12,
  first_name: 'Anna',
  last_name: 'Bianchi',
  type_id: null,
  client_id: 4,
  role: 'Amministrazione',
  email: null,
  phone: null,
  mobile: null,
  notes: null,
  privacy_consent_on: null,
  archived_at: null,
  created_at: '2026-11-01T09:00:00.000Z',
  updated_at: '2026-11-01T09:00:00.000Z',
  created_by: null,
  type_name: null,
  type_color: null,
  client_name: 'Collegato S.r.l.',
  client_archived,
});

function renderDetail(shown: PersonView) {
  const api = fakeApi({
    'GET /api/persons/12': () => json({ person: shown }),
    'GET /api/persons/12/activity': () => json({ data: [], meta: { total: 0, page: 1, per_page: 20 } }),
  });
  vi.stubGlobal('fetch', vi.fn(api.fetchImpl));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [{ path: '/crm/persons/:id/detail', element: <PersonDetail id={12} /> }],
    {
      initialEntries: ['/crm/persons/12/detail'],
    },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  useSessionStore.getState().setSession('jwt', maria);
  useSessionStore.getState().setPermissions([{ action: 'view_persons', subject: 'all' }]);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useSessionStore.getState().clear();
});

describe('PersonDetail: the client', () => {
  it('says when the client is archived', async () => {
    renderDetail(person(true));
    expect(await screen.findByRole('link', { name: 'Collegato S.r.l.' })).toBeTruthy();
    expect(screen.getByText('Cliente archiviato')).toBeTruthy();
  });

  it('shows only the link for an active client', async () => {
    renderDetail(person(false));
    expect(await screen.findByRole('link', { name: 'Collegato S.r.l.' })).toBeTruthy();
    expect(screen.queryByText('Cliente archiviato')).toBeNull();
  });
});
