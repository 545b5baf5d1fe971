import type { PermissionRule, TodoView } from '@officina/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../lib/session/session-store.ts';
import { fakeApi, json, maria, todoView } from '../../../test/fixtures.ts';
import { TodoDetail } from './todo-detail.tsx';

const manageTodos: PermissionRule[] = [{ action: 'manage_todos', subject: 'all' }];

/** To-do 306, assigned to Maria, archived because time entries point at it. */
const archived: TodoView = {
  ...todoView(306, 'Verifica backup'),
  assignees: [{ id: maria.id, name: 'Maria Rossi' }],
  archived_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
};
const active: TodoView = { ...archived, archived_at: null, updated_at: '2026-11-22T09:00:00.000Z' };

function renderTodoPage(todo: () => TodoView, restore = () => json({ todo: active })) {
  const api = fakeApi({
    'GET /api/todos/306': () => json({ todo: todo() }),
    'GET /api/todos/306/checklist': () => json({ items: [], progress: { total: 0, done: 0 } }),
    'POST /api/todos/306/restore': restore,
  });
  vi.stubGlobal('fetch', vi.fn(api.fetchImpl));
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [
      {
        path: '/todos/:id/detail',
        element: <TodoDetail id={306} timerAction={() => <button type="button">Avvia timer</button>} />,
      },
    ],
    { initialEntries: ['/todos/306/detail'] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return api;
}

beforeEach(() => useSessionStore.getState().setSession('jwt', maria));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useSessionStore.getState().clear();
});

describe('TodoDetail: an archived to-do', () => {
  it('says it is archived, offers only Ripristina, and shows the to-do active once restored', async () => {
    useSessionStore.getState().setPermissions(manageTodos);
    let current = archived;
    const api = renderTodoPage(
      () => current,
      () => {
        current = active;
        return json({ todo: active });
      },
    );

    await screen.findByRole('heading', { name: 'Verifica backup' });
    expect(screen.getByText('Archiviato')).toBeTruthy();
    for (const name of ['Completa', 'Modifica', 'Elimina', 'Avvia timer']) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
    expect(screen.queryByRole('link', { name: 'Modifica' })).toBeNull();

    // keyboard: Enter on Ripristina restores at once; no confirmation, as for other records
    const restore = screen.getByRole('button', { name: 'Ripristina' });
    restore.focus();
    await userEvent.keyboard('{Enter}');

    await screen.findByRole('button', { name: 'Completa' });
    expect(screen.queryByText('Archiviato')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Ripristina' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Modifica' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Elimina' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Avvia timer' })).toBeTruthy();
    expect(api.calls.filter((call) => call.method === 'POST').map((call) => call.url)).toEqual([
      '/api/todos/306/restore',
    ]);
  });

  it('offers no Ripristina without manage_todos, nor work on it to an assignee', async () => {
    useSessionStore.getState().setPermissions([]);
    renderTodoPage(() => archived);

    await screen.findByRole('heading', { name: 'Verifica backup' });
    expect(screen.getByText('Archiviato')).toBeTruthy();
    for (const name of ['Ripristina', 'Completa', 'Elimina', 'Avvia timer']) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
  });
});

describe('TodoDetail: an active to-do', () => {
  it('names "Sposta in…" by what it shows (axe label-content-name-mismatch)', async () => {
    useSessionStore.getState().setPermissions(manageTodos);
    renderTodoPage(() => active);

    await screen.findByRole('heading', { name: 'Verifica backup' });
    expect(screen.getByRole('button', { name: 'Sposta in…' })).toBeTruthy();
  });
});
