import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { users } from '../support/env.ts';
import { signInToDashboard } from '../support/session.ts';

/** A 1×1 PNG, as small as a real image gets. */
const PNG_1x1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** Downloads the offer PDF of the first opportunity in the list and answers its bytes. */
async function downloadAnOffer(page: Page): Promise<Buffer> {
  await page.goto('/opportunities');
  await page.getByRole('grid', { name: 'Elenco opportunità' }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/opportunities\/\d+\/detail$/);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Scarica offerta' }).click();
  const pdf = await readFile(await (await downloading).path());
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return pdf;
}

test('an admin edits the offer header, uploads a PNG logo that the offer PDF prints, and bad files are refused in Italian', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const company = `Officina E2E ${Date.now()} S.r.l.`;
  await signInToDashboard(page, users.admin);

  // From Impostazioni to "Impostazioni offerte".
  await page.getByRole('link', { name: 'Impostazioni' }).first().click();
  await expect(page).toHaveURL(/\/settings$/);
  await page.getByRole('link', { name: /Impostazioni offerte/ }).click();
  await expect(page).toHaveURL(/\/settings\/offers$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Impostazioni offerte' })).toBeVisible();

  // Company name and header text, saved and still there after a reload.
  const name = page.getByLabel('Ragione sociale');
  const header = page.getByLabel('Testo di intestazione');
  await expect(name).toHaveValue('Officina Demo S.r.l.');
  await name.fill(company);
  await header.fill('Via Roma 1, 06012 Città di Castello (PG)\nP.IVA 01234567897');
  await page.getByRole('button', { name: 'Salva', exact: true }).click();
  await expect(page.getByText('Impostazioni offerte salvate')).toBeVisible();
  await page.reload();
  await expect(name).toHaveValue(company);
  await expect(header).toHaveValue('Via Roma 1, 06012 Città di Castello (PG)\nP.IVA 01234567897');

  // No logo yet: the PDF has no image in it.
  await expect(page.getByText('Nessun logo')).toBeVisible();
  const before = await downloadAnOffer(page);
  expect(before.includes('/Subtype /Image')).toBe(false);

  // A PNG logo: previewed on the page, and drawn in the PDF.
  await page.goto('/settings/offers');
  const file = page.locator('input[type="file"]');
  await file.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG_1x1 });
  await expect(page.getByText('Logo caricato')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Logo delle offerte' })).toHaveAttribute(
    'src',
    /^data:image\/png;base64,/,
  );
  await expect(page.getByRole('button', { name: 'Sostituisci' })).toBeVisible();
  const after = await downloadAnOffer(page);
  expect(after.includes('/Subtype /Image')).toBe(true);

  // Refused files: too large and not an image (checked in the page), an image in name only (by the server).
  await page.goto('/settings/offers');
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
  await expect(page.getByRole('img', { name: 'Logo delle offerte' })).toHaveAttribute(
    'src',
    /^data:image\/png;base64,/,
  );

  // Replaced by an SVG logo (drawn in the PDF as vector paths: see the API test).
  await file.setInputFiles({
    name: 'logo.svg',
    mimeType: 'image/svg+xml',
    buffer: Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 12"><rect width="32" height="12" fill="#1565c0"/></svg>',
    ),
  });
  await expect(page.getByRole('img', { name: 'Logo delle offerte' })).toHaveAttribute(
    'src',
    /^data:image\/svg\+xml;base64,/,
  );

  // Removed after a confirmation.
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
  await expect(page.getByRole('link', { name: 'Impostazioni' })).toHaveCount(0);
  await page.goto('/settings/offers');
  await expect(page).toHaveURL(/\/error\/403$/);
  await expect(page.getByText('Accesso negato!')).toBeVisible();
  await expect(page.getByLabel('Ragione sociale')).toHaveCount(0);
});
