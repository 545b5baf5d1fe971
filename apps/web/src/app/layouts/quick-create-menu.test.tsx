import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { todoQueryOptions } from '../../features/todos/api/get-todo.ts';
import { useSessionStore } from '../../lib/session/session-store.ts';
import { maria, todoView } from '../../test/fixtures.ts';
import { useQuickCreate } from './quick-create.ts';
import { QuickCreateMenu } from './quick-create-menu.tsx';

beforeEach(() => {
  useSessionStore.getState().setSession('jwt', maria);
  useSessionStore.getState().setPermissions([{ action: 'manage_todos', subject: 'all' }]);
});

afterEach(() => {
  cleanup();
  useSessionStore.getState().clear();
  useQuickCreate.setState({ open: null, prefill: { project_id: null, client_id: null } });
});

describe('QuickCreateMenu', () => {
  it("on a to-do page, «Nuovo to-do» comes with the to-do's project and client", async () => {
    const user = userEvent.setup();
    const client = new QueryClient();
    // What the to-do page has loaded: to-do 1 on project 4 of client 1.
    client.setQueryData(todoQueryOptions(1).queryKey, { todo: todoView(1) });
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/todos/1/detail']}>
          <QuickCreateMenu />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Crea nuovo' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Nuovo to-do' }));

    // The dialog opens once the menu has gone, so that it is the only modal.
    await waitFor(() => expect(useQuickCreate.getState().open).toBe('todo'));
    expect(screen.queryByRole('menu')).toBeNull();
    expect(useQuickCreate.getState()).toMatchObject({
      open: 'todo',
      prefill: { project_id: 4, client_id: 1 },
    });
  });
});
