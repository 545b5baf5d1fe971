import { expect, test } from '@playwright/test';
import { Api } from './support/api.ts';
import { users } from './support/env.ts';
import { createClient, unique } from './support/records.ts';
import { signInToDashboard } from './support/session.ts';

interface DocumentationRecord {
  id: number;
  title: string;
  body: string;
  updated_at: string;
}

const hostile = [
  '# Titolo sicuro',
  '',
  '<script>alert(1)</script>',
  '',
  '<img src=x onerror=alert(2)>',
  '',
  '[primo](javascript:alert(3)) e [secondo](JaVaScRiPt:alert(4))',
  '',
  'Sito: [esempio](https://example.com/guida)',
].join('\n');

test('a page written with a script in it: the live preview and the saved page are inert; external links get noopener', async ({
  page,
}) => {
  const dialogs: string[] = [];
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  const title = `Pagina ostile ${unique()}`;
  await signInToDashboard(page, users.technician);

  await page.getByRole('link', { name: 'Documentazione', exact: true }).click();
  await expect(page).toHaveURL(/\/documentations$/);
  await page.getByRole('link', { name: 'Nuova pagina' }).click();
  await page.getByLabel('Titolo *').fill(title);
  await page.getByLabel('Testo (Markdown)').fill(hostile);

  // the live preview: rendered by the server, the script shown as text
  const preview = page.getByRole('region', { name: 'Anteprima del testo' });
  await expect(preview.getByRole('heading', { name: 'Titolo sicuro' })).toBeVisible();
  await expect(preview.getByText('<script>alert(1)</script>')).toBeVisible();
  await expect(preview.locator('script, img')).toHaveCount(0);

  await page.getByRole('button', { name: 'Crea pagina' }).click();
  await expect(page).toHaveURL(/\/documentations\/\d+\/detail$/);
  const body = page.getByRole('region', { name: 'Testo della pagina' });
  await expect(body.getByRole('heading', { name: 'Titolo sicuro' })).toBeVisible();
  await expect(body.getByText('<img src=x onerror=alert(2)>')).toBeVisible();
  await expect(body.locator('script')).toHaveCount(0);
  await expect(body.locator('img')).toHaveCount(0);
  await expect(body.locator('[onerror], [onclick], a[href^="javascript" i]')).toHaveCount(0);
  await expect(body.getByRole('link', { name: 'primo' })).toHaveCount(0);
  const external = body.getByRole('link', { name: 'esempio' });
  await expect(external).toHaveAttribute('href', 'https://example.com/guida');
  await expect(external).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(external).toHaveAttribute('target', '_blank');
  await page.reload();
  await expect(body.getByRole('heading', { name: 'Titolo sicuro' })).toBeVisible();
  expect(dialogs).toEqual([]);
});

