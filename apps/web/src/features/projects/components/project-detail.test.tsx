import type { DeleteResult, ProjectView } from '@officina/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../lib/session/session-store.ts';
import { fakeApi, json, maria } from '../../../test/fixtures.ts';
import { useProjectSummary } from '../api/project-summary.ts';
import type { ProjectTabDefinition } from '../project-tabs.ts';
import { ProjectDetail } from './project-detail.tsx';

const project: ProjectView = {
  id: 27,
  code: 'DEMO-027',
  name: 'Sito vetrina',
  client_id: null,
  contract_id: null,
  state_id: null,
  category_id: null,
  manager_id: null,
  start_date: null,
  due_date: null,
  budget_minutes: null,
  budget_amount_cents: null,
  color: null,
  description: null,
  archived_at: null,
  created_at: '2026-11-01T09:00:00.000Z',
  updated_at: '2026-11-01T09:00:00.000Z',
  created_by: null,
  client_name: null,
  state_name: null,
  state_color: null,
  state_is_closed: false,
  category_name: null,
  manager_name: null,
  members: [],
};

/** A tab reading the summary, as Panoramica does: the page then shows two queries of the project. */
function SummaryTab({ project: shown }: { project: ProjectView }) {
  const summary = useProjectSummary(shown.id);
  return <p>{summary.data ? 'Riepilogo caricato' : 'Riepilogo…'}</p>;
}

/** The list the page goes back to after deleting. */
function ProjectList() {
  return <p>Elenco progetti</p>;
}

const tabs: ProjectTabDefinition[] = [
  {
    key: 'panoramica',
    label: 'Panoramica',
    order: 0,
    component: lazy(async () => ({ default: SummaryTab })),
  },
];

function renderDetail(answer: DeleteResult) {
  const api = fakeApi({
    'GET /api/projects/27': () => json({ project }),
    'GET /api/projects/27/summary': () => json({ todos_open: 0 }),
    'DELETE /api/projects/27': () => json(answer),
    'GET /api/projects': () => json({ data: [], meta: { total: 0, page: 1, per_page: 25 } }),
  });
  vi.stubGlobal('fetch', vi.fn(api.fetchImpl));
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [
      { path: '/projects/detail/:id/:tab?', element: <ProjectDetail id={27} tab={undefined} tabs={tabs} /> },
      {
        // A lazy route, as in the app: the detail page stays mounted while the list's chunk loads.
        path: '/projects',
        lazy: async () => {
          await new Promise((resolve) => setTimeout(resolve, 30));
          return { Component: ProjectList };
        },
      },
    ],
    { initialEntries: ['/projects/detail/27'] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { api, client };
}

async function deleteFromThePage() {
  const user = userEvent.setup();
  await screen.findByText('Riepilogo caricato');
  await user.click(screen.getByRole('button', { name: 'Elimina' }));
  const dialog = await screen.findByRole('dialog', { name: 'Eliminare?' });
  expect(dialog.textContent).toContain(
    'Se ha tempi registrati o to-do verrà archiviato invece che eliminato',
  );
  await user.click(within(dialog).getByRole('button', { name: 'Elimina' }));
}

beforeEach(() => {
  useSessionStore.getState().setSession('jwt', maria);
  useSessionStore.getState().setPermissions([
    { action: 'view_projects', subject: 'all' },
    { action: 'manage_projects', subject: 'all' },
  ]);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useSessionStore.getState().clear();
});

describe('ProjectDetail: Elimina', () => {
  it('leaves for the list without asking the deleted project again, and forgets it', async () => {
    const { api, client } = renderDetail({ result: 'deleted', message: 'Progetto eliminato.' });
    await deleteFromThePage();
    await screen.findByText('Elenco progetti');
    await new Promise((resolve) => setTimeout(resolve, 50));

    const deleted = api.calls.findIndex((call) => call.method === 'DELETE');
    const after = api.calls.slice(deleted + 1).map((call) => `${call.method} ${call.url.split('?')[0]}`);
    expect(after.filter((call) => call.startsWith('GET /api/projects/27'))).toEqual([]);
    expect(client.getQueryCache().findAll({ queryKey: ['projects', 'detail', 27] })).toEqual([]);
  });

  it('stays on an archived project and reloads it (it now shows as archived)', async () => {
    const { api } = renderDetail({
      result: 'archived',
      message: 'Il progetto ha tempi o to-do: è stato archiviato invece che eliminato.',
    });
    await deleteFromThePage();
    await vi.waitFor(() => {
      const deleted = api.calls.findIndex((call) => call.method === 'DELETE');
      expect(deleted).toBeGreaterThan(-1);
      expect(api.calls.slice(deleted + 1).map((call) => call.url)).toContain('/api/projects/27');
    });
    expect(screen.queryByText('Elenco progetti')).toBeNull();
  });
});
