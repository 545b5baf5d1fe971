import type { OfferSettings } from '@officina/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { useSettingsStore } from '../../../lib/settings/settings-store.ts';
import { fakeApi, json } from '../../../test/fixtures.ts';
import { OfferTextsForm } from './offer-texts-form.tsx';

const settings: OfferSettings = {
  opportunity_company_name: 'Officina Demo S.r.l.',
  opportunity_header: null,
  opportunity_logo: null,
  company_address: 'Via Roma 1, 20121 Milano (MI)',
  company_vat: '01234560157',
  company_tax_code: null,
  company_rea: 'MI-1234567',
  company_share_capital_cents: 1_000_000,
  company_share_capital_paid: true,
  company_pec: null,
  company_sdi_code: null,
  company_iban: null,
  offer_payment_terms: null,
  offer_validity_days: 30,
};

function renderForm() {
  // A save reloads the app's settings: not what this test is about.
  useSettingsStore.setState({ load: async () => {} } as never);
  const bodies: Record<string, unknown>[] = [];
  const api = fakeApi({
    'PUT /api/admin/offer-settings': () => json({ ...settings, ...bodies.at(-1) }),
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      if (typeof init.body === 'string') bodies.push(JSON.parse(init.body));
      return api.fetchImpl(url, init);
    }),
  );
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider
        router={createMemoryRouter([{ path: '/', element: <OfferTextsForm settings={settings} /> }])}
      />
    </QueryClientProvider>,
  );
  return { bodies };
}

describe('offer settings: legal data and defaults', () => {
  it('shows the saved legal data with Italian labels', () => {
    renderForm();
    expect(screen.getByLabelText('Sede legale')).toHaveProperty('value', 'Via Roma 1, 20121 Milano (MI)');
    expect(screen.getByLabelText('Numero REA')).toHaveProperty('value', 'MI-1234567');
    expect(screen.getByLabelText('Capitale sociale')).toHaveProperty('value', '10.000,00');
    expect(screen.getByLabelText('Interamente versato (i.v.)')).toHaveProperty('checked', true);
    expect(screen.getByLabelText('Validità dell’offerta (giorni)')).toHaveProperty('value', '30');
    expect(screen.getByRole('button', { name: 'Salva' })).toHaveProperty('disabled', true);
  });

  it('checks the IBAN as the server does, then sends it normalised with the other fields', async () => {
    const { bodies } = renderForm();
    const iban = screen.getByLabelText('IBAN');
    await userEvent.click(iban);
    await userEvent.paste('IT61X0542811101000000123456');
    await userEvent.tab();
    expect(await screen.findByText('IBAN non valido: le cifre di controllo non corrispondono')).toBeTruthy();
    await userEvent.clear(iban);
    await userEvent.paste('it60 x054 2811 1010 0000 0123 456');
    await userEvent.click(screen.getByLabelText('Condizioni di pagamento'));
    await userEvent.paste('Bonifico a 30 giorni');
    await userEvent.click(screen.getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(bodies.length).toBe(1));
    expect(bodies[0]).toMatchObject({
      company_iban: 'IT60X0542811101000000123456',
      offer_payment_terms: 'Bonifico a 30 giorni',
      company_rea: 'MI-1234567',
      company_share_capital_cents: 1_000_000,
      company_share_capital_paid: true,
      offer_validity_days: 30,
    });
  }, 15_000);
});
