import type { CompanySettings } from '@officina/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useBrandingStore } from '../../../lib/branding/branding-store.ts';
import { useSettingsStore } from '../../../lib/settings/settings-store.ts';
import { fakeApi, json } from '../../../test/fixtures.ts';
import { CompanyDataForm, CompanyDefaultsForm } from './company-forms.tsx';

const settings: CompanySettings = {
  company_name: 'Officina Demo S.r.l.',
  company_vat: '01234560157',
  company_tax_code: null,
  company_address: 'Via Roma 1, 20121 Milano (MI)',
  company_pec: 'officinademo@pec.it',
  company_sdi_code: 'T9K4ZHO',
  company_iban: null,
  company_rea: 'MI-1234567',
  default_vat_rate: 22,
  weekly_hours_target: 40,
  logos: { light: null, dark: null },
};

afterEach(() => vi.unstubAllGlobals());

/** Renders `form` against a fake PUT /api/admin/company answering `answer` (the sent bodies kept). */
function renderWith(form: React.ReactNode, answer: (body: Record<string, unknown>) => Response) {
  // A save reloads the app's settings and branding: not what this test is about.
  useSettingsStore.setState({ load: async () => {} } as never);
  useBrandingStore.setState({ load: async () => {} } as never);
  const bodies: Record<string, unknown>[] = [];
  const api = fakeApi({ 'PUT /api/admin/company': () => answer(bodies.at(-1) ?? {}) });
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
      <RouterProvider router={createMemoryRouter([{ path: '/', element: form }])} />
    </QueryClientProvider>,
  );
  return { bodies };
}

describe('company settings forms', () => {
  it('shows the server’s Italian 422 message on its field, the defaults sent as they were', async () => {
    const { bodies } = renderWith(<CompanyDataForm settings={settings} />, () =>
      json(
        { message: 'Dati non validi', errors: { company_sdi_code: ['Codice SDI già in uso (prova)'] } },
        422,
      ),
    );
    const name = screen.getByLabelText('Ragione sociale');
    await userEvent.clear(name);
    await userEvent.paste('Officina Nord S.r.l.');
    await userEvent.click(screen.getByRole('button', { name: 'Salva dati aziendali' }));
    expect(await screen.findByText('Codice SDI già in uso (prova)')).toBeTruthy();
    expect(bodies[0]).toMatchObject({
      company_name: 'Officina Nord S.r.l.',
      company_vat: '01234560157',
      default_vat_rate: 22,
      weekly_hours_target: 40,
    });
  }, 40_000);

  it('checks the P.IVA in the page before sending anything', async () => {
    const { bodies } = renderWith(<CompanyDataForm settings={settings} />, () => json(settings));
    const vat = screen.getByLabelText('Partita IVA');
    await userEvent.clear(vat);
    await userEvent.paste('02345670159');
    await userEvent.click(screen.getByRole('button', { name: 'Salva dati aziendali' }));
    expect(await screen.findByText('Partita IVA non valida: cifra di controllo errata')).toBeTruthy();
    expect(bodies).toEqual([]);
  }, 40_000);

  it('sends the weekly target typed as h:mm in hours, with the company data as they were', async () => {
    const { bodies } = renderWith(<CompanyDefaultsForm settings={settings} />, (body) =>
      json({ ...settings, ...body }),
    );
    const hours = screen.getByLabelText('Ore settimanali (obiettivo)');
    expect(hours).toHaveProperty('value', '40:00');
    await userEvent.clear(hours);
    await userEvent.paste('37:30');
    await userEvent.click(screen.getByRole('button', { name: 'Salva valori predefiniti' }));
    await waitFor(() => expect(bodies.length).toBe(1));
    expect(bodies[0]).toMatchObject({
      weekly_hours_target: 37.5,
      default_vat_rate: 22,
      company_rea: 'MI-1234567',
    });
    // Saved: the form holds the answer, nothing left to save.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Salva valori predefiniti' })).toHaveProperty(
        'disabled',
        true,
      ),
    );
  }, 40_000);
});
