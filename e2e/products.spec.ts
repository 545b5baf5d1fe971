import { expect, test } from '@playwright/test';
import { detailValue } from './support/detail.ts';
import { users } from './support/env.ts';
import { createOpportunity } from './support/opportunity.ts';
import { signInToDashboard } from './support/session.ts';

test('a sales user filters the catalogue, adds a product with an Italian price, edits it and picks it in an offer', async ({
  page,
}) => {
  // The list (Data Grid chunk), the form twice, a detail and the opportunity's rows editor.
  test.setTimeout(120_000);
  const stamp = Date.now();
  const code = `E2E-${stamp}`;
  const name = `Licenza E2E ${stamp}`;
  await signInToDashboard(page, users.sales);

  // The catalogue, filtered by category: the URL keeps the filter, other categories disappear.
  await page.getByRole('link', { name: 'Prodotti' }).click();
  await expect(page).toHaveURL(/\/products$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Prodotti' })).toBeVisible();
  const grid = page.getByRole('grid', { name: 'Catalogo prodotti' });
  await expect(grid.getByText('Hosting condiviso base')).toBeVisible();
  await page.getByRole('combobox', { name: 'Categoria' }).click();
  await page.getByRole('option', { name: 'Hardware' }).click();
  await expect(page).toHaveURL(/[?&]category_id=\d+/);
  await expect(grid.getByText('NAS 2 dischi 4 TB')).toBeVisible();
  await expect(grid.getByText('Hosting condiviso base')).toHaveCount(0);
  await expect(page.getByText('4 prodotti a catalogo')).toBeVisible();
  // Search narrows within the category (server-side, case-insensitive).
  await page.getByLabel('Cerca').fill('nas');
  await expect(page).toHaveURL(/[?&]q=nas/);
  await expect(page.getByText('1 prodotto a catalogo')).toBeVisible();
  await expect(grid.getByRole('row')).toHaveCount(2);
  await page.getByRole('button', { name: 'Azzera filtri' }).first().click();
  await expect(page).toHaveURL(/\/products$/);
  await expect(grid.getByText('Hosting condiviso base')).toBeVisible();

  // A new product: the price is typed the Italian way and reformatted on leaving the field.
  await page.getByRole('link', { name: 'Nuovo prodotto' }).click();
  await expect(page).toHaveURL(/\/products\/add$/);
  await page.getByLabel('Codice *').fill(code);
  await page.getByLabel('Nome *').fill(name);
  await page.getByRole('combobox', { name: 'Categoria' }).click();
  await page.getByRole('option', { name: 'Licenze' }).click();
  const price = page.getByLabel('Prezzo unitario *');
  await price.fill('1234,5');
  await price.blur();
  await expect(price).toHaveValue('1.234,50');
  await price.fill('12,345');
  await expect(page.getByText('Importo non valido (es. 1.234,56)')).toBeVisible();
  await price.fill('1.234,56');
  await expect(page.getByText('Importo non valido (es. 1.234,56)')).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Unità' }).click();
  await page.getByRole('option', { name: 'anno' }).click();
  await page.getByRole('combobox', { name: 'Ricorrenza' }).click();
  await page.getByRole('option', { name: 'Annuale' }).click();
  await page.getByRole('button', { name: 'Crea prodotto' }).click();
  await expect(page).toHaveURL(/\/products\/\d+\/detail$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(detailValue(page, 'Prezzo unitario')).toHaveText('€ 1.234,56 / anno');
  await expect(detailValue(page, 'IVA')).toHaveText('22%');
  await expect(detailValue(page, 'Ricorrenza')).toHaveText('Annuale');
  await expect(detailValue(page, 'Categoria')).toHaveText('Licenze');

  // Edit: a new price and VAT rate; the detail shows them.
  await page.getByRole('link', { name: 'Modifica' }).click();
  await expect(page).toHaveURL(/\/products\/\d+\/edit$/);
  await expect(price).toHaveValue('1.234,56');
  await price.fill('2.000');
  await page.getByRole('combobox', { name: 'IVA' }).click();
  await page.getByRole('option', { name: '10%' }).click();
  await page.getByRole('button', { name: 'Salva modifiche' }).click();
  await expect(page).toHaveURL(/\/products\/\d+\/detail$/);
  await expect(detailValue(page, 'Prezzo unitario')).toHaveText('€ 2.000,00 / anno');
  await expect(detailValue(page, 'IVA')).toHaveText('10%');

  // Found in the list by its code, among the active ones.
  await page.goto(`/products?q=${code}&active=true`);
  await expect(page.getByRole('switch', { name: 'Solo attivi' })).toBeChecked();
  await expect(grid.getByRole('row').filter({ hasText: name })).toContainText('€ 2.000,00');

  // In an offer's rows editor the picker finds it as we type, and fills in its price and VAT.
  await createOpportunity(page, `Offerta prodotto E2E ${stamp}`);
  await expect(page).toHaveURL(/\/opportunities\/\d+\/detail$/);
  await page
    .getByRole('toolbar', { name: 'Aggiungi riga' })
    .getByRole('button', { name: 'Prodotto' })
    .click();
  const row = page.getByRole('group', { name: 'Riga 1: Prodotto' });
  await row.getByRole('combobox', { name: 'Prodotto' }).fill(`licenza e2e ${stamp}`);
  await page.getByRole('option', { name: new RegExp(name) }).click();
  await expect(row.getByLabel('Prezzo unitario')).toHaveValue('2.000,00');
  await expect(row.getByRole('combobox', { name: 'IVA' })).toHaveText(/10%/);
  await expect(row.getByLabel('Importo riga')).toHaveText('€ 2.000,00');
});
