import { expect, type Page, test } from '@playwright/test';
import { Api, type UploadFile } from '../support/api.ts';
import { users } from '../support/env.ts';
import { downloadFrom } from '../support/fields.ts';
import { createOpportunity, type OpportunityRecord, unique } from '../support/records.ts';
import { signInToDashboard } from '../support/session.ts';

// The offer settings are one record for the whole app: this file runs one test at a time (see the
// config), and each test starts from the demo's settings without a logo, whatever a run before left.

/** A 1×1 PNG, as small as a real image gets. */
const PNG_1x1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const pngLogo: UploadFile = { name: 'logo.png', mimeType: 'image/png', buffer: PNG_1x1 };

/** What the demo seeds (PUT is the whole record: the legal data and defaults too). */
const demoSettings = {
  opportunity_company_name: 'Officina Demo S.r.l.',
  opportunity_header: 'Tel. 02 1234 5678 · info@officina-demo.it · www.officina-demo.it',
  company_address: 'Via Roma 1, 20121 Milano (MI)',
  company_vat: '01234560157',
  company_rea: 'MI-1234567',
  company_share_capital_cents: 1_000_000,
  company_share_capital_paid: true,
  company_pec: 'officinademo@pec.it',
  company_sdi_code: 'T9K4ZHO',
  company_iban: 'IT60X0542811101000000123456',
  offer_payment_terms: 'Bonifico bancario a 30 giorni data fattura',
  offer_validity_days: 30,
};

let api: Api;

test.beforeEach(async ({ request }) => {
  api = await Api.as(request, users.admin);
  await api.put('/admin/offer-settings', demoSettings);
  const { opportunity_logo } = await api.get<{ opportunity_logo: string | null }>('/admin/offer-settings');
  if (opportunity_logo) await api.delete('/admin/offer-settings/logo');
});

/** Downloads the offer PDF of `opportunity` from its page and answers its bytes. */
async function downloadOffer(page: Page, opportunity: OpportunityRecord): Promise<Buffer> {
  await page.goto(`/opportunities/${opportunity.id}/detail`);
  const { bytes } = await downloadFrom(page.getByRole('button', { name: 'Scarica offerta' }));
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return bytes;
}

const logoPreview = (page: Page) => page.getByRole('img', { name: 'Logo delle offerte' });

