import { expect, test } from '@playwright/test';
import { Api } from './support/api.ts';
import { detailValue } from './support/detail.ts';
import { users } from './support/env.ts';
import { pick } from './support/fields.ts';
import { openOpportunity } from './support/opportunity.ts';
import { createOpportunity, createProduct, unique } from './support/records.ts';
import { signInToDashboard } from './support/session.ts';

/** A yearly licence at € 1.234,56, 22% (the defaults), of this test only. */
function licence() {
  const stamp = unique();
  return {
    stamp,
    code: `E2E-${stamp}`,
    name: `Licenza E2E ${stamp}`,
    category: 'licenses',
    unit_price_cents: 123_456,
    unit: 'anno',
    recurrence: 'annuale',
  } as const;
}

// The demo catalogue's Hardware category (no test adds to it or changes it) and its NAS.
test('the catalogue filtered by category keeps the filter in the URL; search narrows within it; Azzera filtri clears both', async ({
  page,
}) => {
  await signInToDashboard(page, users.sales);

  await page.getByRole('link', { name: 'Prodotti', exact: true }).click();
  await expect(page).toHaveURL(/\/products$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Prodotti' })).toBeVisible();
  const grid = page.getByRole('grid', { name: 'Catalogo prodotti' });
  await expect(grid.getByText('Hosting condiviso base')).toBeVisible();
  await pick(page, 'Categoria', 'Hardware');
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
});

test('a new product: the price typed the Italian way is reformatted on leaving the field, a bad amount refused', async ({
  page,
}) => {
  const { code, name } = licence();
  await signInToDashboard(page, users.sales);

  await page.goto('/products');
  await page.getByRole('link', { name: 'Nuovo prodotto' }).click();
  await expect(page).toHaveURL(/\/products\/add$/);
  await page.getByLabel('Codice *').fill(code);
  await page.getByLabel('Nome *').fill(name);
  await pick(page, 'Categoria', 'Licenze');
  const price = page.getByLabel('Prezzo unitario *');
  await price.fill('1234,5');
  await price.blur();
  await expect(price).toHaveValue('1.234,50');
  await price.fill('12,345');
  await expect(page.getByText('Importo non valido (es. 1.234,56)')).toBeVisible();
  await price.fill('1.234,56');
  await expect(page.getByText('Importo non valido (es. 1.234,56)')).toHaveCount(0);
  await pick(page, 'Unità', 'anno');
  await pick(page, 'Ricorrenza', 'Annuale');
  await page.getByRole('button', { name: 'Crea prodotto' }).click();
  await expect(page).toHaveURL(/\/products\/\d+\/detail$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(detailValue(page, 'Prezzo unitario')).toHaveText('€ 1.234,56 / anno');
  await expect(detailValue(page, 'IVA')).toHaveText('22%');
  await expect(detailValue(page, 'Ricorrenza')).toHaveText('Annuale');
  await expect(detailValue(page, 'Categoria')).toHaveText('Licenze');
});

test('a product edited to a new price and VAT rate: the detail shows them, and so does the list of active ones', async ({
  page,
  request,
}) => {
  const product = await createProduct(await Api.as(request, users.sales), licence());
  await signInToDashboard(page, users.sales);

  await page.goto(`/products/${product.id}/detail`);
  await page.getByRole('link', { name: 'Modifica' }).click();
  await expect(page).toHaveURL(/\/products\/\d+\/edit$/);
  const price = page.getByLabel('Prezzo unitario *');
  await expect(price).toHaveValue('1.234,56');
  await price.fill('2.000');
  await pick(page, 'IVA', '10%');
  await page.getByRole('button', { name: 'Salva modifiche' }).click();
  await expect(page).toHaveURL(/\/products\/\d+\/detail$/);
  await expect(detailValue(page, 'Prezzo unitario')).toHaveText('€ 2.000,00 / anno');
  await expect(detailValue(page, 'IVA')).toHaveText('10%');

  // Found in the list by its code, among the active ones.
  await page.goto(`/products?q=${product.code}&active=true`);
  await expect(page.getByRole('switch', { name: 'Solo attivi' })).toBeChecked();
  await expect(
    page.getByRole('grid', { name: 'Catalogo prodotti' }).getByRole('row').filter({ hasText: product.name }),
  ).toContainText('€ 2.000,00');
});

test('in an offer’s rows editor the product picker finds a product as we type and fills in its price and VAT', async ({
  page,
  request,
}) => {
  const api = await Api.as(request, users.sales);
  const { stamp, ...fields } = licence();
  const product = await createProduct(api, { ...fields, unit_price_cents: 200_000, vat_rate: 10 });
  const opportunity = await createOpportunity(api, { title: `Offerta prodotto E2E ${stamp}` });
  await signInToDashboard(page, users.sales);
  await openOpportunity(page, opportunity);

  await page
    .getByRole('toolbar', { name: 'Aggiungi riga' })
    .getByRole('button', { name: 'Prodotto' })
    .click();
  const row = page.getByRole('group', { name: 'Riga 1: Prodotto' });
  await row.getByRole('combobox', { name: 'Prodotto' }).fill(`licenza e2e ${stamp}`);
  await page.getByRole('option', { name: new RegExp(product.name) }).click();
  await expect(row.getByLabel('Prezzo unitario')).toHaveValue('2.000,00');
  await expect(row.getByRole('combobox', { name: 'IVA' })).toHaveText(/10%/);
  await expect(row.getByLabel('Importo riga')).toHaveText('€ 2.000,00');
});
