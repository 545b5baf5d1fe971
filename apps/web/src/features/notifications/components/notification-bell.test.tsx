import type { AppNotification, NotificationPage } from '@officina/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { notificationKeys } from '../../../lib/entities/notifications.ts';
import { LATEST_NOTIFICATIONS } from '../api/list-notifications.ts';
import { NotificationBell } from './notification-bell.tsx';

afterEach(cleanup);

const notification = (id: number, read: boolean): AppNotification => ({
  id,
  kind: 'todo_assigned',
  title: `Mario Rossi ti ha assegnato «Preventivo ${id}»`,
  body: 'Scade il 30/11/2026',
  link: `/todos/${id}/detail`,
  entity: 'todo',
  entity_id: id,
  created_at: new Date(Date.now() - 5 * 60_000).toISOString(),
  read_at: read ? new Date().toISOString() : null,
});

/** The bell over a cache that already holds the count and the latest page (nothing is fetched). */
function renderBell(unread: number, items: AppNotification[]) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } } });
  client.setQueryData(notificationKeys.unreadCount, { unread });
  const page: NotificationPage = { data: items, meta: { total: items.length, page: 1, per_page: 10 } };
  client.setQueryData(notificationKeys.list(LATEST_NOTIFICATIONS), page);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <NotificationBell />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('NotificationBell', () => {
  it('names the unread count and shows it on the badge', () => {
    renderBell(3, []);
    expect(screen.getByRole('button', { name: 'Notifiche, 3 non lette' })).toBeTruthy();
    expect(screen.getByTestId('notification-count').textContent).toBe('3');
  });

  it('caps the badge at 99+', () => {
    renderBell(150, []);
    expect(screen.getByRole('button', { name: 'Notifiche, 99+ non lette' })).toBeTruthy();
    expect(screen.getByTestId('notification-count').textContent).toBe('99+');
  });

  it('opens a panel listing the latest, the unread ones marked, each a link to its record', async () => {
    const user = userEvent.setup();
    renderBell(1, [notification(7, false), notification(6, true)]);
    await user.click(screen.getByRole('button', { name: 'Notifiche, 1 non letta' }));
    const panel = await screen.findByRole('dialog', { name: 'Notifiche' });
    const links = within(panel).getAllByRole('link');
    expect(links[0]?.getAttribute('href')).toBe('/todos/7/detail');
    expect(links[0]?.textContent).toContain('Non letta: Mario Rossi ti ha assegnato «Preventivo 7»');
    expect(links[0]?.textContent).toContain('5 min fa');
    expect(links[1]?.textContent).not.toContain('Non letta');
    expect(within(panel).getByRole('link', { name: 'Vedi tutte' }).getAttribute('href')).toBe(
      '/notifications',
    );
    expect(within(panel).getByRole('button', { name: 'Segna tutte come lette' })).toHaveProperty(
      'disabled',
      false,
    );
  });

  it('says what arrives here when there is nothing, and has nothing to mark', async () => {
    const user = userEvent.setup();
    renderBell(0, []);
    await user.click(screen.getByRole('button', { name: 'Notifiche' }));
    const panel = await screen.findByRole('dialog', { name: 'Notifiche' });
    expect(within(panel).getByText(/Nessuna notifica: qui arrivano to-do assegnati/)).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Segna tutte come lette' })).toHaveProperty(
      'disabled',
      true,
    );
  });
});
