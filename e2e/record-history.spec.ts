import { expect, test } from '@playwright/test';
import { Api } from './support/api.ts';
import { users } from './support/env.ts';
import { createContract, createProject, createTodo } from './support/records.ts';
import { signInToDashboard } from './support/session.ts';

/**
 * Every record's "Attività" names what a change points at — by number and name, as a link — and
 * reads values in Italian: no "Progetto 23", no "urgent".
 */
test('a to-do’s history shows the project it moved to as a link, the priority in Italian, a file added', async ({
  page,
  request,
}) => {
  const api = await Api.as(request, users.admin);
  const first = await createProject(api);
  const second = await createProject(api);
  const todo = await createTodo(api, { title: 'Storico leggibile', project_id: first.id, priority: 'low' });
  const { todo: full } = await api.get<{ todo: { updated_at: string } }>(`/todos/${todo.id}`);
  await api.put(`/todos/${todo.id}`, {
    title: todo.title,
    project_id: second.id,
    priority: 'urgent',
    updated_at: full.updated_at,
  });

  await api.uploadWith(
    '/attachments',
    { record_type: 'todo', record_id: String(todo.id) },
    { name: 'appunti.txt', mimeType: 'text/plain', buffer: Buffer.from('Appunti della riunione') },
  );

  await signInToDashboard(page, users.admin);
  await page.goto(`/todos/${todo.id}/detail`);
  const history = page.getByRole('list', { name: 'Attività' });
  await expect(history.getByText('ha modificato il to-do')).toBeVisible();
  const moved = history.getByRole('link', { name: `${second.code} ${second.name}` });
  await expect(moved).toHaveAttribute('href', `/projects/detail/${second.id}`);
  await expect(history.getByRole('link', { name: `${first.code} ${first.name}` })).toBeVisible();
  await expect(history.getByText('Urgente')).toBeVisible();
  await expect(history.getByText('Bassa')).toBeVisible();
  // A file added by the attachments module reads the same on every record.
  await expect(history.getByText('— Allegato aggiunto: «appunti.txt»')).toBeVisible();
  await moved.click();
  await expect(page).toHaveURL(new RegExp(`/projects/detail/${second.id}`));
});

test('a contract’s detail shows its history: created, then the amount changed in euro', async ({
  page,
  request,
}) => {
  const api = await Api.as(request, users.admin);
  const contract = await createContract(api, { title: 'Assistenza storico', amount_cents: 100_000 });
  const { contract: full } = await api.get<{ contract: Record<string, unknown> }>(
    `/contracts/${contract.id}`,
  );
  await api.put(`/contracts/${contract.id}`, {
    title: full.title,
    client_id: full.client_id,
    state_id: full.state_id,
    amount_cents: 123_456,
    billing_period: full.billing_period,
    tacit_renewal: full.tacit_renewal,
    updated_at: full.updated_at,
  });

  await signInToDashboard(page, users.admin);
  await page.goto(`/contracts/${contract.id}/detail`);
  const history = page.getByRole('list', { name: 'Attività' });
  await expect(history.getByText('ha creato il contratto')).toBeVisible();
  await expect(history.getByText('ha modificato il contratto')).toBeVisible();
  await expect(history.getByText('€ 1.234,56')).toBeVisible();
});
