import type { UserGroupView } from '@officina/contracts';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { Api } from '../support/api.ts';
import { E2E_URL, users } from '../support/env.ts';
import { signInToDashboard } from '../support/session.ts';

/**
 * An administrator takes «Vedere le opportunità» away from Commerciali in /admin/groups: the
 * commerciale's open page loses the menu entry without a reload, and /opportunities answers
 * "Accesso negato!". The permission is given back through the API after the test (afterAll, even
 * when it failed), since every other test relies on the default groups (this file runs alone, after
 * all the others).
 */

async function salesGroup(api: Api): Promise<UserGroupView> {
  const { data } = await api.get<{ data: UserGroupView[] }>('/admin/groups');
  const group = data.find((entry) => entry.key === 'sales');
  if (!group) throw new Error('no Commerciali group');
  return group;
}

async function restore(api: Api, original: UserGroupView) {
  const now = await salesGroup(api);
  await api.put(`/admin/groups/${now.id}`, {
    name: original.name,
    full_access: original.full_access,
    permissions: original.permissions,
    updated_at: now.updated_at,
  });
}

async function signedInPage(browser: Browser, user: { email: string; password: string }): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInToDashboard(page, user);
  return page;
}

/** The group as it was before the test, given back after it even when the test failed or timed out. */
let original: UserGroupView | null = null;

test.afterAll(async ({ playwright }) => {
  if (!original) return;
  // A context of its own: the test's may be gone when it timed out.
  const request = await playwright.request.newContext({ baseURL: E2E_URL });
  try {
    const api = await Api.as(request, users.admin);
    await restore(api, original);
    expect((await salesGroup(api)).permissions).toEqual(original.permissions);
  } finally {
    await request.dispose();
  }
});

const opportunitiesLink = (page: Page) => page.getByRole('link', { name: 'Opportunità', exact: true });

test('a permission taken from Commerciali is refused to the commerciale at once, open pages included', async ({
  browser,
  request,
}) => {
  test.slow(); // two browsers signed in, a save heard live by the other
  const api = await Api.as(request, users.admin);
  original = await salesGroup(api);
  expect(original.permissions).toContain('view_opportunities');
  const salesPage = await signedInPage(browser, users.sales);
  const adminPage = await signedInPage(browser, users.admin);
  try {
    await expect(opportunitiesLink(salesPage)).toBeVisible();

    await adminPage.goto('/admin/groups');
    await expect(adminPage.getByRole('heading', { name: 'Gruppi e permessi', level: 1 })).toBeVisible();
    await adminPage
      .getByRole('list', { name: 'Gruppi' })
      .getByRole('button', { name: /^Commerciali (Nessun utente|\d+ utent[ei])$/ })
      .click();
    await expect(adminPage.getByRole('heading', { name: 'Commerciali', level: 2 })).toBeVisible();
    const permission = adminPage.getByRole('switch', { name: 'Vedere le opportunità', exact: true });
    await expect(permission).toBeChecked();
    await permission.click();
    await expect(permission).not.toBeChecked();
    await adminPage.getByRole('button', { name: 'Salva modifiche' }).click();
    const dialog = adminPage.getByRole('dialog', { name: 'Salvare i permessi di «Commerciali»?' });
    await expect(dialog.getByText('Toglie: Vedere le opportunità')).toBeVisible();
    await dialog.getByRole('button', { name: 'Salva', exact: true }).click();
    await expect(adminPage.getByText('Permessi di «Commerciali» salvati')).toBeVisible();
    await expect(adminPage.getByText('Nessuna modifica')).toBeVisible();

    // The commerciale's page, open since before the change, re-reads its permissions by itself.
    await expect(opportunitiesLink(salesPage)).toHaveCount(0, { timeout: 20_000 });
    await salesPage.goto('/opportunities');
    await expect(salesPage).toHaveURL(/\/error\/403$/, { timeout: 30_000 }); // after the page's chunk loads
    await expect(salesPage.getByText('Accesso negato!')).toBeVisible();
  } finally {
    await salesPage.context().close();
    await adminPage.context().close();
  }
});
