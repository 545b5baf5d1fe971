import { expect, test } from '@playwright/test';
import { Api } from './support/api.ts';
import { users } from './support/env.ts';
import { createClient, createProject, unique } from './support/records.ts';
import { signInToDashboard } from './support/session.ts';

test('a link added from a client’s Link tab: a javascript: address refused, the saved one opens in a new tab without opener nor referrer', async ({
  page,
  request,
  baseURL,
}) => {
  const api = await Api.as(request, users.sales);
  const client = await createClient(api);
  const title = `Portale E2E ${unique()}`;
  // An http address of this very server: the new tab really loads, without leaving the machine.
  const address = `${baseURL}/api/health?link=${encodeURIComponent(title)}`;
  await signInToDashboard(page, users.sales);

  await page.goto(`/crm/detail/${client.id}/link`);
  const tab = page.getByRole('tab', { name: /^Link/ });
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  await expect(tab).toHaveText('Link (0)');
  await expect(page.getByText('Nessun link per questo cliente')).toBeVisible();
  await page.getByRole('link', { name: 'Nuovo link' }).click();
  await expect(page).toHaveURL(new RegExp(`/external-links/add\\?client_id=${client.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Nuovo link' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Cliente' })).toHaveValue(client.business_name);

  await page.getByLabel('Titolo *').fill(title);
  await page.getByLabel('Indirizzo (URL) *').fill('JaVaScRiPt:alert(1)');
  await page.getByRole('button', { name: 'Crea link' }).click();
  await expect(
    page.getByText('Sono ammessi solo indirizzi che iniziano con http:// o https://'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/external-links\/add/);

  await page.getByLabel('Indirizzo (URL) *').fill(address);
  await page.getByRole('button', { name: 'Crea link' }).click();
  await expect(page).toHaveURL(new RegExp(`/crm/detail/${client.id}/link$`));
  await expect(page.getByRole('tab', { name: /^Link/ })).toHaveText('Link (1)');
  const grid = page.getByRole('grid', { name: `Link di ${client.business_name}` });
  await expect(grid.getByRole('link', { name: title })).toBeVisible();

  const anchor = grid.getByRole('link', { name: /si apre in una nuova scheda/ });
  await expect(anchor).toHaveAttribute('href', address);
  await expect(anchor).toHaveAttribute('target', '_blank');
  await expect(anchor).toHaveAttribute('rel', 'noopener noreferrer');
  // A noopener tab has no opener: it is a new page of the context, not a popup of this one.
  const [popup] = await Promise.all([page.context().waitForEvent('page'), anchor.click()]);
  await popup.waitForLoadState();
  expect(popup.url()).toBe(address);
  expect(await popup.evaluate(() => window.opener === null && document.referrer === '')).toBe(true);
  await popup.close();
  // The click on the address opened the tab only: the page stays on the client.
  await expect(page).toHaveURL(new RegExp(`/crm/detail/${client.id}/link$`));
});

test('a link added from a project’s Link tab hangs on the project and its client, and is found in the list by both', async ({
  page,
  request,
}) => {
  const api = await Api.as(request, users.technician);
  const client = await createClient(await Api.as(request, users.sales));
  const project = await createProject(api, { client_id: client.id });
  const title = `Repository E2E ${unique()}`;
  await signInToDashboard(page, users.technician);

  await page.goto(`/projects/detail/${project.id}/link`);
  await page.getByRole('link', { name: 'Nuovo link' }).click();
  await page.getByLabel('Titolo *').fill(title);
  await page.getByLabel('Indirizzo (URL) *').fill('https://git.esempio.example/progetto');
  await page.getByRole('button', { name: 'Crea link' }).click();
  await expect(page).toHaveURL(new RegExp(`/projects/detail/${project.id}/link$`));
  await expect(page.getByRole('tab', { name: /^Link/ })).toHaveText('Link (1)');

  await page.getByRole('link', { name: 'Link', exact: true }).first().click();
  await expect(page).toHaveURL(/\/external-links$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Link' })).toBeVisible();
  await page.getByLabel('Cerca').fill(title);
  await expect(page).toHaveURL(/[?&]q=/);
  const grid = page.getByRole('grid', { name: 'Elenco link' });
  const row = grid.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText(client.business_name);
  await expect(row).toContainText(project.code);
  await row.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('ha creato il link')).toBeVisible();
});
