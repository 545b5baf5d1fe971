import { expect, test } from '@playwright/test';
import { Api } from './support/api.ts';
import { users } from './support/env.ts';
import { expectNoSidewaysScroll } from './support/page-width.ts';
import { createClient, createProject } from './support/records.ts';
import { openPalette, searchWord } from './support/search.ts';
import { signInToDashboard } from './support/session.ts';

/**
 * The global search as a person uses it: Ctrl+K, type, arrows, Enter; accents ignored; the /search
 * page's kind filter; a quick action. Each test names its records with a word of its own (letters
 * only, so it is one searchable word), found by no other test.
 */
const word = searchWord;

test('Ctrl+K, part of a name, ArrowDown to the record, Enter opens its page', async ({ page, request }) => {
  const api = await Api.as(request, users.admin);
  const name = word();
  const client = await createClient(api, { business_name: `${name} Impianti S.r.l.` });
  await signInToDashboard(page, users.admin);

  const input = await openPalette(page);
  await input.fill(name.slice(0, -2));
  const option = page.getByRole('option', { name: `${name} Impianti S.r.l.` });
  await expect(option).toBeVisible();
  await expect(page.getByRole('group', { name: 'Clienti' })).toContainText(`${name} Impianti`);
  await input.press('ArrowDown');
  await expect(input).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id')) ?? '');
  await expect(option).toHaveAttribute('aria-selected', 'true');
  await input.press('Enter');

  await expect(page).toHaveURL(new RegExp(`/crm/detail/${client.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: `${name} Impianti S.r.l.` })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Cerca in Officina' })).toHaveCount(0);
});

test('"citta" finds a record named with "Città"; Esc closes the palette', async ({ page, request }) => {
  const api = await Api.as(request, users.admin);
  const name = word();
  await createProject(api, { name: `Città ${name}` });
  await signInToDashboard(page, users.admin);

  const input = await openPalette(page);
  await input.fill(`citta ${name}`);
  const option = page.getByRole('group', { name: 'Progetti' }).getByRole('option');
  await expect(option).toHaveCount(1);
  await expect(option).toContainText(`Città ${name}`);
  // The matched words are marked.
  await expect(option.locator('mark').first()).toHaveText('Città');
  await input.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Cerca in Officina' })).toHaveCount(0);
});

test('/search filters by kind through its chips, kept in the URL', async ({ page, request }) => {
  const api = await Api.as(request, users.admin);
  const name = word();
  const client = await createClient(api, { business_name: `${name} Ricerca S.r.l.` });
  await createProject(api, { name: `Progetto ${name}`, client_id: client.id });
  await signInToDashboard(page, users.admin);

  await page.goto(`/search?q=${name}`);
  await expect(page).toHaveTitle(/^Ricerca/);
  await expect(page.getByRole('heading', { level: 1, name: 'Ricerca' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /^Clienti/ })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /^Progetti/ })).toBeVisible();

  await page
    .getByRole('group', { name: 'Filtra per tipo' })
    .getByRole('button', { name: 'Progetti' })
    .click();
  await expect(page).toHaveURL(/kinds=project/);
  await expect(page.getByRole('heading', { level: 2, name: /^Progetti/ })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /^Clienti/ })).toHaveCount(0);
  await page.getByRole('link', { name: `Progetto ${name}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(`Progetto ${name}`) })).toBeVisible();

  // Back on the page, the filter is still there.
  await page.goBack();
  await expect(page.getByRole('button', { name: 'Progetti', pressed: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /^Clienti/ })).toHaveCount(0);
});

test('quick actions: "Vai a Progetti" by keyboard, "Nuovo progetto" opens the navbar dialog', async ({
  page,
}) => {
  await signInToDashboard(page, users.admin);
  let input = await openPalette(page);
  await input.fill('vai prog');
  await expect(page.getByRole('option').first()).toHaveText('Vai a Progetti');
  await input.press('Enter');
  await expect(page).toHaveURL(/\/projects$/);

  input = await openPalette(page);
  await expect(page.getByRole('group', { name: 'Azioni rapide' })).toBeVisible();
  await input.fill('nuovo prog');
  await page.getByRole('option', { name: 'Nuovo progetto' }).click();
  await expect(page.getByRole('dialog', { name: /Nuovo progetto/ })).toBeVisible();
});

test('at 390 px the search is an icon that opens the palette full screen, no sideways scroll', async ({
  page,
  request,
}) => {
  const api = await Api.as(request, users.sales);
  const name = word();
  await createClient(api, { business_name: `${name} Telefono S.r.l.` });
  await page.setViewportSize({ width: 390, height: 844 });
  await signInToDashboard(page, users.sales);
  await page.getByRole('button', { name: 'Cerca in Officina', exact: true }).click();
  const input = page.getByRole('combobox', { name: 'Cerca in Officina' });
  await input.fill(name);
  await expect(page.getByRole('option', { name: `${name} Telefono S.r.l.` })).toBeVisible();
  await page.getByRole('option', { name: /^Mostra tutti i risultati/ }).click();
  await expect(page).toHaveURL(new RegExp(`/search\\?q=${name}$`));
  await expect(page.getByRole('link', { name: `${name} Telefono S.r.l.` })).toBeVisible();
  await expectNoSidewaysScroll(page);
});
