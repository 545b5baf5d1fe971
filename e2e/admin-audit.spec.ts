import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { Api } from './support/api.ts';
import { users } from './support/env.ts';
import { downloadFrom, pick } from './support/fields.ts';
import { createClient } from './support/records.ts';
import { signInToDashboard } from './support/session.ts';

test('an administrator filters the log by kind of record and finds the client just created', async ({
  page,
  request,
}) => {
  const api = await Api.as(request, users.admin);
  const client = await createClient(api);
  await signInToDashboard(page, users.admin);
  await page.goto('/admin/audit');
  await expect(page.getByRole('heading', { name: 'Registro attività', level: 1 })).toBeVisible();

  await pick(page, 'Tipo di record', 'Cliente');
  await expect(page).toHaveURL(/[?&]entity=client/);
  const entry = page.getByRole('link', { name: new RegExp(`ha creato il cliente ${client.business_name}`) });
  await expect(entry).toBeVisible();
  const row = page.getByRole('row').filter({ has: entry });
  await expect(row.getByText('Cliente n.', { exact: false })).toBeVisible();

  // Its changes, opened on demand: the business name written at creation.
  await row.getByRole('button', { name: /Modifiche/ }).click();
  await expect(page.getByText('Ragione sociale', { exact: true }).first()).toBeVisible();

  await entry.click();
  await expect(page).toHaveURL(new RegExp(`/crm/detail/${client.id}`));
});

test('the filtered log downloads as an Excel file with Italian headers', async ({ page, request }) => {
  const api = await Api.as(request, users.admin);
  const client = await createClient(api);
  await signInToDashboard(page, users.admin);
  await page.goto('/admin/audit?entity=client');
  await expect(page.getByRole('link', { name: new RegExp(client.business_name) })).toBeVisible();

  await page.getByRole('button', { name: 'Esporta' }).click();
  const { name, bytes } = await downloadFrom(page.getByRole('menuitem', { name: /Excel \(XLSX\)/ }));
  expect(name).toMatch(/^registro-attivita-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  expect(sheet?.getRow(1).getCell(1).value).toBe('Data');
  expect(sheet?.getRow(1).getCell(3).value).toBe('Utente');
  const kinds = new Set<unknown>();
  let found = false;
  sheet?.eachRow((row, index) => {
    if (index === 1) return;
    kinds.add(row.getCell(4).value);
    if (row.getCell(6).value === client.business_name) found = true;
  });
  expect(found).toBe(true);
  expect([...kinds]).toEqual(['Cliente']);
});

test('a user without manage_users gets "Accesso negato!" on /admin/audit', async ({ page }) => {
  await signInToDashboard(page, users.sales);
  await page.goto('/admin/audit');
  await expect(page.getByText('Accesso negato!')).toBeVisible();
});
