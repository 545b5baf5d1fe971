import { expect, type Page, test } from '@playwright/test';
import { detailValue, romeDateIn } from './support/detail.ts';
import { users } from './support/env.ts';
import { createOpportunity, winFromDetail } from './support/opportunity.ts';
import { signInToDashboard } from './support/session.ts';

/** Types a date into a MUI X date field (day, month, year sections), replacing what it held. */
async function typeDate(page: Page, label: string, typed: string) {
  const field = page.getByRole('group', { name: label });
  await field.getByRole('spinbutton').first().click();
  await page.keyboard.type(typed);
}

async function pick(page: Page, combobox: string, option: string) {
  await page.getByRole('combobox', { name: combobox }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('a sales user adds a contract expiring soon, finds it among the expiring ones, extends it and the filter follows', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const title = `Contratto E2E ${Date.now()}`;
  const grid = page.getByRole('grid', { name: 'Elenco contratti' });
  await signInToDashboard(page, users.sales);

  await page.getByRole('link', { name: 'Contratti' }).click();
  await expect(page).toHaveURL(/\/contracts$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Contratti' })).toBeVisible();
  await expect(grid.getByRole('row').nth(1)).toBeVisible();

  // A new contract: client, type, state, dates, renewal, amount typed the Italian way, monte ore.
  await page.getByRole('link', { name: 'Nuovo contratto' }).click();
  await expect(page).toHaveURL(/\/contracts\/add$/);
  await page.getByLabel('Titolo *').fill(title);
  await page.getByRole('combobox', { name: 'Cliente *' }).click();
  await page.getByRole('option').first().click();
  await pick(page, 'Tipo', 'Assistenza');
  await pick(page, 'Stato', 'Attivo');
  await typeDate(page, 'Inizio', romeDateIn(-345).typed);
  await typeDate(page, 'Scadenza', romeDateIn(20).typed);
  await page.getByRole('switch', { name: 'Rinnovo tacito' }).check();
  await page.getByLabel('Preavviso di disdetta (giorni)').fill('30');
  await page.getByLabel('Importo').fill('1.234,56');
  await pick(page, 'Periodicità', 'Mensile');
  await page.getByLabel('Monte ore incluso (ore)').fill('12,5');
  await page.getByRole('button', { name: 'Crea contratto' }).click();

  await expect(page).toHaveURL(/\/contracts\/\d+\/detail$/);
  const detailUrl = page.url();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText(/^Contratto n\. C-\d{4}\/\d{4}$/)).toBeVisible();
  await expect(
    page.getByText('Scade tra 20 giorni (rinnovo tacito); preavviso di disdetta: 30 giorni.'),
  ).toBeVisible();
  await expect(detailValue(page, 'Importo')).toHaveText('€ 1.234,56');
  await expect(detailValue(page, 'Periodicità')).toHaveText('Mensile');
  await expect(detailValue(page, 'Incluse')).toHaveText('12 h 30 min');
  await expect(detailValue(page, 'Usate')).toHaveText('0 h');
  await expect(detailValue(page, 'Opportunità')).toHaveText('—');

  // In the list, "In scadenza entro 30 giorni" keeps it (the filter lands in the URL).
  await page.goto(`/contracts?q=${encodeURIComponent(title)}`);
  await expect(grid.getByRole('row').filter({ hasText: title })).toBeVisible();
  await pick(page, 'In scadenza', 'Entro 30 giorni');
  await expect(page).toHaveURL(/[?&]expiring_within_days=30/);
  await expect(grid.getByRole('row').filter({ hasText: title })).toContainText('€ 1.234,56 mensile');
  // Another state hides it.
  await pick(page, 'Stato', 'Bozza');
  await expect(page.getByText('Nessun contratto corrisponde alla ricerca')).toBeVisible();

  // Extended by 100 days: no longer expiring within 30, still within 180.
  await page.goto(detailUrl);
  await page.getByRole('link', { name: 'Modifica' }).click();
  await expect(page).toHaveURL(/\/contracts\/\d+\/edit$/);
  await expect(page.getByLabel('Monte ore incluso (ore)')).toHaveValue('12,5');
  await typeDate(page, 'Scadenza', romeDateIn(100).typed);
  await page.getByRole('button', { name: 'Salva modifiche' }).click();
  await expect(page).toHaveURL(/\/contracts\/\d+\/detail$/);
  await expect(detailValue(page, 'Scadenza')).toHaveText(romeDateIn(100).iso.split('-').reverse().join('/'));
  await expect(page.getByText(/^Scade tra/)).toHaveCount(0);

  await page.goto(`/contracts?q=${encodeURIComponent(title)}&expiring_within_days=30`);
  await expect(page.getByText('Nessun contratto corrisponde alla ricerca')).toBeVisible();
  await pick(page, 'In scadenza', 'Entro 180 giorni');
  await expect(page).toHaveURL(/[?&]expiring_within_days=180/);
  await expect(grid.getByRole('row').filter({ hasText: title })).toBeVisible();
});

test('an admin wins an opportunity into a contract and project; the contract shows its origin and the hours used', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const title = `Monte ore E2E ${Date.now()}`;
  await signInToDashboard(page, users.admin);

  // An opportunity won from its detail, with contract and project.
  const number = await createOpportunity(page, title);
  const dialog = await winFromDetail(page);
  await expect(dialog.getByRole('checkbox', { name: 'Crea anche il progetto' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Crea contratto' }).click();
  const contractUrl = await dialog.getByRole('link', { name: 'Apri il contratto' }).getAttribute('href');
  const projectUrl = await dialog.getByRole('link', { name: 'Apri il progetto' }).getAttribute('href');
  expect(contractUrl).toMatch(/^\/contracts\/\d+\/detail$/);
  expect(projectUrl).toMatch(/^\/projects\/detail\/\d+$/);

  // The contract names its origin; no monte ore yet.
  await dialog.getByRole('link', { name: 'Apri il contratto' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(detailValue(page, 'Opportunità').getByRole('link', { name: number })).toBeVisible();
  await expect(detailValue(page, 'Incluse')).toHaveText('—');
  await page.getByRole('link', { name: 'Modifica' }).click();
  await page.getByLabel('Monte ore incluso (ore)').fill('10');
  await page.getByRole('button', { name: 'Salva modifiche' }).click();
  await expect(detailValue(page, 'Incluse')).toHaveText('10 h');
  await expect(detailValue(page, 'Usate')).toHaveText('0 h');

  // Time recorded on the contract's project counts as used.
  await page.goto(projectUrl ?? '');
  await page.getByRole('tab', { name: 'Tempi' }).click();
  await page.getByRole('button', { name: 'Registra tempo' }).first().click();
  const entry = page.getByRole('dialog', { name: 'Registra tempo' });
  await entry.getByLabel('Durata').fill('2:30');
  await entry.getByRole('button', { name: 'Registra' }).click();
  await expect(entry).toBeHidden();

  await page.goto(contractUrl ?? '');
  await expect(detailValue(page, 'Usate')).toContainText('2 h 30 min');
  await expect(page.getByRole('progressbar', { name: 'Ore usate sul monte ore' })).toHaveAttribute(
    'aria-valuenow',
    '25',
  );
  // The origin link leads back to the opportunity.
  await detailValue(page, 'Opportunità').getByRole('link').click();
  await expect(page).toHaveURL(/\/opportunities\/\d+\/detail$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
});
