import {
  NOTIFICATION_DEFAULT_CHANNELS,
  NOTIFICATION_KINDS,
  type NotificationPreferences,
} from '@officina/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notificationKeys } from '../../../lib/entities/notifications.ts';
import { NotificationPreferencesSection } from './notification-preferences-section.tsx';

const defaults: NotificationPreferences = {
  preferences: NOTIFICATION_KINDS.map((kind) => ({ kind, ...NOTIFICATION_DEFAULT_CHANNELS })),
  email_digest: false,
};

beforeEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: plays the server's Set-Cookie in jsdom
  document.cookie = 'XSRF-TOKEN=t; path=/';
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderSection(client: QueryClient) {
  render(
    <QueryClientProvider client={client}>
      <NotificationPreferencesSection />
    </QueryClientProvider>,
  );
}

describe('NotificationPreferencesSection', () => {
  it('shows one row per kind with its channels, and saves what changed', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        const body = JSON.parse(String(init.body)) as NotificationPreferences;
        sent.push(body);
        return new Response(JSON.stringify(body), { status: 200 });
      }),
    );
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } } });
    client.setQueryData(notificationKeys.preferences, defaults);
    renderSection(client);

    expect(screen.getAllByRole('row')).toHaveLength(NOTIFICATION_KINDS.length + 1);
    const email = screen.getByRole('checkbox', { name: 'To-do assegnato a te: E-mail' });
    const push = screen.getByRole('checkbox', { name: 'To-do scaduto: Push' });
    expect(email).toHaveProperty('checked', false);
    expect(push).toHaveProperty('checked', true);
    const save = screen.getByRole('button', { name: 'Salva preferenze' });
    expect(save).toHaveProperty('disabled', true);

    await user.click(email);
    await user.click(push);
    await user.click(screen.getByRole('switch', { name: 'Riepilogo giornaliero via e-mail' }));
    expect(save).toHaveProperty('disabled', false);
    await user.click(save);

    await waitFor(() => expect(sent).toHaveLength(1));
    const body = sent[0] as NotificationPreferences;
    expect(body.email_digest).toBe(true);
    expect(body.preferences.find((row) => row.kind === 'todo_assigned')).toEqual({
      kind: 'todo_assigned',
      in_app: true,
      push: true,
      email: true,
    });
    expect(body.preferences.find((row) => row.kind === 'todo_overdue')?.push).toBe(false);
    // Saved: the answer is the new state, nothing left to save.
    await waitFor(() => expect(save).toHaveProperty('disabled', true));
    expect(screen.getByRole('checkbox', { name: 'To-do assegnato a te: E-mail' })).toHaveProperty(
      'checked',
      true,
    );
  });

  it('offers to retry when the preferences cannot be read', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 500 })),
    );
    renderSection(new QueryClient({ defaultOptions: { queries: { retry: false } } }));
    expect(await screen.findByText('Impossibile caricare le preferenze di notifica.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Riprova' })).toBeTruthy();
  });
});
