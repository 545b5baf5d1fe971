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

/** A project's page, its record's address and its title. */
const projectPage = (project: { id: number; name: string }) => ({
  id: project.id,
  url: `/projects/detail/${project.id}`,
  record: `/api/projects/${project.id}`,
  title: project.name,
});

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
      // With its client, shown in the chip row as most projects' headers show it.
      return projectPage(
        await createProject(api, {
          name: `Progetto ${shortMark()}`,
          client_id: (await createClient(api)).id,
        }),
      );
    },
  },
  {
    // No state, category, client, contract or due date: nothing in the chip row, which keeps its
    // height (components/record-headline.tsx); without it the header was 24 px shorter than the
    // placeholder.
    what: 'bare project',
    tablist: 'Sezioni del progetto',
    open: async (api: Api) => {
      return projectPage(await createProject(api, { name: `Progetto ${shortMark()}` }));
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

/**
 * More tabs than fit (a client at 800 px): MUI's scroll buttons lie over the ends of the strip
 * (components/url-tabs.tsx). Beside it, the start button — invisible while disabled but 40 px wide —
 * pushed the tabs 40 px in from the cards' edge once MUI had measured the overflow, after the first
 * paint.
 */
test("at 800 px the client's tabs start at the strip's edge, under scroll buttons that cover them", async ({
  page,
  request,
}) => {
  const client = await createClient(await Api.as(request, users.admin));
  await page.setViewportSize({ width: 800, height: 900 });
  await signInToDashboard(page, users.admin);
  await page.goto(`/crm/detail/${client.id}`);
  const strip = page.getByRole('tablist', { name: 'Sezioni del cliente' });
  const tabs = strip.getByRole('tab');
  const root = page.locator('.MuiTabs-root', { has: strip });
  const buttons = root.locator('.MuiTabs-scrollButtons');
  // The end button shows once MUI has measured the overflow: the first tab is still at the edge.
  await expect(buttons.last()).toBeVisible();
  const edge = (await root.boundingBox())?.x ?? 0;
  expect(Math.abs(((await tabs.first().boundingBox())?.x ?? 0) - edge)).toBeLessThanOrEqual(1);

  // The last tab, opened by its address: the strip scrolls to it and the start button shows, over
  // the tabs (what lies under its middle is the button, not a tab showing through).
  const last = tabs.last();
  await page.goto((await last.getAttribute('href')) ?? '');
  await expect(last).toHaveAttribute('aria-selected', 'true');
  const start = buttons.first();
  await expect(start).not.toHaveClass(/Mui-disabled/);
  const box = (await start.boundingBox()) ?? { x: 0, y: 0, width: 0, height: 0 };
  expect(Math.abs(box.x - edge)).toBeLessThanOrEqual(1);
  // Polled: right after the load the page's loading overlay may still lie over everything.
  await expect
    .poll(() =>
      page.evaluate(
        ([x, y]) =>
          Boolean(document.elementFromPoint(x as number, y as number)?.closest('.MuiTabs-scrollButtons')),
        [box.x + 4, box.y + box.height / 2],
      ),
    )
    .toBe(true);

  // Back at the start, the hidden start button no longer catches clicks: the first tab takes one on
  // its left end.
  while (!((await start.getAttribute('class')) ?? '').includes('Mui-disabled')) {
    await start.click();
    await page.waitForTimeout(400);
  }
  const first = (await tabs.first().boundingBox()) ?? { x: 0, y: 0, width: 0, height: 0 };
  await page.mouse.click(first.x + 4, first.y + first.height / 2);
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
  const href = (await tabs.first().getAttribute('href')) ?? '';
  await expect(page).toHaveURL((url) => url.pathname === href);
});