test('Amministrazione leads to "Impostazioni offerte"; company name and header text are saved and still there after a reload', async ({
  page,
}) => {
  const company = `Officina E2E ${unique()} S.r.l.`;
  await signInToDashboard(page, users.admin);

  await page.getByRole('link', { name: 'Amministrazione', exact: true }).first().click();
  await expect(page).toHaveURL(/\/admin$/);
  await page.getByRole('link', { name: /Impostazioni offerte/ }).click();
  await expect(page).toHaveURL(/\/settings\/offers$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Impostazioni offerte' })).toBeVisible();

  const name = page.getByLabel('Ragione sociale');
  const header = page.getByLabel('Testo di intestazione');
  await expect(name).toHaveValue('Officina Demo S.r.l.');
  await name.fill(company);
  await header.fill('Via Roma 1, 06012 Città di Castello (PG)\nP.IVA 01234560157');
  await page.getByRole('button', { name: 'Salva', exact: true }).click();
  await expect(page.getByText('Impostazioni offerte salvate')).toBeVisible();
  await page.reload();
  await expect(name).toHaveValue(company);
  await expect(header).toHaveValue('Via Roma 1, 06012 Città di Castello (PG)\nP.IVA 01234560157');
});

test('without a logo the offer PDF has no image; a PNG logo is previewed on the page and drawn in the PDF', async ({
  page,
}) => {
  const opportunity = await createOpportunity(api);
  await signInToDashboard(page, users.admin);

  await page.goto('/settings/offers');
  await expect(page.getByText('Nessun logo')).toBeVisible();
  const before = await downloadOffer(page, opportunity);
  expect(before.includes('/Subtype /Image')).toBe(false);

  await page.goto('/settings/offers');
  await page.locator('input[type="file"]').setInputFiles(pngLogo);
  await expect(page.getByText('Logo caricato')).toBeVisible();
  await expect(logoPreview(page)).toHaveAttribute('src', /^data:image\/png;base64,/);
  await expect(page.getByRole('button', { name: 'Sostituisci' })).toBeVisible();
  const after = await downloadOffer(page, opportunity);
  expect(after.includes('/Subtype /Image')).toBe(true);
});

test('logos refused in Italian: too large and not an image (checked in the page), an image in name only (by the server); the logo in use stays', async ({
  page,
}) => {
  await api.upload('/admin/offer-settings/logo', pngLogo);
  await signInToDashboard(page, users.admin);
  await page.goto('/settings/offers');
  await expect(logoPreview(page)).toHaveAttribute('src', /^data:image\/png;base64,/);

  const file = page.locator('input[type="file"]');
  await file.setInputFiles({
    name: 'enorme.png',
    mimeType: 'image/png',
    buffer: Buffer.concat([PNG_1x1, Buffer.alloc(600 * 1024)]),
  });
  await expect(page.getByRole('alert').filter({ hasText: 'Il file supera i 512 KB.' })).toBeVisible();
  await file.setInputFiles({ name: 'appunti.txt', mimeType: 'text/plain', buffer: Buffer.from('appunti') });
  await expect(
    page.getByRole('alert').filter({ hasText: 'Formato non supportato: usa PNG, JPEG o SVG.' }),
  ).toBeVisible();
  await file.setInputFiles({
    name: 'finto.png',
    mimeType: 'image/png',
    buffer: Buffer.from('questo non è un PNG'),
  });
  await expect(page.getByText('Formato non supportato: carica un’immagine PNG, JPEG o SVG.')).toBeVisible();
  // The logo uploaded before is still the one in use.
  await expect(logoPreview(page)).toHaveAttribute('src', /^data:image\/png;base64,/);
});

test('an SVG logo replaces the PNG one in the preview', async ({ page }) => {
  await api.upload('/admin/offer-settings/logo', pngLogo);
  await signInToDashboard(page, users.admin);
  await page.goto('/settings/offers');
  await expect(logoPreview(page)).toHaveAttribute('src', /^data:image\/png;base64,/);

  // Drawn in the PDF as vector paths: see the API test.
  await page.locator('input[type="file"]').setInputFiles({
    name: 'logo.svg',
    mimeType: 'image/svg+xml',
    buffer: Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 12"><rect width="32" height="12" fill="#1565c0"/></svg>',
    ),
  });
  await expect(logoPreview(page)).toHaveAttribute('src', /^data:image\/svg\+xml;base64,/);
});

test('the logo is removed after a confirmation', async ({ page }) => {
  await api.upload('/admin/offer-settings/logo', pngLogo);
  await signInToDashboard(page, users.admin);
  await page.goto('/settings/offers');
  await expect(logoPreview(page)).toBeVisible();

  await page.getByRole('button', { name: 'Rimuovi' }).click();
  await page
    .getByRole('dialog', { name: 'Rimuovere il logo?' })
    .getByRole('button', { name: 'Rimuovi' })
    .click();
  await expect(page.getByText('Logo rimosso')).toBeVisible();
  await expect(page.getByText('Nessun logo')).toBeVisible();
});

test('a sales user has no "Impostazioni offerte" and gets "Accesso negato!" by its URL', async ({ page }) => {
  await signInToDashboard(page, users.sales);
  await expect(page.getByRole('link', { name: 'Impostazioni', exact: true })).toHaveCount(0);
  await page.goto('/settings/offers');
  await expect(page).toHaveURL(/\/error\/403$/);
  await expect(page.getByText('Accesso negato!')).toBeVisible();
  await expect(page.getByLabel('Ragione sociale')).toHaveCount(0);
});
