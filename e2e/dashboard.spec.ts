import { expect, type Locator, type Page, test } from '@playwright/test';
import { Api } from './support/api.ts';
import { romeDateIn } from './support/detail.ts';
import { users } from './support/env.ts';
import { networkQuiet } from './support/network.ts';
import { expectNoSidewaysScroll } from './support/page-width.ts';
import { createContract, createOpportunity, recordTime, unique } from './support/records.ts';
import { signInToDashboard } from './support/session.ts';

/**
 * The dashboard's numbers against the lists they open: each count, clicked, lands on a list whose
 * total is the same. Other tests add opportunities, contracts and projects at the same time, so a
 * pair that differs is read again (dashboard, then list) until both agree within the timeout.
 */

async function userIdOf(api: Api): Promise<number> {
  const { user } = await api.get<{ user: { id: number } }>('/user/auth');
  return user.id;
}

/** "Oggi 3" → 3, "Nuova · 1.234" → 1234: the number a count link ends with (Italian thousands). */
async function countOf(link: Locator): Promise<number> {
  // A count card's number is its last line (label and number are two spans); a state's link one text.
  const spans = link.locator('span');
  const text = (
    ((await spans.count()) > 0 ? await spans.last().textContent() : await link.textContent()) ?? ''
  ).trim();
  const match = /([\d.]+)$/.exec(text);
  return match?.[1] ? Number(match[1].replace(/\./g, '')) : Number.NaN;
}

/** The list page's total under its title: "3 to-do", "1 contratto", "12 opportunità". */
async function listTotal(page: Page): Promise<number> {
  const subtitle = page.getByText(/^[\d.]+ (to-do|opportunità|contratt[oi]|progett[oi])$/);
  await expect(subtitle).toBeVisible();
  return Number(((await subtitle.textContent()) ?? '').replace(/\D/g, ''));
}

/** The unread count the bell's name says ("Notifiche, 3 non lette"). */
async function bellCount(page: Page): Promise<number> {
  const name = (await page.getByRole('button', { name: /^Notifiche/ }).getAttribute('aria-label')) ?? '';
  const match = /, (\d+)\+? non lett[ae]$/.exec(name);
  return match ? Number(match[1]) : 0;
}

/** Opens the dashboard, reads the count `link` shows, clicks it and compares with the list's total. */
async function expectCountMatchesList(
  page: Page,
  link: (page: Page) => Locator,
  url: RegExp,
  total: (page: Page) => Promise<number> = listTotal,
  atLeast = 1,
) {
  await expect(async () => {
    await page.goto('/dashboard');
    const target = link(page);
    await expect(target).toBeVisible();
    const shown = await countOf(target);
    expect(shown).toBeGreaterThanOrEqual(atLeast);
    await target.click();
    await expect(page).toHaveURL(url);
    expect(await total(page)).toBe(shown);
  }).toPass({ timeout: 40_000 });
}

test('each dashboard number equals the total of the list it opens', async ({ page, request }) => {
  test.setTimeout(240_000);
  const admin = await Api.as(request, users.admin);
  const technician = await Api.as(request, users.technician);
  const adminId = await userIdOf(admin);
  const stamp = unique();
  // Mine today (all day), mine overdue (yesterday), an opportunity, a contract ending in 20 days, a
  // project past its hours budget, and a to-do assigned by a colleague (an unread notification).
  await admin.post('/todos', { title: `Oggi ${stamp}`, due_at: romeDateIn(0).iso, assignee_ids: [adminId] });
  await admin.post('/todos', { title: `Ieri ${stamp}`, due_at: romeDateIn(-1).iso, assignee_ids: [adminId] });
  await createOpportunity(admin, { title: `Pipeline ${stamp}` });
  await createContract(admin, {
    title: `In scadenza ${stamp}`,
    startInDays: -300,
    endInDays: 20,
    amount_cents: 123_456,
  });
  const { project } = await admin.post<{ project: { id: number } }>('/projects', {
    code: `E2E-${stamp}`,
    name: `Oltre il budget ${stamp}`,
    budget_minutes: 60,
  });
  await recordTime(admin, { minutes: 60, project_id: project.id });
  await technician.post('/todos', { title: `Per te ${stamp}`, assignee_ids: [adminId] });

  await signInToDashboard(page, users.admin);
  const todos = (page: Page) => page.getByRole('region', { name: 'I miei to-do' });
  await expectCountMatchesList(
    page,
    (p) => todos(p).getByTestId('dashboard-count').filter({ hasText: /^Oggi/ }),
    /\/todos\?due=today$/,
  );
  await expectCountMatchesList(
    page,
    (p) =>
      todos(p)
        .getByTestId('dashboard-count')
        .filter({ hasText: /^Scaduti/ }),
    /\/todos\?overdue=true$/,
  );

  // Every state of the pipeline, each to the opportunities of that state.
  await page.goto('/dashboard');
  const states = page
    .getByRole('region', { name: 'Pipeline delle opportunità' })
    .getByTestId('pipeline-state');
  await expect(states.first()).toBeVisible();
  const names = await states.allTextContents();
  expect(names.length).toBeGreaterThan(0);
  for (const name of names) {
    const state = name.replace(/ · [\d.]+$/, '');
    await expectCountMatchesList(
      page,
      (p) =>
        p
          .getByRole('region', { name: 'Pipeline delle opportunità' })
          .getByTestId('pipeline-state')
          .filter({ hasText: new RegExp(`^${state} · `) }),
      /\/opportunities\?state_id=\d+$/,
      listTotal,
      0,
    );
  }

  await expectCountMatchesList(
    page,
    (p) =>
      p
        .getByRole('region', { name: 'Contratti in scadenza' })
        .getByTestId('dashboard-count')
        .filter({ hasText: /^Entro 60 giorni/ }),
    /\/contracts\?expiring_within_days=60$/,
  );
  await expectCountMatchesList(
    page,
    (p) =>
      p
        .getByRole('region', { name: /^Progetti oltre/ })
        .getByTestId('dashboard-count')
        .filter({ hasText: /^Budget usato ≥ 80%/ }),
    /\/projects\?budget_used_min_percent=80$/,
  );
  // The projects list says why it is filtered, and the chip takes the filter away.
  const chip = page.getByRole('button', { name: 'Budget usato ≥ 80%' });
  await expect(chip).toBeVisible();
  await chip.focus();
  await page.keyboard.press('Backspace');
  await expect(page).toHaveURL(/\/projects$/);

  await expectCountMatchesList(
    page,
    (p) =>
      p
        .getByRole('region', { name: 'Notifiche non lette' })
        .getByTestId('dashboard-count')
        .filter({ hasText: /^Non lette/ }),
    /\/notifications\?filtro=non-lette$/,
    bellCount,
  );
});

