import type { Page } from '@playwright/test';

/** The navbar's "+" (Crea nuovo) → a quick-create dialog. */
export async function openQuickCreate(page: Page, item: 'Nuovo to-do' | 'Nuovo progetto') {
  await page.getByRole('button', { name: 'Crea nuovo' }).click();
  await page.getByRole('menuitem', { name: item }).click();
}
