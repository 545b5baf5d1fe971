import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Creates an opportunity titled `title` for the first client offered, from /opportunities/add, and
 * waits for its detail page. Answers its number (`AAAA/NNNN`) as the page shows it.
 */
export async function createOpportunity(page: Page, title: string): Promise<string> {
  await page.goto('/opportunities/add');
  await page.getByLabel('Titolo *').fill(title);
  await page.getByRole('combobox', { name: 'Cliente *' }).click();
  await page.getByRole('option').first().click();
  await page.getByRole('button', { name: 'Crea opportunità' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const label = await page.getByText(/^Opportunità n\. \d{4}\/\d{4}$/).textContent();
  return (label ?? '').replace('Opportunità n. ', '');
}

/** On an opportunity's detail page: "Cambia stato" → Vinta. Answers the dialog, at its won step. */
export async function winFromDetail(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Cambia stato' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox', { name: 'Nuovo stato' }).click();
  await page.getByRole('option', { name: 'Vinta' }).click();
  await dialog.getByRole('button', { name: 'Cambia stato' }).click();
  await expect(dialog.getByText('Opportunità vinta')).toBeVisible();
  return dialog;
}
