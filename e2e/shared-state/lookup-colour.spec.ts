import { defaultLookups } from '@officina/contracts';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { Api } from '../support/api.ts';
import { users } from '../support/env.ts';
import { expectNoSidewaysScroll } from '../support/page-width.ts';
import { unique } from '../support/records.ts';
import { signInToDashboard } from '../support/session.ts';

// A lookup's colour is shared by the whole app: this file runs with the shared-state tests, and puts
// the state back as it found it through the API.

/** A page's first draw after a full load: its chunks load slowly while the parallel journeys busy the CPU. */
const pageLoad = { timeout: 60_000 };

interface AdminLookup {
  id: number;
  key: string;
  name: string;
  color: string | null;
  is_closed: boolean;
  is_won: boolean;
  is_lost: boolean;
  updated_at: string;
}

async function clientState(api: Api, key: string): Promise<AdminLookup> {
  const { data } = await api.get<{ data: AdminLookup[] }>('/admin/lookups/client_states');
  const state = data.find((entry) => entry.key === key);
  if (!state) throw new Error(`no client state ${key}`);
  return state;
}

/** The seeded «Sospeso», which the first test recolours: put back before and after it, whatever a run left. */
const suspended = defaultLookups.client_states.find((entry) => entry.key === 'suspended');

async function resetSuspended(request: APIRequestContext): Promise<void> {
  const api = await Api.as(request, users.admin);
  const now = await clientState(api, 'suspended');
  if (now.name === suspended?.name && now.color === (suspended?.color ?? null) && !now.is_closed) return;
  await api.put(`/admin/lookups/client_states/${now.id}`, {
    name: suspended?.name,
    color: suspended?.color ?? null,
    updated_at: now.updated_at,
  });
}

test.beforeEach(({ request }) => resetSuspended(request));
// A hook, not a `finally`: a test that timed out has lost its request context by then.
test.afterEach(({ request }) => resetSuspended(request));

test('an administrator recolours a client state on /admin/lookups and the clients list shows the new colour', async ({
  page,
  request,
}) => {
  // Two page loads and a save, on a machine that may be busy with the parallel journeys.
  test.setTimeout(300_000);
  const api = await Api.as(request, users.admin);
  const before = await clientState(api, 'suspended');
  const code = unique();
  const name = `Cliente colore ${code} S.r.l.`;
  await api.post('/clients', { business_name: name, state_id: before.id });
  await signInToDashboard(page, users.admin);
  // The old address of the base tables still leads there.
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/admin\/lookups$/, pageLoad);
  await expect(page.getByRole('heading', { level: 1, name: 'Tabelle di base' })).toBeVisible(pageLoad);
  await page.goto('/admin/lookups/client_states');
  await expect(page.getByRole('heading', { level: 2, name: 'Stati cliente' })).toBeVisible(pageLoad);
  await page.getByRole('button', { name: `Modifica «${before.name}»`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Modifica «${before.name}»` });
  await dialog.getByRole('button', { name: 'Viola (#7b1fa2)' }).click();
  await expect(dialog.getByLabel('Codice colore')).toHaveValue('#7b1fa2');
  await dialog.getByRole('button', { name: 'Salva', exact: true }).click();
  await expect(page.getByText('Valore aggiornato')).toBeVisible();
  await expect(dialog).toBeHidden();
  const values = page.getByRole('list', { name: 'Valori di «Stati cliente»' });
  await expect(values.locator('[data-testid="lookup-chip"][data-color="#7b1fa2"]')).toHaveText(before.name);

  await page.goto(`/crm?q=${code}`);
  const grid = page.getByRole('grid', { name: 'Elenco clienti' });
  const row = grid.getByRole('row').filter({ has: page.getByRole('link', { name }) });
  const chip = row.locator('.MuiChip-root').filter({ hasText: before.name });
  await expect(chip).toBeVisible(pageLoad);
  // the chip's dot (ColorDot) is its only aria-hidden span
  await expect(chip.locator('span[aria-hidden="true"]').first()).toHaveCSS(
    'background-color',
    'rgb(123, 31, 162)',
  );
});

test('on a phone an administrator adds a value, moves it by button and by dragging, then deletes it unused', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const api = await Api.as(request, users.admin);
  const name = `Categoria E2E ${unique()}`;
  const activeNames = async () => {
    const { data } = await api.get<{ data: (AdminLookup & { archived_at: string | null })[] }>(
      '/admin/lookups/external_link_categories',
    );
    return data.filter((entry) => entry.archived_at === null).map((entry) => entry.name);
  };
  await page.setViewportSize({ width: 390, height: 844 });
  await signInToDashboard(page, users.admin);
  try {
    await page.goto('/admin/lookups');
    await expect(page.getByLabel('Tabella')).toBeVisible(pageLoad);
    await page.getByLabel('Tabella').selectOption('external_link_categories');
    await expect(page).toHaveURL(/\/admin\/lookups\/external_link_categories$/);
    await page.getByRole('button', { name: 'Nuovo valore' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nuovo valore: Categorie link' });
    await dialog.getByLabel('Nome *').fill(name);
    await dialog.getByLabel('Codice colore').fill('#00838F');
    await dialog.getByRole('button', { name: 'Aggiungi' }).click();
    await expect(page.getByText('Valore aggiunto')).toBeVisible();
    const values = page.getByRole('list', { name: 'Valori di «Categorie link»' });
    const rows = values.getByRole('listitem').filter({ has: page.getByTestId('lookup-chip') });
    await expect(rows.last()).toContainText(name);
    await expectNoSidewaysScroll(page);

    await page.getByRole('button', { name: `Sposta su «${name}»` }).click();
    await expect(page.getByRole('button', { name: `Sposta su «${name}»` })).toBeFocused();
    await expect(rows.nth((await rows.count()) - 2)).toContainText(name);
    await expect.poll(async () => (await activeNames()).at(-2)).toBe(name);

    await rows.filter({ hasText: name }).dragTo(rows.first());
    await expect(rows.first()).toContainText(name);
    await expect.poll(async () => (await activeNames())[0]).toBe(name);

    await page.getByRole('button', { name: `Elimina «${name}»` }).click();
    const confirm = page.getByRole('dialog', { name: 'Eliminare il valore?' });
    await expect(confirm).toContainText('non è usato da nessun record');
    await confirm.getByRole('button', { name: 'Elimina' }).click();
    await expect(page.getByText('Valore eliminato.')).toBeVisible();
    await expect(values).not.toContainText(name);
    expect(await activeNames()).not.toContain(name);
  } finally {
    const { data } = await api.get<{ data: AdminLookup[] }>('/admin/lookups/external_link_categories');
    const left = data.find((entry) => entry.name === name);
    if (left) await api.delete(`/admin/lookups/external_link_categories/${left.id}`);
  }
});
