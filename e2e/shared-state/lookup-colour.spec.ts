import { expect, test } from '@playwright/test';
import { Api } from '../support/api.ts';
import { users } from '../support/env.ts';
import { unique } from '../support/records.ts';
import { signInToDashboard } from '../support/session.ts';

// A lookup's colour is shared by the whole app: this file runs with the shared-state tests, and puts
// the state back as it found it through the API.

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

test('an administrator recolours a client state on /admin/lookups and the clients list shows the new colour', async ({
  page,
  request,
}) => {
  // Three page loads and a save, on a machine that may be busy with the parallel journeys.
  test.setTimeout(90_000);
  const api = await Api.as(request, users.admin);
  const before = await clientState(api, 'suspended');
  const code = unique();
  const name = `Cliente colore ${code} S.r.l.`;
  await api.post('/clients', { business_name: name, state_id: before.id });
  try {
    await signInToDashboard(page, users.admin);
    await page.goto('/admin/lookups/client_states');
    await expect(page.getByRole('heading', { level: 2, name: 'Stati cliente' })).toBeVisible();
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
    // the list page's chunks load on a full page load: slow when the parallel journeys busy the CPU
    await expect(chip).toBeVisible({ timeout: 30_000 });
    // the chip's dot (ColorDot) is its only aria-hidden span
    await expect(chip.locator('span[aria-hidden="true"]').first()).toHaveCSS(
      'background-color',
      'rgb(123, 31, 162)',
    );
  } finally {
    const now = await clientState(api, 'suspended');
    await api.put(`/admin/lookups/client_states/${now.id}`, {
      name: before.name,
      color: before.color,
      is_closed: before.is_closed,
      updated_at: now.updated_at,
    });
  }
});
