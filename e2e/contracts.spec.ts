import { expect, test } from '@playwright/test';
import { Api } from './support/api.ts';
import { detailValue, romeDateIn } from './support/detail.ts';
import { users } from './support/env.ts';
import { pick, registerTime, typeIntoDateField } from './support/fields.ts';
import { openOpportunity, winFromDetail } from './support/opportunity.ts';
import { createContract, createOpportunity, createProject, unique } from './support/records.ts';
import { signInToDashboard } from './support/session.ts';

/** Active, ending in 20 days with tacit renewal, € 1.234,56 a month and 12 h 30 min included. */
const expiringSoon = {
  state: 'active',
  type: 'support',
  startInDays: -345,
  endInDays: 20,
  tacit_renewal: true,
  notice_days: 30,
  amount_cents: 123_456,
  billing_period: 'mensile',
  hours_included_minutes: 750,
} as const;

test('a sales user adds a contract from the list: client, type, state, dates, renewal, Italian amount and monte ore', async ({
  page,
}) => {
  const title = `Contratto E2E ${unique()}`;
  const grid = page.getByRole('grid', { name: 'Elenco contratti' });
  await signInToDashboard(page, users.sales);

  await page.getByRole('link', { name: 'Contratti', exact: true }).click();
  await expect(page).toHaveURL(/\/contracts$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Contratti' })).toBeVisible();
  await expect(grid.getByRole('row').nth(1)).toBeVisible();

  await page.getByRole('link', { name: 'Nuovo contratto' }).click();
  await expect(page).toHaveURL(/\/contracts\/add$/);
  await page.getByLabel('Titolo *').fill(title);
  await page.getByRole('combobox', { name: 'Cliente *' }).click();
  await page.getByRole('option').first().click();
  await pick(page, 'Tipo', 'Assistenza');
  await pick(page, 'Stato', 'Attivo');
  await typeIntoDateField(page, 'Inizio', romeDateIn(-345).typed);
  await typeIntoDateField(page, 'Scadenza', romeDateIn(20).typed);
  await page.getByRole('switch', { name: 'Rinnovo tacito' }).check();
  await page.getByLabel('Preavviso di disdetta (giorni)').fill('30');
  await page.getByLabel('Importo').fill('1.234,56');
  await pick(page, 'Periodicità', 'Mensile');
  await page.getByLabel('Monte ore incluso (ore)').fill('12,5');
  await page.getByRole('button', { name: 'Crea contratto' }).click();

  await expect(page).toHaveURL(/\/contracts\/\d+\/detail$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText(/^Contratto n\. C-\d{4}\/\d{4}$/)).toBeVisible();
  await expect(
    page.getByText('Scade tra 20 giorni (rinnovo tacito); preavviso di disdetta: 30 giorni.'),
  ).toBeVisible();
  await expect(detailValue(page, 'Importo')).toHaveText('€ 1.234,56');
  await expect(detailValue(page, 'Periodicità')).toHaveText('Mensile');
  await expect(detailValue(page, 'Incluse')).toHaveText('12,5 h');
  await expect(detailValue(page, 'Usate')).toHaveText('0 h di 12,5 h');
  await expect(detailValue(page, 'Opportunità')).toHaveText('—');
});

test('"In scadenza entro 30 giorni" keeps a contract ending in 20 days (the filter in the URL); another state hides it', async ({
  page,
  request,
}) => {
  const { title } = await createContract(await Api.as(request, users.sales), {
    title: `Contratto E2E ${unique()}`,
    ...expiringSoon,
  });
  const grid = page.getByRole('grid', { name: 'Elenco contratti' });
  await signInToDashboard(page, users.sales);

  await page.goto(`/contracts?q=${encodeURIComponent(title)}`);
  await expect(grid.getByRole('row').filter({ hasText: title })).toBeVisible();
  await pick(page, 'In scadenza', 'Entro 30 giorni');
  await expect(page).toHaveURL(/[?&]expiring_within_days=30/);
  await expect(grid.getByRole('row').filter({ hasText: title })).toContainText('€ 1.234,56 mensile');
  await pick(page, 'Stato', 'Bozza');
  await expect(page.getByText('Nessun contratto corrisponde alla ricerca')).toBeVisible();
});

test('a contract extended by 100 days keeps its monte ore, is no longer expiring within 30 days, still within 180', async ({
  page,
  request,
}) => {
  const contract = await createContract(await Api.as(request, users.sales), {
    title: `Contratto E2E ${unique()}`,
    ...expiringSoon,
  });
  const { title } = contract;
  const grid = page.getByRole('grid', { name: 'Elenco contratti' });
  await signInToDashboard(page, users.sales);

  await page.goto(`/contracts/${contract.id}/detail`);
  await page.getByRole('link', { name: 'Modifica' }).click();
  await expect(page).toHaveURL(/\/contracts\/\d+\/edit$/);
  await expect(page.getByLabel('Monte ore incluso (ore)')).toHaveValue('12,5');
  await typeIntoDateField(page, 'Scadenza', romeDateIn(100).typed);
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

test('an admin wins an opportunity into a contract and project; the contract names its origin and links back to it', async ({
  page,
  request,
}) => {
  const opportunity = await createOpportunity(await Api.as(request, users.admin), {
    title: `Monte ore E2E ${unique()}`,
  });
  const { title, number } = opportunity;
  await signInToDashboard(page, users.admin);
  await openOpportunity(page, opportunity);

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

  // The origin link leads back to the opportunity.
  await detailValue(page, 'Opportunità').getByRole('link').click();
  await expect(page).toHaveURL(/\/opportunities\/\d+\/detail$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
});

test('a monte ore set in the contract’s form; time recorded on the contract’s project counts as used', async ({
  page,
  request,
}) => {
  const api = await Api.as(request, users.admin);
  const contract = await createContract(api, { title: `Monte ore E2E ${unique()}` });
  const project = await createProject(api, { contract_id: contract.id });
  await signInToDashboard(page, users.admin);

  await page.goto(`/contracts/${contract.id}/detail`);
  await expect(detailValue(page, 'Incluse')).toHaveText('—');
  await page.getByRole('link', { name: 'Modifica' }).click();
  await page.getByLabel('Monte ore incluso (ore)').fill('10');
  await page.getByRole('button', { name: 'Salva modifiche' }).click();
  await expect(detailValue(page, 'Incluse')).toHaveText('10 h');
  await expect(detailValue(page, 'Usate')).toHaveText('0 h di 10 h');

  await page.goto(`/projects/detail/${project.id}`);
  await page.getByRole('tab', { name: 'Tempi' }).click();
  await registerTime(page, '2:30');

  await page.goto(`/contracts/${contract.id}/detail`);
  await expect(detailValue(page, 'Usate')).toContainText('2,5 h di 10 h');
  await expect(page.getByRole('progressbar', { name: 'Ore usate sul monte ore' })).toHaveAttribute(
    'aria-valuenow',
    '25',
  );
});
