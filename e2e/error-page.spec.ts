import { expect, test } from '@playwright/test';

test('an unknown path shows the 404 page and goes home after 5 seconds', async ({ page }) => {
  await page.goto('/questa-pagina-non-esiste');
  await expect(page).toHaveURL(/\/error\/404$/);
  await expect(page.getByRole('heading', { name: 'Errore 404' })).toBeVisible();
  await expect(page.getByText('Pagina non trovata!')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Torna alla home' })).toHaveAttribute('href', '/');
  const shownAt = Date.now();
  await page.waitForURL((url) => url.pathname === '/' || url.pathname === '/login', { timeout: 9_000 });
  expect(Date.now() - shownAt).toBeGreaterThan(3_500);
});

test('the 403 alias and other codes show their own messages', async ({ page }) => {
  await page.goto('/403');
  await expect(page).toHaveURL(/\/error\/403$/);
  await expect(page.getByRole('heading', { name: 'Errore 403' })).toBeVisible();
  await expect(page.getByText('Accesso negato!')).toBeVisible();
  await page.goto('/error/500');
  await expect(page.getByText('Qualcosa è andato storto...')).toBeVisible();
});
