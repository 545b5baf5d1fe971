import type { ProjectSummary, ProjectView } from '@officina/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json } from '../../../test/fixtures.ts';
import { ProjectOverviewTab } from './project-overview-tab.tsx';

const project: ProjectView = {
  id: 1,
  code: 'WEB',
  name: 'Sito web',
  client_id: null,
  contract_id: null,
  state_id: null,
  category_id: null,
  manager_id: null,
  start_date: null,
  due_date: null,
  budget_minutes: 8700,
  budget_amount_cents: 1_313_200,
  color: null,
  description: null,
  archived_at: null,
  created_at: '2026-01-01T09:00:00.000Z',
  updated_at: '2026-01-01T09:00:00.000Z',
  created_by: null,
  client_name: null,
  state_name: null,
  state_color: null,
  state_is_closed: false,
  category_name: null,
  manager_name: null,
  members: [],
};

const summary: ProjectSummary = {
  budget_minutes: 8700,
  minutes_used: 6730,
  billable_minutes_used: 6730,
  budget_used_percent: 77.4,
  budget_amount_cents: 1_313_200,
  budget_amount_used_cents: 1_015_843,
  todos_open: 0,
  todos_closed: 0,
  todos_overdue: 0,
  time_entries: 5,
};

afterEach(() => vi.unstubAllGlobals());

describe('ProjectOverviewTab', () => {
  it('shows the amount used the server computed from the minutes, to the cent', async () => {
    const api = fakeApi({ 'GET /api/projects/1/summary': () => json(summary) });
    vi.stubGlobal('fetch', vi.fn(api.fetchImpl));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <ProjectOverviewTab project={project} />
      </QueryClientProvider>,
    );
    // 13.132 € × 6730 / 8700, not 77,4 % of 13.132 € (€ 10.164,17).
    const amount = await screen.findByText(/di € 13\.132,00 \(in proporzione alle ore\)/);
    expect(amount.textContent?.replace(/\s/g, ' ')).toContain('€ 10.158,43 di € 13.132,00');
  });
});
