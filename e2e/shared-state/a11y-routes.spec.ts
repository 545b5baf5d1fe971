import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { Api } from '../support/api.ts';
import { users } from '../support/env.ts';
import { withHeldClock } from '../support/held-clock.ts';
import { navigateInApp } from '../support/navigate.ts';
import { pageAtRest } from '../support/network.ts';
import { signInToDashboard, startOnLightTheme } from '../support/session.ts';

/**
 * axe-core (WCAG 2.0/2.1, A and AA) on every route of the app, in both themes: no serious or critical
 * finding. In shared-state because switching the theme changes what the signed-in user keeps.
 *
 * The dark pass runs only the rules that read colours: a theme changes colours and nothing else of
 * the page (same elements, names, roles, labels, order), so every other rule's answer is the light
 * pass's. It halves the time axe takes there (the whole rule set took ~1 s a page, a list 2 s).
 */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];
const THEMES = ['light', 'dark'] as const;
type ThemeName = (typeof THEMES)[number];

// Colours are checked at rest: no transition half-way (a button's background fades in 250 ms).
test.use({ reducedMotion: 'reduce' });

/** Lowest id of a list: a demo record (the journeys running beside this one add theirs after). */
async function firstId(api: Api, path: string): Promise<number> {
  const { data } = await api.get<{ data: { id: number }[] }>(path);
  if (data.length === 0) throw new Error(`no demo record at ${path}`);
  return Math.min(...data.map((row) => row.id));
}

/**
 * The signed-in routes, read once per run (this file's tests run one after another in the one
 * shared-state worker): each part used to look up the same records and add a credential of its own.
 */
let signedInRoutesOnce: Promise<string[]> | undefined;
function signedInRoutes(request: APIRequestContext): Promise<string[]> {
  signedInRoutesOnce ??= lookUpSignedInRoutes(request);
  return signedInRoutesOnce;
}

async function lookUpSignedInRoutes(request: APIRequestContext): Promise<string[]> {
  const api = await Api.as(request, users.admin);
  const [client, person, project, todo, opportunity, product, contract] = await Promise.all(
    ['/clients', '/persons', '/projects', '/todos', '/opportunities', '/products', '/contracts'].map((path) =>
      firstId(api, path),
    ),
  );
  const link = await firstId(api, '/external-links');
  const documentation = await firstId(api, '/documentations');
  const { keyholder: credential } = await api.post<{ keyholder: { id: number } }>('/keyholders', {
    title: 'Accesso pannello hosting (a11y)',
    kind: 'hosting',
    client_id: client,
    host: 'https://pannello.esempio.example',
    username: 'amministratore',
    secret: 'finta-password-a11y',
    expires_on: new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10),
  });
  return [
    '/dashboard',
    '/profile',
    '/admin/audit',
    '/admin/groups',
    '/admin/lookups',
    '/admin/lookups/opportunity_states',
    '/admin/company',
    '/settings/offers',
    '/settings/checklists',
    '/crm',
    '/crm/add',
    `/crm/${client}/edit`,
    ...['panoramica', 'persone', 'attivita', 'opportunita', 'contratti', 'progetti'].map(
      (tab) => `/crm/detail/${client}/${tab}`,
    ),
    '/crm/persons',
    '/crm/persons/add',
    `/crm/persons/${person}/detail`,
    `/crm/persons/${person}/edit`,
    '/projects',
    '/projects/add',
    `/projects/edit/${project}`,
    ...['panoramica', 'checklist', 'attivita', 'todo', 'tempi'].map(
      (tab) => `/projects/detail/${project}/${tab}`,
    ),
    '/todos',
    '/todos?assignee=all&view=board',
    '/todos/add',
    `/todos/${todo}/detail`,
    `/todos/${todo}/edit`,
    '/timesheet',
    '/timesheet/report',
    '/opportunities',
    '/opportunities/add',
    `/opportunities/${opportunity}/detail`,
    `/opportunities/${opportunity}/edit`,
    '/products',
    '/products/add',
    `/products/${product}/detail`,
    `/products/${product}/edit`,
    '/contracts',
    '/contracts/add',
    `/contracts/${contract}/detail`,
    `/contracts/${contract}/edit`,
    '/external-links',
    '/external-links/add',
    `/external-links/${link}/detail`,
    `/external-links/${link}/edit`,
    `/crm/detail/${client}/link`,
    `/projects/detail/${project}/link`,
    '/attachments',
    `/crm/detail/${client}/allegati`,
    `/projects/detail/${project}/allegati`,
    '/documentations',
    '/documentations/add',
    `/documentations/${documentation}/detail`,
    `/documentations/${documentation}/detail/versioni`,
    `/documentations/${documentation}/detail/attivita`,
    `/documentations/${documentation}/edit`,
    `/crm/detail/${client}/documentazione`,
    `/projects/detail/${project}/documentazione`,
    '/keyholders',
    '/keyholders?tab=chiavi',
    '/keyholders/add',
    `/keyholders/${credential.id}/detail`,
    `/keyholders/${credential.id}/detail/attivita`,
    `/keyholders/${credential.id}/edit`,
    `/crm/detail/${client}/portachiavi`,
    `/projects/detail/${project}/portachiavi`,
    `/crm/detail/${client}/agenda`,
    `/projects/detail/${project}/agenda`,
    '/schedules?view=mese',
    '/schedules?view=settimana',
    '/schedules?view=agenda',
    '/notifications',
    '/notifications?filtro=non-lette',
    '/search',
    '/search?q=rossi',
    '/search?q=rossi&kinds=client&archived=1',
  ];
}

