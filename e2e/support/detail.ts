import type { Page } from '@playwright/test';

/** The value shown next to `label` in a detail card (`DetailFields`: a <dt>/<dd> pair). */
export function detailValue(page: Page, label: string) {
  // The record's own fields, not the same labels in its history's old → new lines.
  return page
    .locator('dt:not([aria-label="Attività"] dt)')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');
}

/** Today plus `days` in Rome (the app's calendar): ISO `YYYY-MM-DD` and the digits a date field takes. */
export function romeDateIn(days: number): { iso: string; typed: string } {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date());
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  const iso = date.toISOString().slice(0, 10);
  const [year, month, day] = iso.split('-');
  return { iso, typed: `${day}${month}${year}` };
}