/** The first widget of the user's saved layout. */
async function firstSaved(api: Api): Promise<string | undefined> {
  const { widgets } = await api.get<{ widgets: { key: string }[] }>('/dashboard/layout');
  return widgets[0]?.key;
}

test('a widget hidden and one moved stay so after a reload; Ripristina predefiniti brings them back', async ({
  page,
  request,
}) => {
  const external = await Api.as(request, users.external);
  await external.put('/dashboard/layout', { widgets: [] });
  try {
    await signInToDashboard(page, users.external);
    await networkQuiet(page);
    const titles = page.getByTestId('dashboard-grid').getByRole('heading', { level: 2 });
    await expect(titles.first()).toHaveText('I miei to-do');
    const before = await titles.allTextContents();
    expect(before).toContain('Notifiche non lette');

    await page.getByRole('button', { name: 'Personalizza' }).click();
    const dialog = page.getByRole('dialog', { name: 'Personalizza la dashboard' });
    await dialog.getByRole('switch', { name: 'Mostra «I miei to-do»' }).click();
    // By keyboard: the notifications go up to the top (the focus stays on "Sposta su" meanwhile).
    await dialog.getByRole('button', { name: 'Sposta su «Notifiche non lette»' }).focus();
    for (let step = 0; step < 7; step++) await page.keyboard.press('Enter');
    await expect(dialog.getByRole('listitem').first()).toContainText('Notifiche non lette');
    await expect.poll(async () => firstSaved(external)).toBe('notifications');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(titles.first()).toHaveText('Notifiche non lette');
    await expect(titles).not.toContainText(['I miei to-do']);

    await page.reload();
    await expect(titles.first()).toHaveText('Notifiche non lette');
    const after = await titles.allTextContents();
    expect(after).not.toContain('I miei to-do');
    expect(after.slice(1)).toEqual(
      before.filter((title) => title !== 'I miei to-do' && title !== 'Notifiche non lette'),
    );

    await page.getByRole('button', { name: 'Personalizza' }).click();
    await dialog.getByRole('button', { name: 'Ripristina predefiniti' }).click();
    await expect(dialog.getByRole('listitem').first()).toContainText('I miei to-do');
    await expect.poll(async () => firstSaved(external)).toBe('my_todos');
    await page.keyboard.press('Escape');
    await page.reload();
    await expect(titles.first()).toHaveText('I miei to-do');
    expect(await titles.allTextContents()).toEqual(before);
  } finally {
    await external.put('/dashboard/layout', { widgets: [] });
  }
});

test('at 390 px the widgets stack in one column without sideways scroll', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInToDashboard(page, users.technician);
  const grid = page.getByTestId('dashboard-grid');
  await expect(grid).toBeVisible();
  const columns = await grid.evaluate((node) => getComputedStyle(node).gridTemplateColumns.split(' ').length);
  expect(columns).toBe(1);
  await expectNoSidewaysScroll(page);
});
