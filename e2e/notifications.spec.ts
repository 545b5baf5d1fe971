import { expect, type Page, test } from '@playwright/test';
import { Api } from './support/api.ts';
import { users } from './support/env.ts';
import { expectNoSidewaysScroll } from './support/page-width.ts';
import { unique } from './support/records.ts';
import { signInToDashboard } from './support/session.ts';

/**
 * The notification centre and the live events: each test signs a different user in, so that one
 * test's notifications never move another's badge (the journeys run two at a time).
 */

async function userIdOf(api: Api): Promise<number> {
  const { user } = await api.get<{ user: { id: number } }>('/user/auth');
  return user.id;
}

/** The unread count the bell's name says ("Notifiche, 3 non lette"; "Notifiche" is none). */
async function bellCount(page: Page): Promise<number> {
  const name = (await page.getByRole('button', { name: /^Notifiche/ }).getAttribute('aria-label')) ?? '';
  const match = /, (\d+)\+? non lett[ae]$/.exec(name);
  return match ? Number(match[1]) : 0;
}

/** Signs in and waits until the live events stream has answered (so what follows arrives live). */
async function signInLive(page: Page, user: { email: string; password: string }) {
  const stream = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/events' && response.status() === 200,
  );
  await signInToDashboard(page, user);
  await stream;
}

/** Waits until the server has raised the notification titled with `text` for the user of `api`. */
async function notificationOf(api: Api, text: string) {
  let found: { id: number; title: string } | undefined;
  await expect
    .poll(async () => {
      const { data } = await api.get<{ data: { id: number; title: string }[] }>('/notifications?per_page=50');
      found = data.find((item) => item.title.includes(text));
      return Boolean(found);
    })
    .toBe(true);
  if (!found) throw new Error(`no notification about ${text}`);
  return found;
}

test('the bell counts a to-do assigned by someone else live, and its panel opens it as read', async ({
  page,
  request,
}) => {
  const admin = await Api.as(request, users.admin);
  const technician = await Api.as(request, users.technician);
  const technicianId = await userIdOf(technician);
  await signInLive(page, users.technician);
  const bell = page.getByRole('button', { name: /^Notifiche/ });
  await expect(bell).toBeVisible();
  const before = await bellCount(page);
  // Marks the document: a reload would lose it.
  await page.evaluate(() => {
    (window as unknown as { notReloaded: boolean }).notReloaded = true;
  });

  const title = `Controllo backup ${unique()}`;
  const { todo } = await admin.post<{ todo: { id: number } }>('/todos', {
    title,
    assignee_ids: [technicianId],
  });

  await expect.poll(() => bellCount(page)).toBeGreaterThan(before);
  // The toast names the to-do (the trigger's title quotes it).
  await expect(page.locator('.Toastify').getByText(title)).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);

  // By keyboard: Enter opens the panel, Tab walks into it, Enter follows the item.
  await bell.focus();
  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog', { name: 'Notifiche' });
  await expect(panel).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(panel.getByRole('button', { name: 'Segna tutte come lette' })).toBeFocused();
  const item = panel.getByRole('link', { name: new RegExp(title) });
  await expect(item).toContainText('Non letta');
  await expect(item).toContainText(/adesso|min fa/);
  await item.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/todos/${todo.id}/detail$`));
  await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();

  const raised = await notificationOf(technician, title);
  await expect
    .poll(async () => {
      const { data } = await technician.get<{ data: { id: number }[] }>(
        '/notifications?unread=true&per_page=100',
      );
      return data.some((row) => row.id === raised.id);
    })
    .toBe(false);
  await bell.click();
  await expect(panel.getByRole('link', { name: new RegExp(title) })).not.toContainText('Non letta');
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(bell).toBeFocused();
});

test('/notifications: unread filter in the URL, read and unread again, delete after asking, all read', async ({
  page,
  request,
}) => {
  const admin = await Api.as(request, users.admin);
  const sales = await Api.as(request, users.sales);
  const salesId = await userIdOf(sales);
  const first = `Offerta da rivedere ${unique()}`;
  const second = `Chiamare il fornitore ${unique()}`;
  for (const title of [first, second]) await admin.post('/todos', { title, assignee_ids: [salesId] });
  await notificationOf(sales, first);
  await notificationOf(sales, second);

  await signInLive(page, users.sales);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/notifications?filtro=non-lette');
  await expect(page.getByRole('heading', { level: 1, name: 'Notifiche' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Non lette' })).toHaveAttribute('aria-selected', 'true');
  const list = page.getByRole('list', { name: 'Notifiche' });
  const rowOf = (text: string) => list.getByRole('listitem').filter({ hasText: text });
  await expect(rowOf(first)).toBeVisible();
  await expect(rowOf(second)).toBeVisible();
  // Nothing wider than the phone.
  await expectNoSidewaysScroll(page);

  // Read: it leaves the unread list, and stays in "Tutte".
  await rowOf(first).getByRole('button', { name: 'Segna come letta' }).click();
  await expect(rowOf(first)).toHaveCount(0);
  await page.getByRole('tab', { name: 'Tutte' }).click();
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(rowOf(first)).toBeVisible();
  // And unread again.
  await rowOf(first).getByRole('button', { name: 'Segna come non letta' }).click();
  await expect(rowOf(first).getByRole('button', { name: 'Segna come letta' })).toBeVisible();

  // Delete asks first; cancelling keeps it.
  await rowOf(second).getByRole('button', { name: 'Elimina' }).click();
  const dialog = page.getByRole('dialog', { name: 'Eliminare la notifica?' });
  await expect(dialog).toContainText(second);
  await dialog.getByRole('button', { name: 'Annulla' }).click();
  await expect(rowOf(second)).toBeVisible();
  await rowOf(second).getByRole('button', { name: 'Elimina' }).click();
  await dialog.getByRole('button', { name: 'Elimina' }).click();
  await expect(rowOf(second)).toHaveCount(0);
  await expect(page.locator('.Toastify').getByText('Notifica eliminata')).toBeVisible();

  // "Segna tutte come lette": the badge goes away, the unread list is empty.
  await page.getByRole('button', { name: 'Segna tutte come lette' }).click();
  await expect(page.getByRole('button', { name: 'Notifiche', exact: true })).toBeVisible();
  await page.getByRole('tab', { name: 'Non lette' }).click();
  await expect(page.getByText('Nessuna notifica da leggere')).toBeVisible();
});

test('an open to-do shows a title changed by someone else, without reloading', async ({ page, request }) => {
  const admin = await Api.as(request, users.admin);
  const technician = await Api.as(request, users.technician);
  // Assigned to the technician, who may then edit it.
  const { todo } = await admin.post<{ todo: { id: number; title: string } }>('/todos', {
    title: `Sostituire il router ${unique()}`,
    assignee_ids: [await userIdOf(technician)],
  });
  await signInLive(page, users.admin);
  await page.goto(`/todos/${todo.id}/detail`);
  await expect(page.getByRole('heading', { level: 1, name: todo.title, exact: true })).toBeVisible();
  await page.evaluate(() => {
    (window as unknown as { notReloaded: boolean }).notReloaded = true;
  });

  const { todo: full } = await technician.get<{ todo: { updated_at: string } }>(`/todos/${todo.id}`);
  const renamed = `${todo.title} (router nuovo)`;
  await technician.put(`/todos/${todo.id}`, { title: renamed, updated_at: full.updated_at });

  await expect(page.getByRole('heading', { level: 1, name: renamed, exact: true })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
});
