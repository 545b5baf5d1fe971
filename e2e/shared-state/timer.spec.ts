import { expect, test } from '@playwright/test';
import { Api } from '../support/api.ts';
import { users } from '../support/env.ts';
import { createProject, createTodo, unique } from '../support/records.ts';
import { signInToDashboard } from '../support/session.ts';

// A user has one running timer and starting one stops the other: this file runs one test at a time
// (see the config); the accessibility scan starts the admin’s timer only inside its own test.
test('a to-do’s timer runs in the navbar across a reload and stops from another page; the entry is in the project’s Tempi and the week’s timesheet', async ({
  page,
  request,
}) => {
  const api = await Api.as(request, users.admin);
  const project = await createProject(api);
  const todo = await createTodo(api, {
    title: `Preparare il preventivo ${unique()}`,
    project_id: project.id,
  });
  const projectLabel = `${project.code} · ${project.name}`;
  await signInToDashboard(page, users.admin);
  await page.goto(`/todos/${todo.id}/detail`);
  await expect(page.getByRole('link', { name: projectLabel })).toBeVisible();

  // Start its timer: the navbar shows it running, and still does after a reload.
  await page.getByRole('button', { name: 'Avvia timer' }).click();
  const navbarTimer = page.getByTestId('navbar-timer');
  await expect(navbarTimer).toBeVisible();
  await expect(navbarTimer).toContainText(todo.title);
  await expect(navbarTimer).toContainText(/\d+:\d{2}:\d{2}/);
  await page.reload();
  await expect(navbarTimer).toBeVisible();
  await expect(navbarTimer).toContainText(todo.title);

  // Stop it from the navbar on another page: the widget goes away.
  await page.goto('/dashboard');
  await navbarTimer.click();
  await page.getByRole('button', { name: 'Ferma timer' }).click();
  await expect(navbarTimer).toHaveCount(0);

  // The entry is in the project's Tempi tab…
  await page.goto(`/projects/detail/${project.id}`);
  await page.getByRole('tab', { name: 'Tempi' }).click();
  await expect(page).toHaveURL(/\/tempi$/);
  const entries = page.getByRole('grid', { name: 'Tempi registrati' });
  await expect(entries.getByRole('row').filter({ hasText: todo.title })).toHaveCount(1);
  await expect(page.getByTestId('timings-total')).toContainText('Totale 0:01');

  // …and in this week's timesheet, on the project's row and in the week's entries.
  await page.getByRole('link', { name: 'Tempi', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Foglio ore' })).toBeVisible();
  const sheet = page.getByRole('table', { name: /^Foglio ore/ });
  const row = sheet.getByRole('row').filter({ hasText: projectLabel });
  await expect(row).toBeVisible();
  await expect(row.getByRole('cell').last()).toHaveText('0:01');
  const weekEntries = page.getByRole('grid', { name: 'Tempi registrati' });
  await expect(weekEntries.getByRole('row').filter({ hasText: todo.title })).toContainText(project.code);
});
