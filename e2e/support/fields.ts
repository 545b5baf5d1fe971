import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Types into a MUI X date or date-time field by its label (sections: day, month, year[, hours,
 * minutes]; `typed` is their digits, e.g. `romeDateIn(20).typed`), replacing what it held.
 */
export async function typeIntoDateField(page: Page, label: string, typed: string) {
  const field = page.getByRole('group', { name: label });
  await field.getByRole('spinbutton').first().click();
  await page.keyboard.type(typed);
}

/** Opens the select named `combobox` and picks the option named exactly `option`. */
export async function pick(page: Page, combobox: string, option: string) {
  await page.getByRole('combobox', { name: combobox }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** "Registra tempo" (the first such button of the page) → a duration such as `2:30` → Registra. */
export async function registerTime(page: Page, duration: string) {
  await page.getByRole('button', { name: 'Registra tempo' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Registra tempo' });
  await dialog.getByLabel('Durata').fill(duration);
  await dialog.getByRole('button', { name: 'Registra' }).click();
  await expect(dialog).toBeHidden();
}

/** Clicks `trigger` and answers what it downloads: the suggested file name and the bytes. */
export async function downloadFrom(trigger: Locator): Promise<{ name: string; bytes: Buffer }> {
  const downloading = trigger.page().waitForEvent('download');
  await trigger.click();
  const download = await downloading;
  return { name: download.suggestedFilename(), bytes: await readFile(await download.path()) };
}
