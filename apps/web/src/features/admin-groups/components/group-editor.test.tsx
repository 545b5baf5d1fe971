import type { UserGroupView } from '@officina/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json } from '../../../test/fixtures.ts';
import { GroupEditor } from './group-editor.tsx';

const v1: UserGroupView = {
  id: 2,
  key: 'sales',
  name: 'Commerciali',
  rules: [],
  full_access: false,
  permissions: ['view_opportunities', 'view_clients'],
  other_rules: [],
  users_count: 2,
  created_at: '2026-11-01T08:00:00.000Z',
  updated_at: '2026-11-01T08:00:00.000Z',
};
/** The same group after another administrator's save. */
const v2: UserGroupView = { ...v1, permissions: ['view_clients'], updated_at: '2026-11-02T08:00:00.000Z' };

let sent: unknown[];

beforeEach(() => {
  sent = [];
  // jsdom has no layout: the conflict banner scrolls itself into view.
  Element.prototype.scrollIntoView = vi.fn();
  const api = fakeApi({ 'PUT /api/admin/groups/2': () => json({ alert: { message: 'stale' } }, 409) });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      if (init.method === 'PUT') sent.push(JSON.parse(String(init.body)));
      return api.fetchImpl(url, init);
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderEditor(group: UserGroupView) {
  const client = new QueryClient();
  const props = { onDirtyChange: vi.fn(), onRename: vi.fn(), onDelete: vi.fn(), onReload: vi.fn() };
  const view = (g: UserGroupView) => (
    <QueryClientProvider client={client}>
      <GroupEditor group={g} {...props} />
    </QueryClientProvider>
  );
  const result = render(view(group));
  return { ...props, rerender: (g: UserGroupView) => result.rerender(view(g)) };
}

const checked = (name: string) => (screen.getByRole('switch', { name }) as HTMLInputElement).checked;

describe('GroupEditor', () => {
  it('shows another administrator’s save when nothing was switched here', () => {
    const { rerender } = renderEditor(v1);
    expect(checked('Vedere le opportunità')).toBe(true);
    rerender(v2);
    expect(checked('Vedere le opportunità')).toBe(false);
    expect(screen.getByText('Nessuna modifica')).toBeTruthy();
  });

  it('keeps switches moved here and saves them on the version they started from (409 then)', async () => {
    const user = userEvent.setup();
    const { rerender, onDirtyChange } = renderEditor(v1);
    await user.click(screen.getByRole('switch', { name: 'Gestire gli utenti' }));
    expect(onDirtyChange).toHaveBeenLastCalledWith(true);
    rerender(v2);
    expect(checked('Vedere le opportunità')).toBe(true);
    expect(checked('Gestire gli utenti')).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Salva modifiche' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Concede: Gestire gli utenti');
    expect(dialog.textContent).not.toContain('Toglie');
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      updated_at: v1.updated_at,
      permissions: ['view_opportunities', 'view_clients', 'manage_users'],
    });
    expect(await screen.findByText(/modificato da un altro utente/)).toBeTruthy();
  });
});
