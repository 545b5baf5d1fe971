import { expect, test } from '@playwright/test';
import { Api } from './support/api.ts';
import { users } from './support/env.ts';
import { networkQuiet } from './support/network.ts';
import { createClient } from './support/records.ts';
import { signInToDashboard } from './support/session.ts';

// A phone: the pages of files, documentation and links, and their client tabs, keep the screen's width.
test.use({ viewport: { width: 390, height: 844 } });

test('at 390 px the attachments, documentation and links pages and tabs do not scroll sideways', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const client = await createClient(await Api.as(request, users.admin));
  await signInToDashboard(page, users.admin);
  for (const url of [
    '/attachments',
    '/documentations',
    '/documentations/add',
    '/external-links',
    '/external-links/add',
    `/crm/detail/${client.id}/allegati`,
    `/crm/detail/${client.id}/documentazione`,
    `/crm/detail/${client.id}/link`,
  ]) {
    await page.goto(url);
    await networkQuiet(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, url).toBeLessThanOrEqual(390);
  }
});
