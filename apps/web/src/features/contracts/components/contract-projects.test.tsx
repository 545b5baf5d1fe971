import type { PermissionRule } from '@officina/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../lib/session/session-store.ts';
import { fakeApi, json, maria } from '../../../test/fixtures.ts';
import { ContractProjects } from './contract-projects.tsx';

beforeEach(() => {
  useSessionStore.getState().setSession('jwt', maria);
  useSessionStore
    .getState()
    .setPermissions(['view_projects'].map((action): PermissionRule => ({ action, subject: 'all' })));
});
afterEach(cleanup);

describe("a contract's projects", () => {
  it('links each project made on the contract', async () => {
    const api = fakeApi({
      'GET /api/projects': () =>
        json({
          data: [{ id: 7, code: '2026-ROSSI-0001', name: 'Portale' }],
          meta: { total: 1, page: 1, per_page: 20 },
        }),
    });
    vi.stubGlobal('fetch', vi.fn(api.fetchImpl));
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>
          <ContractProjects contractId={9} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const link = await screen.findByRole('link', { name: 'Progetto 2026-ROSSI-0001 · Portale' });
    expect(link.getAttribute('href')).toBe('/projects/detail/7');
    expect(api.calls.some((c) => c.url.includes('contract_id=9'))).toBe(true);
  });
});
