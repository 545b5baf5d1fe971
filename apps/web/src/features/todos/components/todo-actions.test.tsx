import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useChecklist } from '../../../lib/entities/checklists.ts';
import { fakeApi, json, todoView } from '../../../test/fixtures.ts';
import { useTodo } from '../api/get-todo.ts';
import { TodoActions } from './todo-actions.tsx';

/** The to-do page's queries (the to-do and its checklist) with its actions. */
/** The list the page goes back to after deleting. */
function TodoList() {
  return <p>Elenco to-do</p>;
}

function TodoPage() {
  const todo = useTodo(306);
  const checklist = useChecklist('todos', 306);
  if (!todo.data || !checklist.data) return <p>Caricamento…</p>;
  return <TodoActions todo={todo.data} canWork={false} manage onCompleted={() => undefined} />;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('TodoActions: Elimina', () => {
  it('leaves for the list without asking the deleted to-do or its checklist again', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      'GET /api/todos/306': () => json({ todo: todoView(306, 'Preparare il preventivo') }),
      'GET /api/todos/306/checklist': () => json({ items: [], progress: { total: 0, done: 0 } }),
      'DELETE /api/todos/306': () => json({ result: 'deleted', message: 'To-do eliminato.' }),
    });
    vi.stubGlobal('fetch', vi.fn(api.fetchImpl));
    const client = new QueryClient({
      defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
    });
    const router = createMemoryRouter(
      [
        { path: '/todos/:id/detail', element: <TodoPage /> },
        {
          path: '/todos',
          lazy: async () => {
            await new Promise((resolve) => setTimeout(resolve, 30));
            return { Component: TodoList };
          },
        },
      ],
      { initialEntries: ['/todos/306/detail'] },
    );
    render(
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );

    await user.click(await screen.findByRole('button', { name: 'Elimina' }));
    const dialog = await screen.findByRole('dialog', { name: 'Eliminare?' });
    expect(dialog.textContent).toContain('Se ha tempi registrati verrà archiviato');
    await user.click(within(dialog).getByRole('button', { name: 'Elimina' }));
    await screen.findByText('Elenco to-do');
    await new Promise((resolve) => setTimeout(resolve, 50));

    const deleted = api.calls.findIndex((call) => call.method === 'DELETE');
    const after = api.calls.slice(deleted + 1).map((call) => `${call.method} ${call.url.split('?')[0]}`);
    expect(after.filter((call) => call.startsWith('GET /api/todos/306'))).toEqual([]);
    expect(client.getQueryCache().findAll({ queryKey: ['todos', 'detail', 306] })).toEqual([]);
  });
});
