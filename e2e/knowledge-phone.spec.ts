import type { DocumentationDetail } from '@officina/contracts';
import { expect, test } from '@playwright/test';
import { Api } from './support/api.ts';
import { users } from './support/env.ts';
import { networkQuiet } from './support/network.ts';
import { expectNoSidewaysScroll } from './support/page-width.ts';
import { createClient, unique } from './support/records.ts';
import { signInToDashboard } from './support/session.ts';

// A phone: the pages of files, documentation and links, and their client tabs, keep the screen's width.
test.use({ viewport: { width: 390, height: 844 } });

test('at 390 px the attachments, documentation and links pages and tabs do not scroll sideways', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const api = await Api.as(request, users.admin);
  const client = await createClient(api);
  // A page with two versions: the Versioni tab shows the table and the diff of a changed line.
  const { documentation } = await api.post<{ documentation: DocumentationDetail }>('/documentations', {
    title: `Procedura ${unique()}`,
    body: 'Passo uno\nPasso due',
    tags: [],
  });
  await api.put(`/documentations/${documentation.id}`, {
    title: 'Procedura rivista',
    body: 'Passo uno\nPasso due, rivisto',
    tags: [],
    updated_at: documentation.updated_at,
  });
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
    // A visually hidden «Aggiunta:» 100 % wide (MUI's `width: 1`) made this 535 px.
    `/documentations/${documentation.id}/detail/versioni`,
  ]) {
    await page.goto(url);
    await networkQuiet(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSidewaysScroll(page, url);
  }
});