test('an edit makes a new version: the history says who and when, the diff marks the lines, an old version is restored', async ({
  page,
  request,
}) => {
  const api = await Api.as(request, users.sales);
  const title = `Procedura E2E ${unique()}`;
  const { documentation } = await api.post<{ documentation: DocumentationRecord }>('/documentations', {
    title,
    body: 'Passo uno\nPasso due\nPasso tre',
    tags: ['e2e'],
  });
  await signInToDashboard(page, users.technician);

  await page.goto(`/documentations/${documentation.id}/detail`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.getByRole('link', { name: 'Modifica' }).click();
  const editor = page.getByLabel('Testo (Markdown)');
  await editor.fill('Passo uno\nPasso DUE rivisto\nPasso tre\nPasso quattro');
  const preview = page.getByRole('region', { name: 'Anteprima del testo' });
  await expect(preview.getByText('Passo DUE rivisto')).toBeVisible();
  await page.getByRole('button', { name: 'Salva modifiche' }).click();
  await expect(page).toHaveURL(new RegExp(`/documentations/${documentation.id}/detail$`));
  await expect(page.getByText('Versione 2', { exact: true })).toBeVisible();

  await page.getByRole('tab', { name: 'Versioni' }).click();
  await expect(page).toHaveURL(/\/detail\/versioni$/);
  const versions = page.getByRole('table', { name: 'Versioni della pagina' });
  await expect(versions.getByRole('row')).toHaveCount(3);
  await expect(versions.getByRole('row').nth(1)).toContainText('Luca Esposito');
  await expect(versions.getByRole('row').nth(2)).toContainText('Marco Colombo');
  await expect(versions.getByRole('row').nth(1)).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);

  // the diff from 1 to 2 (chosen by default): added and removed lines, marked for everyone
  await expect(page.getByText('2 righe aggiunte, 1 rimosse')).toBeVisible();
  await expect(page.locator('[data-kind="removed"]')).toContainText('Rimossa: Passo due');
  await expect(page.locator('[data-kind="added"]').first()).toContainText('Aggiunta: Passo DUE rivisto');
  await expect(page.locator('[data-kind="added"]').nth(1)).toContainText('Passo quattro');

  await versions.getByRole('row').nth(2).getByRole('button', { name: 'Ripristina' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ripristinare questa versione?' });
  await dialog.getByRole('button', { name: 'Ripristina' }).click();
  await expect(page.getByText('Versione 1 ripristinata: ora è la versione 3.')).toBeVisible();
  await expect(versions.getByRole('row')).toHaveCount(4);
  await expect(versions.getByRole('row').nth(1)).toContainText('ripristino della 1');

  await page.getByRole('tab', { name: 'Attività' }).click();
  await expect(page.getByText('ha ripristinato una versione della pagina')).toBeVisible();
});

test('a client’s Documentazione tab counts its pages and starts a new one for it; the list finds it by a word of its body and by tag', async ({
  page,
  request,
}) => {
  const api = await Api.as(request, users.sales);
  const client = await createClient(api);
  const stamp = unique();
  await signInToDashboard(page, users.sales);

  await page.goto(`/crm/detail/${client.id}/documentazione`);
  const tab = page.getByRole('tab', { name: /^Documentazione/ });
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  await expect(tab).toHaveText('Documentazione (0)');
  await expect(page.getByText('Nessuna pagina per questo cliente')).toBeVisible();
  await page.getByRole('link', { name: 'Nuova pagina' }).click();
  await expect(page).toHaveURL(new RegExp(`/documentations/add\\?client_id=${client.id}$`));
  await expect(page.getByRole('combobox', { name: 'Cliente' })).toHaveValue(client.business_name);
  await page.getByLabel('Titolo *').fill(`Rete ${stamp}`);
  const tags = page.getByRole('combobox', { name: 'Etichette' });
  await tags.fill(`e2e-${stamp}`);
  await tags.press('Enter');
  await page.getByLabel('Testo (Markdown)').fill(`Lo switch zx${stamp} è nel rack.`);
  await page.getByRole('button', { name: 'Crea pagina' }).click();
  await expect(page).toHaveURL(/\/documentations\/\d+\/detail$/);
  await expect(page.getByRole('link', { name: client.business_name })).toBeVisible();

  await page.goto(`/crm/detail/${client.id}/documentazione`);
  await expect(page.getByRole('tab', { name: /^Documentazione/ })).toHaveText('Documentazione (1)');
  await expect(page.getByRole('grid').getByText(`Rete ${stamp}`)).toBeVisible();

  await page.goto(`/documentations?q=ZX${stamp}`);
  const grid = page.getByRole('grid', { name: 'Pagine di documentazione' });
  await expect(grid.getByText(`Rete ${stamp}`)).toBeVisible();
  await expect(page.getByText('1 pagina', { exact: true })).toBeVisible();
  await page.goto(`/documentations?tag=e2e-${stamp}`);
  await expect(grid.getByText(`Rete ${stamp}`)).toBeVisible();
});
