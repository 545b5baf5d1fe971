import { expect, test } from '@playwright/test';
import { Api } from './support/api.ts';
import { users } from './support/env.ts';
import { downloadFrom } from './support/fields.ts';
import { openOpportunity, winFromDetail } from './support/opportunity.ts';
import { expectNoSidewaysScroll } from './support/page-width.ts';
import { createClient, createOpportunity, unique } from './support/records.ts';
import { signInToDashboard } from './support/session.ts';

// Wide enough for the six columns of the board side by side (a drag across a scrolled board is not
// what these tests are about).
test.use({ viewport: { width: 1920, height: 1080 } });

test('a sales user creates an opportunity from the list: the default state is shown, the client picked from the searched list', async ({
  page,
}) => {
  const title = `Offerta E2E ${unique()}`;
  await signInToDashboard(page, users.sales);

  await page.getByRole('link', { name: 'Opportunità', exact: true }).click();
  await expect(page).toHaveURL(/\/opportunities$/);
  await page.getByRole('link', { name: 'Nuova opportunità' }).first().click();
  await page.getByLabel('Titolo *').fill(title);
  // The default state is shown, not a blank field.
  await expect(page.getByRole('combobox', { name: 'Stato', exact: true })).toHaveText('Nuova');
  await page.getByRole('combobox', { name: 'Cliente *' }).click();
  await page.getByRole('option').first().click();
  await page.getByRole('button', { name: 'Crea opportunità' }).click();
  await expect(page).toHaveURL(/\/opportunities\/\d+\/detail$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
});

test('the rows editor takes a catalogue product, a free row and a discount; the totals follow as we type and are saved', async ({
  page,
  request,
}) => {
  const opportunity = await createOpportunity(await Api.as(request, users.sales));
  await signInToDashboard(page, users.sales);
  await openOpportunity(page, opportunity);

  const toolbar = page.getByRole('toolbar', { name: 'Aggiungi riga' });
  await toolbar.getByRole('button', { name: 'Prodotto' }).click();
  const product = page.getByRole('group', { name: 'Riga 1: Prodotto' });
  await product.getByRole('combobox', { name: 'Prodotto' }).fill('NAS');
  await page.getByRole('option', { name: /NAS 2 dischi/ }).click();
  await expect(product.getByLabel('Prezzo unitario')).toHaveValue('610,00');

  await toolbar.getByRole('button', { name: 'Riga libera' }).click();
  const free = page.getByRole('group', { name: 'Riga 2: Riga libera' });
  await expect(free.getByRole('combobox', { name: 'Stato riga' })).toHaveText('Proposta');
  await free.getByLabel('Descrizione').fill('Configurazione e installazione in sede');
  await free.getByLabel('Quantità').fill('2');
  await free.getByLabel('Prezzo unitario').fill('1.234,56');
  await expect(free.getByLabel('Importo riga')).toHaveText('€ 2.469,12');

  await toolbar.getByRole('button', { name: 'Sconto' }).click();
  const discount = page.getByRole('group', { name: 'Riga 3: Sconto' });
  await discount.getByLabel('Importo sconto').fill('100,00');

  const totals = page.getByRole('region', { name: 'Totali' });
  await expect(totals).toContainText('Imponibile IVA 22%€ 2.979,12');
  await expect(totals).toContainText('IVA 22%€ 655,41');
  await expect(totals).toContainText('Totale€ 3.634,53');
  await page.getByRole('button', { name: 'Salva righe' }).click();
  await expect(page.getByText('Righe salvate')).toBeVisible();
  await expect(page.getByText('Totale € 3.634,53')).toBeVisible();
});

test('the offer PDF downloads as "offerta-AAAA-NNNN.pdf", a real PDF', async ({ page, request }) => {
  const opportunity = await createOpportunity(await Api.as(request, users.sales), {
    rows: [{ description: 'Configurazione in sede', quantity: 2, unit_price_cents: 123_456 }],
  });
  await signInToDashboard(page, users.sales);
  await openOpportunity(page, opportunity);

  const number = (await page.getByText(/^Opportunità n\. \d{4}\/\d{4}$/).textContent())?.replace(
    'Opportunità n. ',
    '',
  );
  expect(number).toMatch(/^\d{4}\/\d{4}$/);
  const pdf = await downloadFrom(page.getByRole('button', { name: 'Scarica offerta' }));
  expect(pdf.name).toBe(`offerta-${number?.replace('/', '-')}.pdf`);
  expect(pdf.bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
});

test("at 390 px an opportunity's page keeps the phone's width: the header's buttons wrap", async ({
  page,
  request,
}) => {
  const opportunity = await createOpportunity(await Api.as(request, users.admin));
  await page.setViewportSize({ width: 390, height: 844 });
  await signInToDashboard(page, users.admin);
  await openOpportunity(page, opportunity);
  // Cambia stato, Scarica offerta, Modifica, Elimina: 590 px in one row (components/page-header.tsx).
  const remove = page.getByRole('button', { name: 'Elimina', exact: true });
  await expect(remove).toBeVisible();
  await expectNoSidewaysScroll(page);
  const box = await remove.boundingBox();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
});

test('dragged to Persa on the board, the dialog asks the reason before saving; the history keeps it', async ({
  page,
  request,
}) => {
  const { id, title } = await createOpportunity(await Api.as(request, users.sales));
  await signInToDashboard(page, users.sales);

  await page.goto(`/opportunities?view=board&q=${encodeURIComponent(title)}`);
  const card = page.getByTestId('opportunity-card').filter({ hasText: title });
  const lostColumn = page.getByTestId('board-column-lost');
  await expect(card).toBeVisible();
  await card.dragTo(lostColumn);
  const dialog = page.getByRole('dialog', { name: 'Cambia stato' });
  await expect(dialog.getByRole('combobox', { name: 'Nuovo stato' })).toHaveText(/Persa/);
  await dialog.getByRole('button', { name: 'Cambia stato' }).click();
  await expect(dialog.getByText('Indica il motivo della perdita')).toBeVisible();
  await dialog.getByLabel('Motivo della perdita').fill('Scelto un fornitore locale');
  await dialog.getByRole('button', { name: 'Cambia stato' }).click();
  await expect(dialog).toBeHidden();
  await expect(lostColumn.getByTestId('opportunity-card').filter({ hasText: title })).toBeVisible();

  // The change is in the history, with its reason.
  await page.goto(`/opportunities/${id}/detail`);
  await expect(page.getByText('ha cambiato stato')).toBeVisible();
  await expect(page.getByText('Scelto un fornitore locale').first()).toBeVisible();
});

test('won from the board’s keyboard menu, an offer’s proposed rows are accepted and its contract created (no project for sales)', async ({
  page,
  request,
}) => {
  // In Negoziazione, with rows still in Proposta.
  const { title, number } = await createOpportunity(await Api.as(request, users.sales), {
    state: 'negotiation',
    rows: [{ description: 'Assistenza annuale', unit_price_cents: 150_000 }],
  });
  await signInToDashboard(page, users.sales);

  await page.goto(`/opportunities?view=board&q=${encodeURIComponent(title)}`);
  const negotiation = page.getByTestId('board-column-negotiation');
  const card = negotiation.getByTestId('opportunity-card').filter({ hasText: title });
  await expect(card).toHaveAttribute('data-number', number);
  await card.getByRole('button', { name: `Cambia stato di ${number}` }).click();
  await page.getByRole('menuitem', { name: 'Vinta' }).click();
  const won = page.getByRole('dialog');
  // Its rows are still Proposta: accepting them is offered, and checked, so the contract bills them.
  await expect(won.getByRole('checkbox', { name: /^Segna come accettate le righe proposte/ })).toBeChecked();
  await won.getByRole('button', { name: 'Cambia stato' }).click();
  await expect(won.getByText('Opportunità vinta')).toBeVisible();
  await expect(won.getByText(/^Righe accettate: [1-9]\d* · imponibile € [1-9]/)).toBeVisible();
  // Commerciali create contracts, not projects (no manage_projects): the project option is not offered.
  await expect(won.getByRole('checkbox', { name: 'Crea anche il progetto' })).toHaveCount(0);
  await won.getByRole('button', { name: 'Crea contratto' }).click();
  await expect(won.getByText(/Contratto C-\d{4}\/\d{4} creato/)).toBeVisible();
  await won.getByRole('link', { name: 'Apri il contratto' }).click();
  await expect(page).toHaveURL(/\/contracts\/\d+\/detail$/);
  await expect(page.getByRole('link', { name: number })).toBeVisible();
});

test('a board column shows 10 cards; "Mostra altre" appends the next ones', async ({ page, request }) => {
  // Twelve won opportunities of this test only, found together by the stamp in their titles.
  const stamp = unique();
  const api = await Api.as(request, users.sales);
  const client = await createClient(api);
  await Promise.all(
    Array.from({ length: 12 }, (_, i) =>
      createOpportunity(api, { title: `Vinta E2E ${stamp} n. ${i + 1}`, client_id: client.id, state: 'won' }),
    ),
  );
  await signInToDashboard(page, users.sales);

  await page.goto(`/opportunities?view=board&q=${stamp}`);
  const wonColumn = page.getByTestId('board-column-won');
  await expect(wonColumn.getByTestId('opportunity-card')).toHaveCount(10);
  const more = wonColumn.getByRole('button', { name: /^Mostra altre \(\d+\)$/ });
  const remaining = Number((await more.textContent())?.match(/\d+/)?.[0]);
  expect(remaining).toBeGreaterThan(0);
  await more.click();
  await expect(wonColumn.getByTestId('opportunity-card')).toHaveCount(10 + Math.min(remaining, 10));
});

test('an admin wins an opportunity and creates its contract and project together, then opens the project', async ({
  page,
  request,
}) => {
  const opportunity = await createOpportunity(await Api.as(request, users.admin), {
    title: `Progetto E2E ${unique()}`,
  });
  await signInToDashboard(page, users.admin);
  await openOpportunity(page, opportunity);

  const dialog = await winFromDetail(page);
  // Offered and checked by default to who may create projects.
  await expect(dialog.getByRole('checkbox', { name: 'Crea anche il progetto' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Crea contratto' }).click();
  await expect(dialog.getByText(/Contratto C-\d{4}\/\d{4} creato.*Progetto \d{4}-.+ creato/)).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Apri il contratto' })).toBeVisible();
  await dialog.getByRole('link', { name: 'Apri il progetto' }).click();
  await expect(page).toHaveURL(/\/projects\/detail\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: opportunity.title })).toBeVisible();
  await expect(page.getByText('Da avviare').first()).toBeVisible();
});

test('a sales user wins an opportunity with "Non ora", then creates its contract from the detail page', async ({
  page,
  request,
}) => {
  const opportunity = await createOpportunity(await Api.as(request, users.sales), {
    title: `Contratto dopo E2E ${unique()}`,
  });
  await signInToDashboard(page, users.sales);
  await openOpportunity(page, opportunity);
  // Not won yet: nothing to create.
  await expect(page.getByRole('button', { name: 'Crea contratto' })).toHaveCount(0);

  const status = await winFromDetail(page);
  await status.getByRole('button', { name: 'Non ora' }).click();
  await expect(status).toBeHidden();

  // Later, from the page (keyboard): the same step, then a link to the contract instead of the button.
  const create = page.getByRole('button', { name: 'Crea contratto' });
  await create.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Crea contratto' });
  await dialog.getByRole('button', { name: 'Crea contratto' }).click();
  await expect(dialog.getByText(/Contratto C-\d{4}\/\d{4} creato/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Chiudi' }).click();
  await expect(create).toHaveCount(0);
  await page.getByRole('link', { name: /^Contratto C-\d{4}\/\d{4}$/ }).click();
  await expect(page).toHaveURL(/\/contracts\/\d+\/detail$/);
  await expect(page.getByRole('link', { name: opportunity.number })).toBeVisible();
});

test('a Tecnico opening /opportunities gets "Accesso negato!"', async ({ page }) => {
  await signInToDashboard(page, users.technician);
  await expect(page.getByRole('link', { name: 'Opportunità', exact: true })).toHaveCount(0);
  await page.goto('/opportunities');
  await expect(page.getByText('Accesso negato!')).toBeVisible();
});
