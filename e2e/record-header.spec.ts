import { expect, test } from '@playwright/test';
import { Api } from './support/api.ts';
import { users } from './support/env.ts';
import { createClient, createProject, unique } from './support/records.ts';
import { signInToDashboard } from './support/session.ts';

/**
 * A record page with tabs under its header (client, project): while the record loads, the header's
 * placeholder takes the header's room (components/record-headline.tsx RecordHeaderSkeleton), so the
 * tabs do not move when the record arrives — a quick click on a tab would otherwise land on another.
 */
/**
 * Titles kept short: the placeholder holds one line of title, and a title long enough to wrap (the
 * runs' long unique numbers did, at 1280 px with the menu open) makes the header one line taller.
 */
const shortMark = () => unique().slice(-6);

const pages = [
  {
    what: 'client',
    tablist: 'Sezioni del cliente',
    open: async (api: Api) => {
      const client = await createClient(api, { business_name: `Cliente ${shortMark()} S.r.l.` });
      return {
        id: client.id,
        url: `/crm/detail/${client.id}`,
        record: `/api/clients/${client.id}`,
        title: client.business_name,
      };
    },
  },
  {
    what: 'project',
    tablist: 'Sezioni del progetto',
    open: async (api: Api) => {
      // With its client, shown in the chip row as most projects' headers show it. (A project with no
      // state, category, client, contract or due date has no chip row: its header is 24 px shorter
      // than the placeholder.)
      const project = await createProject(api, {
        name: `Progetto ${shortMark()}`,
        client_id: (await createClient(api)).id,
      });
      return {
        id: project.id,
        url: `/projects/detail/${project.id}`,
        record: `/api/projects/${project.id}`,
        title: project.name,
      };
    },
  },
];

for (const { what, tablist, open } of pages) {
  for (const width of [1280, 800]) {
    test(`at ${width} px the ${what}'s tabs stay where they are when the ${what} arrives`, async ({
      page,
      request,
    }) => {
      const record = await open(await Api.as(request, users.admin));
      await page.setViewportSize({ width, height: 900 });
      await signInToDashboard(page, users.admin);
      // The record itself held back: the page shows its header's placeholder meanwhile.
      let release!: () => void;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route(new RegExp(`${record.record}$`), async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(record.url);
      const tabs = page.getByRole('tablist', { name: tablist });
      await expect(tabs).toBeVisible();
      const before = (await tabs.boundingBox())?.y;
      release();
      await expect(page.getByRole('heading', { name: record.title, level: 1 })).toBeVisible();
      const after = (await tabs.boundingBox())?.y;
      expect(Math.abs((after ?? 0) - (before ?? 0))).toBeLessThanOrEqual(2);
    });
  }
}