const signedOutRoutes = ['/', '/login', '/login?mode=forgot', '/reset-password/not-a-code', '/error/404'];

/** Serious and critical findings of one page, one readable line per rule and node. */
async function seriousFindings(page: Page, route: string, theme: ThemeName): Promise<string[]> {
  const axe = new AxeBuilder({ page });
  const { violations } = await (theme === 'dark'
    ? axe.withRules(COLOUR_RULES)
    : axe.withTags(WCAG_TAGS)
  ).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) =>
      v.nodes.map((node) => {
        // "Fix any of the following:\n  Element has insufficient color contrast of 3.1 …": its first reason.
        const why = node.failureSummary?.split('\n')[1]?.trim() ?? '';
        return `${theme} ${route}  ${v.id} (${v.impact})  ${node.target.join(' ')}  — ${why}`;
      }),
    );
}

/**
 * Every route in turn; each route's findings fail the test softly, so one run lists them all. A
 * signed-in scan moves from route to route inside the app, as its links do (a reload per route
 * re-ran the whole boot, a third of the time per page); a signed-out one loads each page.
 */
async function scan(page: Page, routes: string[], theme: ThemeName, { inApp }: { inApp: boolean }) {
  // A11Y_ROUTES=/todos,/timesheet checks only those routes (while fixing one page).
  const only = process.env.A11Y_ROUTES?.split(',');
  for (const route of only ? routes.filter((r) => only.includes(r)) : routes) {
    if (inApp) await navigateInApp(page, route);
    else await page.goto(route);
    const check = async () => {
      await pageAtRest(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      return seriousFindings(page, route, theme);
    };
    // The error page goes home after 5 s: its scan holds the page's clock, and then checks that it
    // read the error page, not the next one (support/held-clock.ts).
    const errorPage = route.startsWith('/error/');
    if (errorPage) await expect(page.getByRole('heading', { level: 1, name: /^Errore / })).toBeVisible();
    const findings = errorPage ? await withHeldClock(page, check) : await check();
    if (errorPage) expect(new URL(page.url()).pathname).toBe(route);
    expect.soft(findings, `axe, serious or critical:\n${findings.join('\n')}`).toEqual([]);
  }
}

/**
 * What a route shows only after a click — menus and dialogs — each opened, scanned and closed: the
 * user menu, the running timer in the navbar, the quick-create menu and its new to-do dialog, the
 * bell's notification panel, the command palette (empty, then with results and one chosen), a board card's state menu, the delete confirmation of a to-do.
 */
async function scanOpened(page: Page, theme: ThemeName, todoId: number) {
  const opened: [string, string, () => Promise<void>][] = [
    [
      '/dashboard',
      'user menu',
      async () => {
        await page.getByRole('button', { name: 'Menu utente' }).click();
        await expect(page.getByRole('menu')).toBeVisible();
      },
    ],
    [
      '/dashboard',
      'running timer in the navbar, opened',
      async () => {
        await page.getByTestId('navbar-timer').click();
        await expect(page.getByRole('button', { name: 'Ferma timer' })).toBeVisible();
      },
    ],
    [
      '/dashboard',
      'quick-create menu',
      async () => {
        await page.getByRole('button', { name: 'Crea nuovo' }).click();
        await expect(page.getByRole('menu')).toBeVisible();
      },
    ],
    [
      '/dashboard',
      'new to-do dialog',
      async () => {
        await page.getByRole('button', { name: 'Crea nuovo' }).click();
        await page.getByRole('menuitem', { name: 'Nuovo to-do' }).click();
        await expect(page.getByRole('dialog')).toBeVisible();
      },
    ],
    [
      '/dashboard',
      'notification panel of the bell',
      async () => {
        await page.getByRole('button', { name: /^Notifiche/ }).click();
        await expect(page.getByRole('dialog', { name: 'Notifiche' })).toBeVisible();
        await expect(
          page
            .getByRole('dialog', { name: 'Notifiche' })
            .locator('[role="status"] .MuiCircularProgress-root'),
        ).toHaveCount(0);
      },
    ],
    [
      '/dashboard',
      'command palette with its quick actions',
      async () => {
        await page.keyboard.press('Control+k');
        await expect(page.getByRole('listbox', { name: 'Risultati e azioni' })).toBeVisible();
      },
    ],
    [
      '/dashboard',
      'command palette with results',
      async () => {
        await page.keyboard.press('Control+k');
        await page.getByRole('combobox', { name: 'Cerca in Officina' }).fill('ross');
        await expect(page.getByRole('option').first()).toBeVisible();
        await expect(page.getByRole('progressbar', { name: 'Ricerca in corso' })).toHaveCount(0);
        await page.keyboard.press('ArrowDown');
      },
    ],
    [
      '/todos?assignee=all&view=board',
      'state menu of a board card',
      async () => {
        await page
          .getByRole('button', { name: /^Sposta in… «/ })
          .first()
          .click();
        await expect(page.getByRole('menu')).toBeVisible();
      },
    ],
    [
      `/todos/${todoId}/detail`,
      'delete confirmation',
      async () => {
        await page.getByRole('button', { name: 'Elimina' }).click();
        await expect(page.getByRole('dialog', { name: 'Eliminare?' })).toBeVisible();
      },
    ],
  ];
  for (const [route, what, open] of opened) {
    await page.goto(route);
    await pageAtRest(page);
    await open();
    // The opening transition ends before colours are measured (reduced motion shortens it).
    await page.waitForTimeout(300);
    const findings = await seriousFindings(page, `${route} (${what})`, theme);
    expect.soft(findings, `axe, serious or critical:\n${findings.join('\n')}`).toEqual([]);
    await page.keyboard.press('Escape');
  }
}

/**
 * The signed-in routes are scanned in parts, each a test of its own: about 90 routes in one test
 * took 4.5 to 6 minutes on this machine's two shared cores, too near any timeout worth having; in
 * three parts, one part took 5 minutes on a VM 2–3× slower (2026-11-27) and ran out of its time.
 * Six parts of about 15 routes: 1–3 minutes each, 10 minutes allowed (one took over 5 beside a
 * Lighthouse run on that VM).
 */
const PARTS = 6;

for (const theme of THEMES) {
  for (let part = 0; part < PARTS; part++) {
    test(`every signed-in route has no serious accessibility finding (${theme}, part ${part + 1} of ${PARTS})`, async ({
      page,
      request,
    }) => {
      test.setTimeout(600_000);
      const api = await Api.as(request, users.admin);
      await startOnLightTheme(api);
      const all = await signedInRoutes(request);
      const size = Math.ceil(all.length / PARTS);
      const routes = all.slice(part * size, (part + 1) * size);
      try {
        await signInToDashboard(page, users.admin);
        if (theme === 'dark') await page.getByRole('button', { name: 'Tema scuro' }).click();
        await scan(page, routes, theme, { inApp: true });
      } finally {
        await startOnLightTheme(api);
      }
    });
  }

  test(`menus and dialogs have no serious accessibility finding (${theme})`, async ({ page, request }) => {
    test.setTimeout(360_000);
    const api = await Api.as(request, users.admin);
    await startOnLightTheme(api);
    // A to-do of its own: the scan opens its delete confirmation (and closes it).
    const { todo } = await api.post<{ todo: { id: number } }>('/todos', { title: `Accessibilità ${theme}` });
    // Its timer runs while the scan looks at the navbar (shared-state tests run one at a time).
    await api.post('/timings/timer/start', { todo_id: todo.id });
    // A notification in the bell's panel, unread: a to-do a technician assigns to the admin.
    const { user: admin } = await api.get<{ user: { id: number } }>('/user/auth');
    const technician = await Api.as(request, users.technician);
    await technician.post('/todos', { title: `Notifica accessibile ${theme}`, assignee_ids: [admin.id] });
    try {
      await signInToDashboard(page, users.admin);
      if (theme === 'dark') await page.getByRole('button', { name: 'Tema scuro' }).click();
      await scanOpened(page, theme, todo.id);
    } finally {
      await api.post('/timings/timer/stop', {});
      await startOnLightTheme(api);
    }
  });

  test(`every signed-out route has no serious accessibility finding (${theme})`, async ({ page }) => {
    test.setTimeout(240_000);
    // For the error page's scan (withHeldClock); the clock runs as usual until then.
    await page.clock.install();
    await page.goto('/login');
    if (theme === 'dark') await page.getByRole('button', { name: 'Tema scuro' }).click();
    await scan(page, signedOutRoutes, theme, { inApp: false });
  });
}
