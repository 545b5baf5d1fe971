import { expect, type Locator, type Page } from '@playwright/test';
import type { OpportunityRecord } from './records.ts';

/** Opens an opportunity's detail page and waits for its title. */
export async function openOpportunity(page: Page, opportunity: OpportunityRecord) {
  await page.goto(`/opportunities/${opportunity.id}/detail`);
  await expect(page.getByRole('heading', { level: 1, name: opportunity.title })).toBeVisible();
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
