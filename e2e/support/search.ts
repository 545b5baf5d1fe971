import { expect, type Page } from '@playwright/test';
import { unique } from './records.ts';

/**
 * A word of a test's own for the global search: letters only (one searchable word), found by no
 * other test ("zq" + the unique number's digits as letters).
 */
export const searchWord = () =>
  `zq${unique()
    .split('')
    .map((digit) => String.fromCharCode(97 + Number(digit)))
    .join('')}`;

/** Ctrl+K once the signed-in layout has drawn its navbar (the shortcut listens from then on). */
export async function openPalette(page: Page) {
  await expect(page.getByRole('button', { name: /^Cerca… / })).toBeVisible();
  await page.keyboard.press('Control+k');
  const input = page.getByRole('combobox', { name: 'Cerca in Officina' });
  await expect(input).toBeFocused();
  return input;
}
