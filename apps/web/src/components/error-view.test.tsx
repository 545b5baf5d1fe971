import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ERROR_REDIRECT_MS, ErrorView } from './error-view.tsx';

function renderError(code: string) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <p>Home</p> },
      { path: '/error/:code', element: <ErrorView code={code} /> },
    ],
    { initialEntries: [`/error/${code}`] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('error page', () => {
  it.each([
    ['404', 'Pagina non trovata!', 'error-icon-warning'],
    ['403', 'Accesso negato!', 'error-icon-error'],
    ['500', 'Qualcosa è andato storto...', 'error-icon-error'],
  ])('%s shows its title, message and icon', (code, message, icon) => {
    renderError(code);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(`Errore ${code}`);
    expect(screen.getByText(message)).toBeTruthy();
    expect(screen.getByTestId(icon)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Torna alla home' }).getAttribute('href')).toBe('/');
  });

  it('goes back home after 5000 ms, not before', () => {
    const router = renderError('404');
    act(() => vi.advanceTimersByTime(ERROR_REDIRECT_MS - 1));
    expect(router.state.location.pathname).toBe('/error/404');
    act(() => vi.advanceTimersByTime(1));
    expect(router.state.location.pathname).toBe('/');
  });
});
