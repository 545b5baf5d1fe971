import { expect, type Page, test } from '@playwright/test';
import { Api, type UploadFile } from '../support/api.ts';
import { users } from '../support/env.ts';
import { unique } from '../support/records.ts';
import { signInToDashboard, startOnLightTheme } from '../support/session.ts';

// The company's data and logos are one record for the whole app (the offers print them, every page's
// navbar shows the logo): this file runs one test at a time (see the config) and puts the demo's
// values back, without logos, before and after each test.

/** A 1×1 PNG, as small as a real image gets. */
const PNG_1x1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const pngLogo: UploadFile = { name: 'logo.png', mimeType: 'image/png', buffer: PNG_1x1 };

/** What the demo seeds (PUT is the whole record). */
const demoCompany = {
  company_name: 'Officina Demo S.r.l.',
  company_vat: '01234560157',
  company_tax_code: null,
  company_address: 'Via Roma 1, 20121 Milano (MI)',
  company_pec: 'officinademo@pec.it',
  company_sdi_code: 'T9K4ZHO',
  company_iban: 'IT60X0542811101000000123456',
  company_rea: 'MI-1234567',
  default_vat_rate: 22,
  weekly_hours_target: 40,
};

async function restoreDemo(api: Api) {
  await api.put('/admin/company', demoCompany);
  const { logos } = await api.get<{ logos: Record<'light' | 'dark', string | null> }>('/admin/company');
  if (logos.light) await api.delete('/admin/company/logos/light');
  if (logos.dark) await api.delete('/admin/company/logos/dark');
}

let api: Api;

test.beforeEach(async ({ request }) => {
  api = await Api.as(request, users.admin);
  await restoreDemo(api);
  await startOnLightTheme(api);
});

test.afterEach(async () => {
  await restoreDemo(api);
});

const navbarLogo = (page: Page) => page.getByRole('banner').locator('img.logo');

test('the admin edits the ragione sociale and P.IVA (a wrong one refused in Italian), then they are still there after a reload', async ({
  page,
}) => {
  const company = `Officina E2E ${unique()} S.r.l.`;
  await signInToDashboard(page, users.admin);
  await page.goto('/admin/company');
  await expect(page.getByRole('heading', { level: 1, name: 'Dati aziendali' })).toBeVisible();

  const name = page.getByLabel('Ragione sociale');
  const vat = page.getByLabel('Partita IVA');
  await expect(name).toHaveValue('Officina Demo S.r.l.');
  await name.fill(company);
  await vat.fill('02345670159');
  await page.getByRole('button', { name: 'Salva dati aziendali' }).click();
  await expect(page.getByText('Partita IVA non valida: cifra di controllo errata')).toBeVisible();

  await vat.fill('00743110157');
  await page.getByRole('button', { name: 'Salva dati aziendali' }).click();
  await expect(page.getByText('Dati aziendali salvati')).toBeVisible();
  await page.reload();
  await expect(name).toHaveValue(company);
  await expect(vat).toHaveValue('00743110157');
  // One stored value: «Impostazioni offerte» shows the same ragione sociale.
  await page.getByRole('link', { name: 'Impostazioni offerte' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Impostazioni offerte' })).toBeVisible();
  await expect(page.getByLabel('Ragione sociale')).toHaveValue(company);
});

test('a PNG logo for the light theme shows in the navbar, and removing it brings back Officina’s', async ({
  page,
}) => {
  await signInToDashboard(page, users.admin);
  await expect(navbarLogo(page)).toHaveAttribute('src', '/logo-light.svg');
  await page.goto('/admin/company');

  const light = page.getByRole('region', { name: 'Logo per il tema chiaro' });
  await expect(page.getByRole('heading', { level: 2, name: 'Loghi' })).toBeVisible({ timeout: 20_000 });
  await expect(light.getByText('Nessun logo: si usa quello di Officina')).toBeVisible();
  await light.getByLabel('File del logo per il tema chiaro').setInputFiles(pngLogo);
  await expect(page.getByText('Logo caricato')).toBeVisible();
  await expect(light.getByRole('img', { name: 'Logo aziendale, tema chiaro' })).toHaveAttribute(
    'src',
    /^\/api\/branding\/logos\/light\?v=[0-9a-f]+$/,
  );
  await expect(navbarLogo(page)).toHaveAttribute('src', /^\/api\/branding\/logos\/light\?v=/);
  await expect(navbarLogo(page)).toHaveAttribute('alt', 'Officina Demo S.r.l.');
  // The image itself is served to the browser.
  expect(await navbarLogo(page).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);

  // Still there on the next load (kept on this device, then read again).
  await page.goto('/dashboard');
  await expect(navbarLogo(page)).toHaveAttribute('src', /^\/api\/branding\/logos\/light\?v=/);

  await page.goto('/admin/company');
  await light.getByRole('button', { name: 'Rimuovi logo' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Rimuovi', exact: true }).click();
  await expect(page.getByText('Logo rimosso')).toBeVisible();
  await expect(light.getByText('Nessun logo: si usa quello di Officina')).toBeVisible();
  await expect(navbarLogo(page)).toHaveAttribute('src', '/logo-light.svg');
});
