import { italianMessages } from '@officina/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fixtures.ts';
import { ClientForm } from './client-form.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderForm() {
  vi.stubGlobal('fetch', vi.fn(fakeApi({}).fetchImpl));
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter([{ path: '/crm/add', element: <ClientForm /> }], {
    initialEntries: ['/crm/add'],
  });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('ClientForm', () => {
  it('checks the Italian fields again when the address becomes foreign, and Italian again', async () => {
    const user = userEvent.setup();
    renderForm();
    const cf = await screen.findByRole('textbox', { name: 'Codice fiscale' });
    await user.type(cf, 'RSSMRA80A01H501X');
    await user.tab();
    await vi.waitFor(() => expect(cf.getAttribute('aria-invalid')).toBe('true'));

    const country = screen.getByRole('textbox', { name: 'Nazione' });
    await user.clear(country);
    await user.type(country, 'DE');
    await vi.waitFor(() => expect(cf.getAttribute('aria-invalid')).not.toBe('true'));

    await user.clear(country);
    await user.type(country, 'IT');
    await vi.waitFor(() => expect(cf.getAttribute('aria-invalid')).toBe('true'));
  });

  it("says which part of a Partita IVA or codice fiscale is wrong, with the contracts' rules", async () => {
    const user = userEvent.setup();
    renderForm();
    // Right check digit, but office 890 does not exist.
    await user.type(await screen.findByRole('textbox', { name: 'Partita IVA' }), '12345678903');
    // 31 April.
    await user.type(screen.getByRole('textbox', { name: 'Codice fiscale' }), 'RSSMRA85D31A562M');
    await user.tab();
    expect(await screen.findByText(italianMessages.partitaIvaOffice)).toBeTruthy();
    expect(
      await screen.findByText('Codice fiscale non valido: data di nascita inesistente (31/04)'),
    ).toBeTruthy();
  });
});
